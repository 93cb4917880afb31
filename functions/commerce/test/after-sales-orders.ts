/** Test helpers for after-sales: a customer's paid order of two lines, shipped or received. */
import { env } from "cloudflare:test";
import { call, ADMIN } from "./shop";
import { placeOrder } from "./place-order";
import { signedInCustomer, skusWithStock } from "./shoppers";

type Stage = "paid" | "shipped" | "received";

/** Two lines (2 and 3 units), optionally with the WELCOME10 coupon, shown in `currency`, paid and taken to `stage`. */
export async function customerOrder(stage: Stage, options: { coupon?: boolean; currency?: string } = {}) {
  const customer = await signedInCustomer();
  const skus = await skusWithStock(2, 50);
  if (options.coupon) {
    await env.DB.prepare(
      "UPDATE coupons SET starts_at = '2000-01-01T00:00:00Z', ends_at = '2999-01-01T00:00:00Z', min_spend = 0 WHERE code = 'WELCOME10'",
    ).run();
    await env.DB.prepare(
      "INSERT INTO coupon_claims (coupon_id, user_id) SELECT id, ? FROM coupons WHERE code = 'WELCOME10'",
    )
      .bind(customer.id)
      .run();
  }
  const { orderNo } = await placeOrder({
    items: [
      { sku: skus[0], quantity: 2 },
      { sku: skus[1], quantity: 3 },
    ],
    headers: customer.headers,
    submit: { ...(options.coupon ? { couponCode: "WELCOME10" } : {}), currency: options.currency },
  });
  await call("admin/order/markPaid", { orderNo }, ADMIN);
  if (stage !== "paid") await call("admin/order/ship", { orderNo, expressName: "UPS", expressNo: "1Z1" }, ADMIN);
  if (stage === "received") await call("order/confirmReceipt", { orderNo }, customer.headers);
  const order = (await call("order/detail", { orderNo }, customer.headers)).body.data;
  return { customer, skus, orderNo, order };
}
