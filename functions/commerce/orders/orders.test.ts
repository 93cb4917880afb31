import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop, ADMIN } from "../test/shop";
import { placeOrder } from "../test/place-order";
import { signedInCustomer, skusWithStock, stockOf } from "../test/shoppers";

beforeAll(() => seedDemoShop(60));

/** Two units of a SKU stocked with `stock`, placed by `headers` (a customer's, or {} for a visitor). */
async function orderOfTwo(headers: Record<string, string>, paymentMethodId = "bank-transfer", stock = 5) {
  const [sku] = await skusWithStock(1, stock);
  const placed = await placeOrder({ items: [{ sku, quantity: 2 }], headers, submit: { paymentMethodId } });
  return { sku, ...placed };
}

describe("orders", () => {
  it("shows the customer's order with amounts, address and actions; hides it from everyone else", async () => {
    const customer = await signedInCustomer();
    const { orderNo } = await orderOfTwo(customer.headers);
    const detail = await call("order/detail", { orderNo }, customer.headers);
    expect(detail.body.data).toMatchObject({
      orderNo,
      status: "in_progress",
      payStatus: "unpaid",
      paymentAmount: 0,
      actions: ["pay", "cancel"],
      shipments: [],
      address: { city: "San Francisco" },
    });
    expect(detail.body.data.items[0].quantity).toBe(2);
    const other = await signedInCustomer();
    expect((await call("order/detail", { orderNo }, other.headers)).body.code).toBe(41);
    expect((await call("order/cancel", { orderNo }, other.headers)).body.code).toBe(41);
    expect((await call("order/detail", { orderNo })).body.code).toBe(41);
    const list = await call("order/list", { status: "unpaid" }, customer.headers);
    expect(list.body.data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect((await call("order/unpaidCount", {}, customer.headers)).body.data).toEqual({ count: 1 });
    expect((await call("order/list", {})).body.code).toBe(50);
  });

  it("cancels an unpaid order once, returning its stock", async () => {
    const { orderNo, sku, headers } = await orderOfTwo({});
    expect(await stockOf(sku)).toBe(3);
    const cancelled = await call("order/cancel", { orderNo }, headers);
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", actions: ["buyAgain"] });
    expect(await stockOf(sku)).toBe(5);
    const again = await call("order/cancel", { orderNo }, headers);
    expect(again.body).toMatchObject({ code: 41, msg: "This order can no longer be changed that way." });
    expect(await stockOf(sku)).toBe(5);
  });

  it("pays with the test card, sends paid cancellations to the operator, ships and completes", async () => {
    const { orderNo, sku, headers } = await orderOfTwo({});
    const declined = await call(
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4000 0000 0000 0002" },
      headers,
    );
    expect(declined.body.code).toBe(41);
    const paid = await call(
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4242 4242 4242 4242" },
      headers,
    );
    expect(paid.body.data).toEqual({ status: "paid", redirectUrl: `/checkout/thankyou?orderNo=${orderNo}` });
    const pending = await call("order/cancel", { orderNo }, headers);
    expect(pending.body.data).toMatchObject({ status: "pending_cancellation", actions: [] });
    expect((await call("admin/order/approveCancel", { orderNo })).body.code).toBe(30);
    const approved = await call("admin/order/approveCancel", { orderNo }, ADMIN);
    expect(approved.body.data.status).toBe("cancelled");
    expect(await stockOf(sku)).toBe(5);

    const second = await orderOfTwo({});
    expect(
      (await call("admin/order/ship", { orderNo: second.orderNo, expressName: "UPS", expressNo: "1Z999" }, ADMIN)).body
        .code,
    ).toBe(41);
    expect((await call("admin/order/markPaid", { orderNo: second.orderNo }, ADMIN)).body.data).toMatchObject({
      payStatus: "paid",
      actions: ["refund"],
    });
    const shipped = await call(
      "admin/order/ship",
      { orderNo: second.orderNo, expressName: "UPS", expressNo: "1Z999" },
      ADMIN,
    );
    expect(shipped.body.data).toMatchObject({
      actions: ["confirmReceipt", "afterSale"],
      shipments: [{ expressName: "UPS", expressNo: "1Z999" }],
    });
    expect((await call("order/cancel", { orderNo: second.orderNo }, second.headers)).body.code).toBe(41);
    const done = await call("order/confirmReceipt", { orderNo: second.orderNo }, second.headers);
    expect(done.body.data).toMatchObject({ status: "completed", actions: ["afterSale", "buyAgain"] });
  });

  it("lets visitors look an order up by number and email only", async () => {
    const { orderNo } = await orderOfTwo({}, "cash-on-delivery");
    expect((await call("order/lookup", { orderNo, email: "GUEST@example.com" })).body.data.orderNo).toBe(orderNo);
    expect((await call("order/lookup", { orderNo, email: "someone@example.com" })).body.code).toBe(41);
    const shipped = await call("admin/order/ship", { orderNo, expressName: "DHL", expressNo: "42" }, ADMIN);
    expect(shipped.body.data.payStatus).toBe("unpaid");
  });

  it("keeps the test card gateway off in production, with no switch to turn it on", async () => {
    const { paymentProvider } = await import("../payments/providers");
    expect(paymentProvider("card", { ...env, ENVIRONMENT: "production" })).toBeNull();
    expect(paymentProvider("card", { ...env, ENVIRONMENT: undefined } as unknown as Env)).toBeNull();
    expect(paymentProvider("card", { ...env, ENVIRONMENT: "staging", TEST_CARD_GATEWAY: "on" } as Env)).toBeNull();
    expect(paymentProvider("card", { ...env, ENVIRONMENT: "development" })).not.toBeNull();
    expect(paymentProvider("bank-transfer", { ...env, ENVIRONMENT: "production" })).not.toBeNull();
  });
});

describe("order state transitions", () => {
  it("succeed only for the actions the order lists, and bad input changes nothing", async () => {
    const customer = await signedInCustomer();
    const { orderNo, sku } = await orderOfTwo(customer.headers);
    const refused = { code: 41, msg: "This order can no longer be changed that way." };
    // In progress, unpaid, not shipped: pay and cancel only.
    expect((await call("order/confirmReceipt", { orderNo }, customer.headers)).body).toMatchObject({
      ...refused,
      data: { actions: ["pay", "cancel"] },
    });
    expect((await call("order/buyAgain", { orderNo }, customer.headers)).body).toMatchObject(refused);

    for (const body of [{ orderNo: "123" }, { orderNo: `${orderNo}'--` }, { orderNo: Number(orderNo) }, {}]) {
      const bad = await call("order/cancel", body, customer.headers);
      expect(bad.body.code).toBe(40);
      expect(bad.body.data.fields.orderNo).toBeTypeOf("string");
    }
    expect(
      (await call("order/pay", { orderNo, paymentMethodId: "card", cardNumber: "x".repeat(40) }, customer.headers)).body
        .code,
    ).toBe(40);
    expect((await call("order/detail", { orderNo }, customer.headers)).body.data).toMatchObject({
      status: "in_progress",
      payStatus: "unpaid",
    });
    expect(await stockOf(sku)).toBe(3);

    // Cancelled: nothing but buying again; paying a cancelled order is refused.
    await call("order/cancel", { orderNo }, customer.headers);
    expect(
      (await call("order/pay", { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" }, customer.headers))
        .body,
    ).toMatchObject(refused);
    expect((await call("order/confirmReceipt", { orderNo }, customer.headers)).body).toMatchObject(refused);
    expect((await call("admin/order/markPaid", { orderNo }, ADMIN)).body.code).toBe(41);
    expect((await call("order/detail", { orderNo }, customer.headers)).body.data).toMatchObject({
      status: "cancelled",
      payStatus: "unpaid",
      paymentAmount: 0,
    });
  });

  it("never reveal another customer's order to order calls, list or unpaid count", async () => {
    const owner = await signedInCustomer();
    const { orderNo } = await orderOfTwo(owner.headers);
    const stranger = await signedInCustomer();
    const missing = "20000101000000";
    for (const path of ["order/detail", "order/cancel", "order/confirmReceipt", "order/buyAgain"]) {
      const theirs = await call(path, { orderNo }, stranger.headers);
      const none = await call(path, { orderNo: missing }, stranger.headers);
      expect(theirs.body, path).toEqual(none.body);
    }
    const pay = await call(
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" },
      stranger.headers,
    );
    expect(pay.body).toEqual(
      (
        await call(
          "order/pay",
          { orderNo: missing, paymentMethodId: "card", cardNumber: "4242424242424242" },
          stranger.headers,
        )
      ).body,
    );
    expect((await call("order/list", {}, stranger.headers)).body.data.total).toBe(0);
    expect((await call("order/unpaidCount", {}, stranger.headers)).body.data.count).toBe(0);
    expect((await call("order/lookup", { orderNo, email: owner.email })).body.code).toBe(41);
    expect((await call("order/detail", { orderNo }, owner.headers)).body.data.payStatus).toBe("unpaid");
  });
});
