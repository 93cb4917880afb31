/**
 * Stripe's webhook: the signature (the `Stripe-Signature` header, HMAC-SHA256 with
 * STRIPE_WEBHOOK_SECRET over the raw body and its timestamp) is checked by the SDK with a
 * tolerance of 5 minutes, so a captured event cannot be replayed later; then the event is read
 * into the shop's PaymentNotice. Events the shop does not act on come back as `ignored`.
 */
import type Stripe from "stripe";
import { fromStripeAmount } from "../minor-units";
import type { PaymentNotice } from "../provider-types";
import { stripeClient, stripeCrypto, stripeSecrets } from "./client";

/** Seconds an event's signed timestamp may be away from now (Stripe's own default). */
export const SIGNATURE_TOLERANCE_S = 300;

/** Decline codes a shopper is told about in their own words; anything else is "payment_failed". */
const SHOWN_FAILURES = new Set([
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "incorrect_number",
  "processing_error",
  "authentication_required",
]);
/** Codes that must not tell a possible fraudster why (Stripe's advice): shown as a plain decline. */
const HIDDEN_AS_DECLINE = new Set([
  "fraudulent",
  "lost_card",
  "stolen_card",
  "pickup_card",
  "restricted_card",
  "merchant_blacklist",
  "do_not_honor",
  "generic_decline",
]);

export function failureCode(error: { code?: string | null; decline_code?: string | null } | null | undefined): string {
  const code = error?.decline_code ?? error?.code ?? "";
  if (HIDDEN_AS_DECLINE.has(code)) return "card_declined";
  return SHOWN_FAILURES.has(code) ? code : "payment_failed";
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function notice(event: Stripe.Event, fields: Omit<PaymentNotice, "eventId" | "type">): PaymentNotice {
  return { eventId: event.id, type: event.type, ...fields };
}

/** The shop's reading of one verified event. */
export function noticeOf(event: Stripe.Event): PaymentNotice {
  const ignored = notice(event, { orderNo: null, reference: null, amount: 0, currency: "", result: "ignored" });
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A delayed method (a bank debit) completes the session unpaid; its async event settles it.
      if (session.payment_status !== "paid") return ignored;
      const currency = (session.currency ?? "").toUpperCase();
      return notice(event, {
        orderNo: session.client_reference_id ?? session.metadata?.orderNo ?? null,
        reference: idOf(session.payment_intent),
        amount: fromStripeAmount(session.amount_total ?? Number.NaN, currency),
        currency,
        result: "paid",
      });
    }
    case "checkout.session.async_payment_failed": {
      const session = event.data.object;
      return notice(event, {
        orderNo: session.client_reference_id ?? session.metadata?.orderNo ?? null,
        reference: idOf(session.payment_intent),
        amount: 0,
        currency: (session.currency ?? "").toUpperCase(),
        result: "failed",
        failure: "payment_failed",
      });
    }
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      const currency = intent.currency.toUpperCase();
      return notice(event, {
        orderNo: intent.metadata?.orderNo ?? null,
        reference: intent.id,
        amount: fromStripeAmount(intent.amount_received, currency),
        currency,
        result: "paid",
      });
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return notice(event, {
        orderNo: intent.metadata?.orderNo ?? null,
        reference: intent.id,
        amount: 0,
        currency: intent.currency.toUpperCase(),
        result: "failed",
        failure: failureCode(intent.last_payment_error),
      });
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const currency = charge.currency.toUpperCase();
      // amount_refunded is everything refunded on this charge so far: partial refunds add up.
      return notice(event, {
        orderNo: charge.metadata?.orderNo ?? null,
        reference: idOf(charge.payment_intent),
        amount: fromStripeAmount(charge.amount_refunded, currency),
        currency,
        result: "refunded",
      });
    }
    default:
      return ignored;
  }
}

/** The verified notice, or null when the signature is missing, wrong or outside the tolerance. */
export async function readStripeEvent(request: Request, env: Env): Promise<PaymentNotice | null> {
  const signature = request.headers.get("stripe-signature");
  const secret = stripeSecrets(env).STRIPE_WEBHOOK_SECRET ?? "";
  if (!signature || !secret) return null;
  // The signature covers the exact bytes Stripe sent: read them raw, never re-serialised JSON.
  const raw = await request.text();
  try {
    const event = await stripeClient(env).webhooks.constructEventAsync(
      raw,
      signature,
      secret,
      SIGNATURE_TOLERANCE_S,
      stripeCrypto,
    );
    return noticeOf(event);
  } catch (error) {
    console.warn(`stripe webhook refused: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
