/**
 * Stripe's webhook against real D1, each event signed by the Stripe SDK's own test-header helper
 * (the same HMAC Stripe uses): paid once per event id, replays and bad or old signatures change
 * nothing, amounts are checked against the order (JPY in whole yen), failures keep the order
 * unpaid with a reason, and refunds add up from Stripe's cumulative amount_refunded.
 */
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import commerce from "../index";
import { call, ORIGIN, seedDemoShop, ADMIN } from "../test/shop";
import { placeOrder } from "../test/place-order";
import { skusWithStock } from "../test/shoppers";
import { formatMoney } from "../checkout/pricing";
import { fromStripeAmount, toStripeAmount } from "./minor-units";
import { paymentProvider } from "./providers";

const SECRET = "whsec_test_secret_for_the_commerce_suite";
const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_commerce", STRIPE_WEBHOOK_SECRET: SECRET } as Env;
const stripe = new Stripe("sk_test_commerce", { httpClient: Stripe.createFetchHttpClient() });
const crypto = Stripe.createSubtleCryptoProvider();
beforeAll(() => seedDemoShop(60));

/** A guest order paid with Stripe, as order/pay leaves it (its session stored, no payment yet). */
async function stripeOrder(currency = "USD") {
  const [sku] = await skusWithStock(1, 5);
  const { orderNo, headers } = await placeOrder({ items: [{ sku, quantity: 1 }] });
  await env.DB.prepare(
    "UPDATE orders SET payment_method_id = 'stripe', currency = ?2, payment_session = ?3 WHERE order_no = ?1",
  )
    .bind(orderNo, currency, `cs_test_${orderNo}`)
    .run();
  const total = (await env.DB.prepare("SELECT total FROM orders WHERE order_no = ?")
    .bind(orderNo)
    .first<{ total: number }>())!.total;
  return { orderNo, headers, total };
}

let sequence = 0;
const event = (type: string, object: Record<string, unknown>, id = `evt_test_${++sequence}_${Date.now()}`) => ({
  id,
  object: "event",
  api_version: Stripe.API_VERSION,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});
const session = (orderNo: string, amount: number, currency = "usd") => ({
  id: `cs_test_${orderNo}`,
  object: "checkout.session",
  mode: "payment",
  status: "complete",
  payment_status: "paid",
  client_reference_id: orderNo,
  metadata: { orderNo },
  amount_total: amount,
  currency,
  payment_intent: `pi_test_${orderNo}`,
});

async function deliver(
  body: unknown,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = JSON.stringify(body);
  const header =
    options.signature !== undefined
      ? options.signature
      : await stripe.webhooks.generateTestHeaderStringAsync({
          payload,
          secret: options.secret ?? SECRET,
          timestamp: options.timestamp,
          cryptoProvider: crypto,
        });
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (header !== null) headers["stripe-signature"] = header;
  const response = await commerce.fetch(
    new Request(`${ORIGIN}/api/web/payment/webhook/stripe`, { method: "POST", headers, body: payload }),
    stripeEnv,
    {} as ExecutionContext,
  );
  return { status: response.status, body: (await response.json()) as { code: number; data: any } };
}

const row = (orderNo: string) =>
  env.DB.prepare(
    "SELECT pay_status, paid_at, payment_reference, payment_failure, refunded_amount, refund_requested, updated_at FROM orders WHERE order_no = ?",
  )
    .bind(orderNo)
    .first<Record<string, any>>();
const eventsOf = async (orderNo: string) =>
  (
    await env.DB.prepare("SELECT event_id, outcome FROM payment_events WHERE order_no = ? ORDER BY rowid")
      .bind(orderNo)
      .all<{ event_id: string; outcome: string }>()
  ).results;

describe("the Stripe method", () => {
  it("is offered only with both keys", () => {
    expect(paymentProvider("stripe", env)).toBeNull();
    expect(paymentProvider("stripe", { ...env, STRIPE_SECRET_KEY: "sk_test_x" } as Env)).toBeNull();
    expect(paymentProvider("stripe", stripeEnv)?.methodId).toBe("stripe");
  });
});

describe("Stripe webhook", () => {
  it("marks the order paid once for checkout.session.completed, and acknowledges the replay without a change", async () => {
    const { orderNo, total, headers } = await stripeOrder();
    // Sales count what was paid (ADR 208): nothing when placed, the order's unit once paid, whatever is replayed.
    const sales = () =>
      env.DB.prepare(
        "SELECT p.sales FROM products p WHERE p.id = (SELECT product_id FROM order_items WHERE order_no = ?)",
      )
        .bind(orderNo)
        .first<{ sales: number }>()
        .then((found) => found!.sales);
    const placedSales = await sales();
    const paid = event("checkout.session.completed", session(orderNo, total));
    const first = await deliver(paid);
    expect(await sales()).toBe(placedSales + 1);
    expect(first).toMatchObject({
      status: 200,
      body: { code: 0, data: { orderNo, payStatus: "paid", outcome: "paid" } },
    });
    const after = await row(orderNo);
    expect(after).toMatchObject({ pay_status: "paid", payment_reference: `pi_test_${orderNo}` });

    const again = await deliver(paid);
    expect(again).toMatchObject({ status: 200, body: { data: { replayed: true, outcome: "paid" } } });
    expect(await row(orderNo)).toEqual(after);
    // Stripe also sends payment_intent.succeeded for the same payment: a second event, no second transition.
    const intent = await deliver(
      event("payment_intent.succeeded", {
        id: `pi_test_${orderNo}`,
        object: "payment_intent",
        amount_received: total,
        currency: "usd",
        metadata: { orderNo },
      }),
    );
    expect(intent.body.data.outcome).toBe("already paid");
    expect((await row(orderNo))!.paid_at).toBe(after!.paid_at);
    expect((await eventsOf(orderNo)).map((e) => e.outcome)).toEqual(["paid", "already paid"]);
    expect(await sales()).toBe(placedSales + 1);
    expect((await call("order/detail", { orderNo }, headers)).body.data).toMatchObject({
      payStatus: "paid",
      paymentAmount: total,
      paymentFailure: null,
    });
  });

  it("refuses a bad, missing or old signature with 400 and changes nothing", async () => {
    const { orderNo, total } = await stripeOrder();
    const paid = event("checkout.session.completed", session(orderNo, total));
    const before = await row(orderNo);
    expect((await deliver(paid, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await deliver(paid, { signature: null })).status).toBe(400);
    expect((await deliver(paid, { signature: "t=1,v1=deadbeef" })).status).toBe(400);
    // Signed correctly, but ten minutes ago: outside the 5-minute tolerance, so a captured event cannot be replayed.
    expect((await deliver(paid, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status).toBe(400);
    expect(await row(orderNo)).toEqual(before);
    expect(await eventsOf(orderNo)).toEqual([]);
    // The same event, fresh and genuine, still works afterwards (nothing was recorded for it).
    expect((await deliver(paid)).body.data.outcome).toBe("paid");
  });

  it("refuses an amount or currency that is not the order's own", async () => {
    const { orderNo, total } = await stripeOrder();
    const short = await deliver(event("checkout.session.completed", session(orderNo, total - 1)));
    expect(short.status).toBe(409);
    const euros = await deliver(
      event("payment_intent.succeeded", {
        id: `pi_test_${orderNo}`,
        object: "payment_intent",
        amount_received: total,
        currency: "eur",
        metadata: { orderNo },
      }),
    );
    expect(euros.status).toBe(409);
    expect((await row(orderNo))!.pay_status).toBe("unpaid");
    expect(await eventsOf(orderNo)).toMatchObject([{ outcome: "mismatch" }, { outcome: "mismatch" }]);
  });

  it("keeps a failed payment unpaid with the reason for the shopper; a later success clears it", async () => {
    const { orderNo, total, headers } = await stripeOrder();
    const failed = (code: string, decline: string | null) =>
      event("payment_intent.payment_failed", {
        id: `pi_test_${orderNo}`,
        object: "payment_intent",
        amount: total,
        currency: "usd",
        metadata: { orderNo },
        last_payment_error: {
          type: "card_error",
          code,
          decline_code: decline,
          message: "Your card has insufficient funds.",
        },
      });
    expect((await deliver(failed("card_declined", "insufficient_funds"))).body.data).toMatchObject({
      outcome: "failed",
      payStatus: "unpaid",
    });
    expect((await call("order/detail", { orderNo }, headers)).body.data).toMatchObject({
      payStatus: "unpaid",
      paymentFailure: "insufficient_funds",
      actions: ["pay", "cancel"],
    });
    // A stolen card is not named as such to whoever holds it.
    await deliver(failed("card_declined", "stolen_card"));
    expect((await call("order/detail", { orderNo }, headers)).body.data.paymentFailure).toBe("card_declined");
    await deliver(event("checkout.session.completed", session(orderNo, total)));
    expect((await call("order/detail", { orderNo }, headers)).body.data).toMatchObject({
      payStatus: "paid",
      paymentFailure: null,
    });
  });

  it("adds partial refunds up from Stripe's cumulative amount and never counts one twice", async () => {
    const { orderNo, total, headers } = await stripeOrder();
    await deliver(event("checkout.session.completed", session(orderNo, total)));
    await env.DB.prepare("UPDATE orders SET refund_requested = ? WHERE order_no = ?").bind(total, orderNo).run();
    const charge = (refunded: number) => ({
      id: `ch_test_${orderNo}`,
      object: "charge",
      amount: total,
      amount_refunded: refunded,
      currency: "usd",
      payment_intent: `pi_test_${orderNo}`,
      metadata: {},
      refunded: refunded === total,
    });
    const first = event("charge.refunded", charge(300));
    await deliver(first);
    expect((await call("order/detail", { orderNo }, headers)).body.data).toMatchObject({
      refundedAmount: 300,
      refundPending: total - 300,
      refundManual: false,
    });
    const second = event("charge.refunded", charge(total));
    await deliver(second);
    // The first event delivered late again, and a stale one with the smaller total: nothing goes back down.
    await deliver(first);
    await deliver(event("charge.refunded", charge(300)));
    expect((await call("order/detail", { orderNo }, headers)).body.data).toMatchObject({
      refundedAmount: total,
      refundPending: 0,
    });
    // More than was paid is never recorded.
    expect((await deliver(event("charge.refunded", charge(total + 1)))).status).toBe(409);
    expect((await row(orderNo))!.refunded_amount).toBe(total);
  });

  it("acknowledges events it does not act on, and lists every event for the operator", async () => {
    const { orderNo } = await stripeOrder();
    const other = await deliver(event("customer.created", { id: "cus_1", object: "customer" }));
    expect(other).toMatchObject({ status: 200, body: { data: { outcome: "ignored" } } });
    const unknown = await deliver(event("checkout.session.completed", session("20000101000000", 100)));
    expect(unknown.body.data.outcome).toBe("unknown order");
    await deliver(
      event("payment_intent.payment_failed", {
        id: "pi_x",
        object: "payment_intent",
        amount: 1,
        currency: "usd",
        metadata: { orderNo },
        last_payment_error: { code: "expired_card" },
      }),
    );
    const listed = await call("admin/payment/events", { limit: 50 }, ADMIN);
    expect(listed.body.data.list.map((e: { outcome: string }) => e.outcome)).toEqual(
      expect.arrayContaining(["ignored", "unknown order", "failed"]),
    );
    expect((await call("admin/payment/events", { orderNo }, ADMIN)).body.data.list).toMatchObject([
      { type: "payment_intent.payment_failed", outcome: "failed", detail: "expired_card" },
    ]);
    expect((await call("admin/payment/events", {})).status).not.toBe(200);
  });
});

describe("JPY, a currency without minor units", () => {
  it("formats and charges whole yen, and settles a yen order for its exact amount", async () => {
    expect(formatMoney(1500, "JPY")).toBe("JPY 1500");
    expect(formatMoney(1500, "USD")).toBe("USD 15.00");
    expect(formatMoney(1250, "KWD")).toBe("KWD 1.250");
    expect(toStripeAmount(1500, "JPY")).toBe(1500);
    expect(toStripeAmount(1500, "USD")).toBe(1500);
    // ISK has no minor unit in ISO but Stripe wants it two-decimal; KWD's last digit must be 0.
    expect(toStripeAmount(500, "ISK")).toBe(50000);
    expect(toStripeAmount(1255, "KWD")).toBeNull();
    expect(fromStripeAmount(50000, "ISK")).toBe(500);

    const { orderNo, total, headers } = await stripeOrder("JPY");
    expect((await deliver(event("checkout.session.completed", session(orderNo, total * 100, "jpy")))).status).toBe(409);
    expect((await deliver(event("checkout.session.completed", session(orderNo, total, "jpy")))).body.data.outcome).toBe(
      "paid",
    );
    expect((await call("order/detail", { orderNo }, headers)).body.data).toMatchObject({
      currency: "JPY",
      payStatus: "paid",
      paymentAmount: total,
    });
  });
});
