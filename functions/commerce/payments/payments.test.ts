import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, ORIGIN, seedDemoShop } from "../test/shop";
import commerce from "../index";
import { placeOrder } from "../test/place-order";
import { skusWithStock } from "../test/shoppers";
import { paymentProvider, registerProvider, type PaymentProvider } from "./providers";
import { expireUnpaidOrders } from "../orders/expiry";

beforeAll(() => seedDemoShop(60));

/** A hosted gateway as a real one would plug in: redirects to its page, then signs its webhook. */
const SECRET = "gateway-secret";
const hostedGateway: PaymentProvider = {
  methodId: "bank-transfer",
  testOnly: true,
  available: () => true,
  refund: async () => ({ result: "manual" }),
  createPayment: async ({ orderNo, amount, returnUrl }) => ({
    result: "redirect",
    url: `https://pay.example/${orderNo}?amount=${amount}&back=${encodeURIComponent(returnUrl)}`,
    reference: `ref-${orderNo}`,
  }),
  handleWebhook: async (request) => {
    if (request.headers.get("x-signature") !== SECRET) return null;
    const body = (await request.json()) as { orderNo: string; amount: number; currency: string };
    return { ...body, eventId: null, type: "paid", reference: `ref-${body.orderNo}`, result: "paid" };
  },
};

/** A guest's order of one unit, by bank transfer, with its total. */
async function guestOrder() {
  const [sku] = await skusWithStock(1, 5);
  const { orderNo, headers } = await placeOrder({ items: [{ sku, quantity: 1 }] });
  const total = (await env.DB.prepare("SELECT total FROM orders WHERE order_no = ?")
    .bind(orderNo)
    .first<{ total: number }>())!.total;
  return { orderNo, headers, total };
}

const webhook = (methodId: string, body: unknown, signature = SECRET) =>
  commerce.fetch(
    new Request(`${ORIGIN}/api/web/payment/webhook/${methodId}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": signature },
      body: JSON.stringify(body),
    }),
    env,
    {} as ExecutionContext,
  );
const payStatus = async (orderNo: string) =>
  (await env.DB.prepare("SELECT pay_status FROM orders WHERE order_no = ?")
    .bind(orderNo)
    .first<{ pay_status: string }>())!.pay_status;

describe("payment providers", () => {
  it("find providers by payment method id; offline methods wait for the operator", async () => {
    expect(paymentProvider("card", env)?.testOnly).toBe(true);
    expect(paymentProvider("bank-transfer", env)?.testOnly).toBe(false);
    expect(paymentProvider("bitcoin", env)).toBeNull();
    const { orderNo, headers } = await guestOrder();
    const pending = await call("order/pay", { orderNo, paymentMethodId: "cash-on-delivery", total: 1 }, headers);
    // What happens next comes from the payment method's configuration, in the shopper's language.
    expect(pending.body.data).toEqual({
      status: "unpaid",
      instructions: expect.stringContaining("pay the courier when your parcel arrives"),
    });
    expect((await call("order/detail", { orderNo }, headers)).body.data.paymentMethodId).toBe("cash-on-delivery");
    const inChinese = await call(
      "order/pay",
      { orderNo, paymentMethodId: "bank-transfer" },
      { ...headers, "x-lang": "zh" },
    );
    expect(inChinese.body.data.instructions).toContain("请转账至 Demo Shop Ltd");
    const paid = await call("order/pay", { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" }, headers);
    expect(paid.body.data.status).toBe("paid");
    const twice = await call(
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" },
      headers,
    );
    expect(twice.body).toMatchObject({ code: 41, msg: "This order can no longer be changed that way." });
  });

  it("let a hosted gateway redirect, then settle only through its verified webhook with the order's own amount", async () => {
    const offline = paymentProvider("bank-transfer", env)!;
    registerProvider(hostedGateway);
    try {
      const { orderNo, headers, total } = await guestOrder();
      const started = await call("order/pay", { orderNo, paymentMethodId: "bank-transfer" }, headers);
      expect(started.body.data).toEqual({
        status: "unpaid",
        redirectUrl: `https://pay.example/${orderNo}?amount=${total}&back=${encodeURIComponent(`${ORIGIN}/en/checkout/thankyou?orderNo=${orderNo}&payment=done`)}`,
      });

      expect((await webhook("bank-transfer", { orderNo, amount: total, currency: "USD" }, "forged")).status).toBe(400);
      expect((await webhook("bank-transfer", { orderNo, amount: total - 1, currency: "USD" })).status).toBe(409);
      expect((await webhook("cash-on-delivery", { orderNo, amount: total, currency: "USD" })).status).toBe(404);
      expect(await payStatus(orderNo)).toBe("unpaid");

      const settled = await webhook("bank-transfer", { orderNo, amount: total, currency: "USD" });
      expect(await settled.json()).toMatchObject({ code: 0, data: { orderNo, payStatus: "paid" } });
      expect(await payStatus(orderNo)).toBe("paid");
      // A gateway retry is answered the same way and changes nothing more.
      expect((await webhook("bank-transfer", { orderNo, amount: total, currency: "USD" })).status).toBe(200);
    } finally {
      registerProvider(offline);
    }
  });

  it("let a visitor pay an order found by number and email, and nobody else", async () => {
    const { orderNo } = await guestOrder();
    const card = { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" };
    const wrongEmail = await call("order/pay", { ...card, email: "someone@example.com" });
    const missing = await call("order/pay", { ...card, orderNo: "20000101000000", email: "guest@example.com" });
    expect(wrongEmail.body).toEqual(missing.body);
    expect(await payStatus(orderNo)).toBe("unpaid");
    const { signedInCustomer } = await import("../test/shoppers");
    const someone = await signedInCustomer();
    const declined = await call(
      "order/pay",
      { ...card, cardNumber: "4000000000000002", email: "guest@example.com" },
      someone.headers,
    );
    expect(declined.body.code).toBe(41);
    const paid = await call("order/pay", { ...card, email: "GUEST@example.com" }, someone.headers);
    expect(paid.body.data.status).toBe("paid");
  });
});

describe("a payment for an order that expired unpaid (ADR 204)", () => {
  it("is refunded through its provider and leaves the order cancelled, once per event", async () => {
    const refunds: { key: string; amount: number; reference: string | null }[] = [];
    const offline = paymentProvider("bank-transfer", env)!;
    registerProvider({
      ...hostedGateway,
      refund: async (order, amount, key) => {
        refunds.push({ key, amount, reference: order.paymentReference });
        return { result: "pending", reference: `refund-${key}` };
      },
      handleWebhook: async (request) => {
        const body = (await request.json()) as { orderNo: string; amount: number; currency: string; id: string };
        return { ...body, eventId: body.id, type: "paid", reference: `ref-${body.orderNo}`, result: "paid" };
      },
    });
    try {
      const { orderNo, headers, total } = await guestOrder();
      await call("order/pay", { orderNo, paymentMethodId: "bank-transfer" }, headers);
      // The window ends and the expiry job cancels the order before the gateway's notice arrives.
      await env.DB.prepare("UPDATE orders SET pay_by = '2026-01-01T00:00:00.000Z' WHERE order_no = ?")
        .bind(orderNo)
        .run();
      expect((await expireUnpaidOrders({ env })).expired).toContain(orderNo);

      const event = { orderNo, amount: total, currency: "USD", id: `evt-${crypto.randomUUID()}` };
      const answer = await webhook("bank-transfer", event);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ data: { outcome: "late payment returned", payStatus: "unpaid" } });
      expect((await webhook("bank-transfer", event)).status).toBe(200);
      expect(refunds).toEqual([{ key: `late-payment-ref-${orderNo}`, amount: total, reference: `ref-${orderNo}` }]);
      expect(
        await env.DB.prepare("SELECT status, pay_status FROM orders WHERE order_no = ?").bind(orderNo).first(),
      ).toEqual({ status: "cancelled", pay_status: "unpaid" });
    } finally {
      registerProvider(offline);
    }
  });
});
