/**
 * Stripe end to end on the built Worker in production mode, with the official SDK pointed at the
 * local fake Stripe (tests/support/fake-stripe.ts) through STRIPE_API_BASE: the method is offered
 * only with both keys; paying makes a Checkout Session for the order's own amount and comes back
 * to the order in the shopper's language; the fake's signed events mark it paid; cancelling and
 * returning a paid order refund through Stripe once per idempotency key, pending until
 * charge.refunded confirms them, and partial refunds add up.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { FAKE_STRIPE, startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { ADDRESS, api, createCustomer, database, skuInStock, type Customer } from "../support/shoppers";

const ADMIN = `Bearer test-admin-token-for-production-mode-0123456789`;
let bare: TestWorker;
let shop: TestWorker;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  bare = await startWorker({ production: true });
  shop = await startWorker({
    production: true,
    bindings: {
      STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PAYMENT_METHODS: "card,alipay,wechat_pay",
    },
  });
  stripe.setWebhookUrl(`${shop.url}/api/web/payment/webhook/stripe`);
});
afterAll(async () => {
  await bare?.dispose();
  await shop?.dispose();
  await stripe?.close();
});

const admin = async (name: string, body: unknown) => {
  const response = await shop.fetch(`/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: ADMIN },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: any };
};

async function stripeOrder(customer: Customer, quantity = 1) {
  const sku = await skuInStock(shop, quantity + 2);
  const created = await api<{ slug: string }>(shop, "checkout/create", { items: [{ sku, quantity }] }, customer.cookie);
  const placed = await api<{ orderNo: string }>(
    shop,
    "checkout/submit",
    {
      slug: created.data.slug,
      address: ADDRESS,
      shippingMethodId: "express",
      paymentMethodId: "stripe",
      idempotencyKey: crypto.randomUUID(),
    },
    customer.cookie,
  );
  expect(placed.code, placed.msg).toBe(0);
  return placed.data.orderNo;
}

/** Pays the order through order/pay and the fake's hosted page, as a shopper does. */
async function payOrder(customer: Customer, orderNo: string) {
  const started = await api<{ redirectUrl: string }>(
    shop,
    "order/pay",
    { orderNo, paymentMethodId: "stripe", returnPath: `/ja/user/order/${orderNo}` },
    customer.cookie,
  );
  const sessionId = started.data.redirectUrl.split("/pay/")[1];
  expect(await stripe.pay(sessionId)).toBeNull();
  return sessionId;
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("timed out");
};

describe("Stripe payments", () => {
  it("are offered only where both keys are set", async () => {
    const ids = async (worker: TestWorker) =>
      (await api<{ paymentMethods: { id: string }[] }>(worker, "site/config")).data.paymentMethods.map(
        (method) => method.id,
      );
    expect(await ids(bare)).not.toContain("stripe");
    expect(await ids(shop)).toContain("stripe");
    expect(await ids(shop)).not.toContain("card");
  });

  it("send the shopper to a Checkout Session for the order's own amount, back to the order in their language, and settle by the signed event", async () => {
    const customer = await createCustomer(shop);
    const orderNo = await stripeOrder(customer);
    const order = (await api(shop, "order/detail", { orderNo }, customer.cookie)).data;
    // As the storefront sends it from the Japanese order page: its language, and the page to come back to.
    const response = await shop.fetch("/api/web/order/pay", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customer.cookie, "x-lang": "ja" },
      body: JSON.stringify({ orderNo, paymentMethodId: "stripe", returnPath: `/ja/user/order/${orderNo}` }),
    });
    const started = (await response.json()) as { data: { status: string; redirectUrl: string } };
    expect(started.data.status).toBe("unpaid");
    expect(started.data.redirectUrl).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const created = stripe.requests.filter((request) => request.path === "/v1/checkout/sessions");
    expect(created).toHaveLength(1);
    expect(created[0].body).toMatchObject({
      mode: "payment",
      client_reference_id: orderNo,
      locale: "ja",
      metadata: { orderNo },
      payment_intent_data: { metadata: { orderNo } },
      allowed_payment_method_types: ["card", "alipay", "wechat_pay"],
      payment_method_options: { wechat_pay: { client: "web" } },
      line_items: [
        {
          quantity: "1",
          price_data: { currency: "usd", unit_amount: String(order.total), product_data: { name: `注文 ${orderNo}` } },
        },
      ],
      success_url: `${shop.url}/ja/user/order/${orderNo}?payment=done`,
      cancel_url: `${shop.url}/ja/user/order/${orderNo}?payment=cancelled`,
    });
    expect(created[0].idempotencyKey).toMatch(new RegExp(`^checkout-${orderNo}-`));
    // Pay pressed again while the session is open: the same session, not a second chance to pay twice.
    const again = await api<{ redirectUrl: string }>(
      shop,
      "order/pay",
      { orderNo, paymentMethodId: "stripe" },
      customer.cookie,
    );
    expect(again.data.redirectUrl).toBe(started.data.redirectUrl);
    expect(stripe.requests.filter((request) => request.path === "/v1/checkout/sessions")).toHaveLength(1);
    // Another site is never a way back.
    expect(
      (
        await api(
          shop,
          "order/pay",
          { orderNo, paymentMethodId: "stripe", returnPath: "//evil.example/" },
          customer.cookie,
        )
      ).code,
    ).toBe(40);

    expect(await stripe.pay(started.data.redirectUrl.split("/pay/")[1])).toBeNull();
    expect(stripe.delivered.slice(-2).map((event) => [event.type, event.status])).toEqual([
      ["checkout.session.completed", 200],
      ["payment_intent.succeeded", 200],
    ]);
    const paid = (await api(shop, "order/detail", { orderNo }, customer.cookie)).data;
    expect(paid).toMatchObject({
      payStatus: "paid",
      paymentAmount: order.total,
      paymentMethodId: "stripe",
      actions: ["refund"],
    });
    const events = await admin("admin/payment/events", { orderNo });
    expect(events.data.list.map((event: { outcome: string }) => event.outcome)).toEqual(["already paid", "paid"]);
  });

  it("keep a declined payment unpaid with the reason", async () => {
    const customer = await createCustomer(shop);
    const orderNo = await stripeOrder(customer);
    const started = await api<{ redirectUrl: string }>(
      shop,
      "order/pay",
      { orderNo, paymentMethodId: "stripe" },
      customer.cookie,
    );
    expect(await stripe.pay(started.data.redirectUrl.split("/pay/")[1], "4000000000009995")).toBe(
      "Your card has insufficient funds.",
    );
    expect((await api(shop, "order/detail", { orderNo }, customer.cookie)).data).toMatchObject({
      payStatus: "unpaid",
      paymentFailure: "insufficient_funds",
    });
  });

  it("refund a cancelled paid order through Stripe once, pending until charge.refunded", async () => {
    const customer = await createCustomer(shop);
    const orderNo = await stripeOrder(customer);
    await payOrder(customer, orderNo);
    const total = (await api(shop, "order/detail", { orderNo }, customer.cookie)).data.total;
    expect((await api(shop, "order/refund", { orderNo, reason: "Changed my mind" }, customer.cookie)).code).toBe(0);
    const approved = await admin("admin/order/approveCancel", { orderNo });
    expect(approved.data).toMatchObject({
      status: "cancelled",
      refundedAmount: 0,
      refundPending: total,
      refundManual: false,
    });
    const refundCalls = () =>
      stripe.requests.filter((request) => request.path === "/v1/refunds" && request.body.metadata?.orderNo === orderNo);
    expect(refundCalls()).toMatchObject([
      { idempotencyKey: `order-${orderNo}-cancel`, body: { amount: String(total) } },
    ]);
    // A retried approval changes nothing and asks Stripe for nothing more.
    expect((await admin("admin/order/approveCancel", { orderNo })).code).toBe(41);
    expect(refundCalls()).toHaveLength(1);
    const refunded = await until(
      () => api(shop, "order/detail", { orderNo }, customer.cookie),
      (answer) => answer.data.refundPending === 0,
    );
    expect(refunded.data).toMatchObject({ refundedAmount: total, refundPending: 0 });
  });

  it("refund two returns of one order as partial refunds that add up", async () => {
    const customer = await createCustomer(shop);
    const orderNo = await stripeOrder(customer, 2);
    await payOrder(customer, orderNo);
    expect((await admin("admin/order/ship", { orderNo, expressName: "UPS", expressNo: "1Z" })).code).toBe(0);
    const order = (await api(shop, "order/detail", { orderNo }, customer.cookie)).data;
    const refundOne = async () => {
      const applied = await api(
        shop,
        "return/apply",
        { orderNo, items: [{ orderItemId: order.items[0].id, quantity: 1 }], applyType: 3, applyDesc: "Damaged" },
        customer.cookie,
      );
      expect(applied.code, applied.msg).toBe(0);
      const returnNo = applied.data.returnNo as string;
      expect((await admin("admin/return/audit", { returnNo, approve: true })).code).toBe(0);
      const completed = await admin("admin/return/complete", { returnNo });
      expect(completed.data).toMatchObject({ status: "completed", refundPending: true, refundedAt: null });
      return { returnNo, amount: completed.data.refundAmount as number };
    };
    const first = await refundOne();
    await until(
      () => api(shop, "return/detail", { returnNo: first.returnNo }, customer.cookie),
      (answer) => answer.data.refundedAt !== null,
    );
    const second = await refundOne();
    const done = await until(
      () => api(shop, "order/detail", { orderNo }, customer.cookie),
      (answer) => answer.data.refundedAmount === first.amount + second.amount,
    );
    expect(done.data.refundPending).toBe(0);
    expect(first.amount + second.amount).toBe(order.paymentAmount - order.shippingFee);
    expect(
      stripe.requests
        .filter((request) => request.path === "/v1/refunds" && request.body.metadata?.orderNo === orderNo)
        .map((request) => request.idempotencyKey),
    ).toEqual([`return-${first.returnNo}`, `return-${second.returnNo}`]);
    expect((await api(shop, "return/detail", { returnNo: second.returnNo }, customer.cookie)).data.refundPending).toBe(
      false,
    );
  });

  it("answer the fake's idempotency the way Stripe documents it", async () => {
    const customer = await createCustomer(shop);
    const orderNo = await stripeOrder(customer);
    await payOrder(customer, orderNo);
    const db = await database(shop);
    const { payment_reference: intent } = (await db
      .prepare("SELECT payment_reference FROM orders WHERE order_no = ?")
      .bind(orderNo)
      .first<{ payment_reference: string }>())!;
    const client = new Stripe(FAKE_STRIPE.secretKey, {
      host: "127.0.0.1",
      port: Number(new URL(stripe.url).port),
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const once = await client.refunds.create({ payment_intent: intent, amount: 100 }, { idempotencyKey: "same-key" });
    const twice = await client.refunds.create({ payment_intent: intent, amount: 100 }, { idempotencyKey: "same-key" });
    expect(twice.id).toBe(once.id);
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
    await expect(
      client.refunds.create({ payment_intent: intent, amount: 200 }, { idempotencyKey: "same-key" }),
    ).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
    await expect(client.refunds.create({ payment_intent: intent, amount: 10_000_000 })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      code: "amount_too_large",
    });
    await expect(
      new Stripe("sk_test_wrong", {
        host: "127.0.0.1",
        port: Number(new URL(stripe.url).port),
        protocol: "http",
      }).refunds.create({ payment_intent: intent }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
});
