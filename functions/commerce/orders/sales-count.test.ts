/**
 * products.sales counts what was paid (ADR 208): placing an order counts nothing, paying it counts
 * its units once whichever way it is paid, cancelling an unpaid order changes nothing, and a paid
 * order's cancellation or a refund application takes its units back, once.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop, ADMIN } from "../test/shop";
import { placeOrder } from "../test/place-order";
import { signedInCustomer, skusWithStock } from "../test/shoppers";
import { customerOrder } from "../test/after-sales-orders";
import { releaseStatements } from "./order-release";

beforeAll(() => seedDemoShop(60));

const salesOf = async (sku: string) =>
  (await env.DB.prepare("SELECT p.sales FROM products p JOIN product_skus s ON s.product_id = p.id WHERE s.sku = ?")
    .bind(sku)
    .first<{ sales: number }>())!.sales;

/** A signed-in customer's order of `quantity` units of one SKU, placed but not paid. */
async function placedOrder(quantity: number, paymentMethodId = "bank-transfer") {
  const customer = await signedInCustomer();
  const [sku] = await skusWithStock(1, 50);
  const { orderNo } = await placeOrder({
    items: [{ sku, quantity }],
    headers: customer.headers,
    submit: { paymentMethodId },
  });
  return { customer, sku, orderNo };
}

describe("sales count what was paid", () => {
  it("placing and cancelling unpaid orders, again and again, counts nothing", async () => {
    const { customer, sku, orderNo } = await placedOrder(3);
    const before = await salesOf(sku);
    for (let round = 0; round < 3; round++) {
      const again = await placeOrder({ items: [{ sku, quantity: 3 }], headers: customer.headers });
      expect((await call("order/cancel", { orderNo: again.orderNo }, customer.headers)).body.code).toBe(0);
    }
    expect((await call("order/cancel", { orderNo }, customer.headers)).body.code).toBe(0);
    expect(await salesOf(sku)).toBe(before);
  });

  it("counts an order once when the test card pays it, and takes it back when its cancellation is approved", async () => {
    const { customer, sku, orderNo } = await placedOrder(2, "card");
    const before = await salesOf(sku);
    const paid = await call(
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" },
      customer.headers,
    );
    expect(paid.body.data.status).toBe("paid");
    expect(await salesOf(sku)).toBe(before + 2);
    // Paying again is refused and counts nothing more.
    await call("order/pay", { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" }, customer.headers);
    expect(await salesOf(sku)).toBe(before + 2);

    expect((await call("order/cancel", { orderNo }, customer.headers)).body.data.status).toBe("pending_cancellation");
    expect(await salesOf(sku)).toBe(before + 2);
    const approved = await call("admin/order/approveCancel", { orderNo }, ADMIN);
    expect(approved.body.data).toMatchObject({ status: "cancelled" });
    expect(await salesOf(sku)).toBe(before);
    // The release runs again on any later path (a repeated approval, expiry): nothing more comes out.
    await env.DB.batch(releaseStatements(env.DB as unknown as D1DatabaseSession, orderNo));
    await call("admin/order/approveCancel", { orderNo }, ADMIN);
    expect(await salesOf(sku)).toBe(before);
  });

  it("counts an order the operator marks paid, and takes it back after an order/refund is approved", async () => {
    const { customer, sku, orderNo } = await placedOrder(4);
    const before = await salesOf(sku);
    expect((await call("admin/order/markPaid", { orderNo }, ADMIN)).body.data.payStatus).toBe("paid");
    await call("admin/order/markPaid", { orderNo }, ADMIN);
    expect(await salesOf(sku)).toBe(before + 4);
    await call("order/refund", { orderNo, reason: "Changed my mind" }, customer.headers);
    await call("admin/order/approveCancel", { orderNo }, ADMIN);
    expect(await salesOf(sku)).toBe(before);
  });

  it("takes a refund application's units back when it completes, and an exchange's never", async () => {
    const { customer, skus, orderNo, order } = await customerOrder("shipped");
    const [first, second] = order.items;
    const counted = [await salesOf(skus[0]), await salesOf(skus[1])];
    const applied = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: first.id, quantity: 1 }], applyType: 3, applyDesc: "Never arrived" },
      customer.headers,
    );
    const returnNo = applied.body.data.returnNo;
    await call("admin/return/audit", { returnNo, approve: true }, ADMIN);
    expect((await call("admin/return/complete", { returnNo }, ADMIN)).body.data.status).toBe("completed");
    expect(await salesOf(skus[0])).toBe(counted[0] - 1);
    await call("admin/return/complete", { returnNo }, ADMIN);
    expect(await salesOf(skus[0])).toBe(counted[0] - 1);

    const exchange = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: second.id, quantity: 1 }], applyType: 2, applyDesc: "Wrong size" },
      customer.headers,
    );
    const exchangeNo = exchange.body.data.returnNo;
    await call("admin/return/audit", { returnNo: exchangeNo, approve: true }, ADMIN);
    await call(
      "return/logistics",
      { returnNo: exchangeNo, logisticsCompany: "UPS", logisticsNo: "1Z2" },
      customer.headers,
    );
    await call("admin/return/complete", { returnNo: exchangeNo, expressName: "UPS", expressNo: "1Z3" }, ADMIN);
    expect(await salesOf(skus[1])).toBe(counted[1]);
  });
});
