/**
 * Stripe as a payment provider (docs/decisions/140): the shopper pays on a hosted Stripe
 * Checkout page (so paying needs no JavaScript on the shop), Stripe's signed webhook settles the
 * order, and refunds go through the Refunds API against the order's PaymentIntent. Offered only
 * when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set.
 */
import Stripe from "stripe";
import { Code, ShopError } from "../../kernel/http/envelope";
import { toStripeAmount } from "../minor-units";
import type { PaymentProvider, PaymentRequest, PaymentStart, RefundOrder, RefundOutcome } from "../provider-types";
import { stripeClient, stripeConfigured, stripeSecrets } from "./client";
import { readStripeEvent } from "./events";
import { stripeLocale, stripeMethodsFor } from "./methods";

/** A Stripe API error becomes the shop's clear refusal; the details go to the log for the operator. */
function refused(error: unknown, what: string): never {
  if (error instanceof ShopError) throw error;
  const detail =
    error instanceof Stripe.errors.StripeError ? `${error.type} ${error.code ?? ""} ${error.message}` : String(error);
  console.error(`stripe: ${what} failed: ${detail}`);
  throw new ShopError(Code.fullFailure, "paymentProviderFailed", 502);
}

async function createCheckout(request: PaymentRequest, env: Env): Promise<PaymentStart> {
  const amount = toStripeAmount(request.amount, request.currency);
  if (amount === null) throw new ShopError(Code.fullFailure, "paymentProviderFailed", 400);
  const stripe = stripeClient(env);
  try {
    // Paying twice for one order must not be possible by clicking "Pay" twice: an open session is reused.
    if (request.previousSession) {
      const previous = await stripe.checkout.sessions.retrieve(request.previousSession);
      if (
        previous.status === "open" &&
        previous.url &&
        previous.amount_total === amount &&
        previous.currency === request.currency.toLowerCase()
      ) {
        return { result: "redirect", url: previous.url, reference: previous.id, session: previous.id };
      }
    }
    const methods = stripeMethodsFor(request.currency, stripeSecrets(env).STRIPE_PAYMENT_METHODS);
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: amount,
              product_data: { name: request.title },
            },
          },
        ],
        // A filter over what the account has switched on for this currency (the API's current way; payment_method_types is gone).
        allowed_payment_method_types: methods,
        ...(methods.includes("wechat_pay")
          ? { payment_method_options: { wechat_pay: { client: "web" as const } } }
          : {}),
        client_reference_id: request.orderNo,
        metadata: { orderNo: request.orderNo },
        // The PaymentIntent carries the order too, so its own events (succeeded, failed) name it.
        payment_intent_data: { metadata: { orderNo: request.orderNo } },
        ...(request.email ? { customer_email: request.email } : {}),
        locale: stripeLocale(request.language) as Stripe.Checkout.SessionCreateParams.Locale,
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
      },
      // One key per attempt: the SDK's own retries of this request reuse it, so a lost answer never makes two sessions.
      { idempotencyKey: `checkout-${request.orderNo}-${crypto.randomUUID()}` },
    );
    if (!session.url) throw new Error("the session has no url");
    return { result: "redirect", url: session.url, reference: session.id, session: session.id };
  } catch (error) {
    refused(error, `checkout session for order ${request.orderNo}`);
  }
}

async function refund(order: RefundOrder, amount: number, idempotencyKey: string, env: Env): Promise<RefundOutcome> {
  const stripeAmount = toStripeAmount(amount, order.currency);
  if (!order.paymentReference || stripeAmount === null || stripeAmount <= 0)
    throw new ShopError(Code.fullFailure, "refundNotPossible", 400);
  try {
    const made = await stripeClient(env).refunds.create(
      {
        payment_intent: order.paymentReference,
        amount: stripeAmount,
        reason: "requested_by_customer",
        metadata: { orderNo: order.orderNo },
      },
      { idempotencyKey },
    );
    if (made.status === "failed" || made.status === "canceled") throw new Error(`refund ${made.id} is ${made.status}`);
    // Confirmed by the charge.refunded event; until then the order shows "refund pending".
    return { result: "pending", reference: made.id };
  } catch (error) {
    refused(error, `refund of order ${order.orderNo}`);
  }
}

export const stripeProvider: PaymentProvider = {
  methodId: "stripe",
  testOnly: false,
  available: stripeConfigured,
  createPayment: createCheckout,
  handleWebhook: readStripeEvent,
  refund,
};
