/**
 * Order mails from Stripe's webhook (ADR 216): `checkout.session.completed` mails "paid" once,
 * however often it or `payment_intent.succeeded` for the same payment arrives; `charge.refunded`
 * mails "refunded" once per refunded total, with that total, and a late or repeated event none.
 */
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import commerce from "../index";
import { formatMoney } from "../../contract/money";
import { ORIGIN, seedDemoShop } from "../test/shop";
import { mailsTo, placeMailedOrder } from "../test/order-mails";

const SECRET = "whsec_test_secret_for_the_order_mails";
const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_commerce", STRIPE_WEBHOOK_SECRET: SECRET } as Env;
const stripe = new Stripe("sk_test_commerce", { httpClient: Stripe.createFetchHttpClient() });
const cryptoProvider = Stripe.createSubtleCryptoProvider();

beforeAll(() => seedDemoShop(60));

let sequence = 0;
const event = (type: string, object: Record<string, unknown>) => ({
  id: `evt_mail_${++sequence}_${Date.now()}`,
  object: "event",
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

async function deliver(body: unknown): Promise<{ status: number; outcome: string }> {
  const payload = JSON.stringify(body);
  const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload, secret: SECRET, cryptoProvider });
  const response = await commerce.fetch(
    new Request(`${ORIGIN}/api/web/payment/webhook/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    }),
    stripeEnv,
    {} as ExecutionContext,
  );
  const answer = (await response.json()) as { data: { outcome: string } | null };
  return { status: response.status, outcome: answer.data?.outcome ?? "" };
}

/** A guest order placed in `lang` and sent to Stripe Checkout, as order/pay leaves it. */
async function stripeOrder(lang: string) {
  const order = await placeMailedOrder({ lang });
  await env.DB.prepare("UPDATE orders SET payment_method_id = 'stripe', payment_session = ?2 WHERE order_no = ?1")
    .bind(order.orderNo, `cs_test_${order.orderNo}`)
    .run();
  return order;
}

const completed = (orderNo: string, amount: number, currency: string) =>
  event("checkout.session.completed", {
    id: `cs_test_${orderNo}`,
    object: "checkout.session",
    mode: "payment",
    status: "complete",
    payment_status: "paid",
    client_reference_id: orderNo,
    metadata: { orderNo },
    amount_total: amount,
    currency: currency.toLowerCase(),
    payment_intent: `pi_test_${orderNo}`,
  });

const refunded = (orderNo: string, refundedAmount: number, total: number, currency: string) =>
  event("charge.refunded", {
    id: `ch_test_${orderNo}`,
    object: "charge",
    amount: total,
    amount_refunded: refundedAmount,
    currency: currency.toLowerCase(),
    payment_intent: `pi_test_${orderNo}`,
    metadata: {},
    refunded: refundedAmount === total,
  });

describe("order mails from the Stripe webhook", () => {
  it("mails paid once, whether the event is replayed or a second event reports the same payment", async () => {
    const order = await stripeOrder("pt");
    const paid = completed(order.orderNo, order.total, order.currency);
    expect(await deliver(paid)).toEqual({ status: 200, outcome: "paid" });
    expect((await deliver(paid)).outcome).toBe("paid");
    const intent = event("payment_intent.succeeded", {
      id: `pi_test_${order.orderNo}`,
      object: "payment_intent",
      amount_received: order.total,
      currency: order.currency.toLowerCase(),
      metadata: { orderNo: order.orderNo },
    });
    expect((await deliver(intent)).outcome).toBe("already paid");
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Pedido ${order.orderNo} recebido`,
      `Pedido ${order.orderNo} pago`,
    ]);
    expect(mails[1].text).toContain(`Total: ${formatMoney(order.total, order.currency, "pt")}`);
  });

  it("mails each confirmed refund total once, and nothing for a late or repeated event", async () => {
    const order = await stripeOrder("vi");
    await deliver(completed(order.orderNo, order.total, order.currency));
    const part = refunded(order.orderNo, 300, order.total, order.currency);
    expect((await deliver(part)).outcome).toBe("refunded");
    expect((await deliver(part)).outcome).toBe("refunded");
    await deliver(refunded(order.orderNo, order.total, order.total, order.currency));
    // A stale event with the smaller total, under a new id: the order keeps the full refund, no mail.
    await deliver(refunded(order.orderNo, 300, order.total, order.currency));
    const refunds = (await mailsTo(order.email)).filter((mail) => mail.subject.endsWith("đã được hoàn tiền"));
    expect(refunds.map((mail) => mail.text.match(/Tổng số tiền đã hoàn: (.+)/)?.[1])).toEqual([
      formatMoney(300, order.currency, "vi"),
      formatMoney(order.total, order.currency, "vi"),
    ]);
  });
});
