/**
 * One currency per order (ADR 210): a yen-priced product and a dollar-priced one in one cart make
 * one dollar order — the yen line converted at the site's rate (150 yen to the dollar in the demo
 * config) — priced the same by checkout/info (the quote) and checkout/submit, and the test card
 * charges exactly that. Shipping fees and a fixed-amount coupon are in the order's currency too.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { submitBody } from "../test/place-order";
import { signedInCustomer, skusWithStock } from "../test/shoppers";

beforeAll(() => seedDemoShop(60));

/** Prices `sku` at `price` minor units of `currency` (its product's currency, as an import could set). */
async function priceIn(sku: string, currency: string, price: number) {
  await env.DB.batch([
    env.DB.prepare("UPDATE product_skus SET price = ?2, line_price = NULL WHERE sku = ?1").bind(sku, price),
    env.DB.prepare(
      "UPDATE products SET currency = ?2 WHERE id = (SELECT product_id FROM product_skus WHERE sku = ?1)",
    ).bind(sku, currency),
  ]);
}

afterEach(async () => {
  await env.DB.prepare("UPDATE shipping_methods SET currency = 'USD', fee = 1499 WHERE id = 'express'").run();
});

async function checkout(items: { sku: string; quantity: number }[], headers: Record<string, string>) {
  const created = await call("checkout/create", { items }, headers);
  expect(created.body.code).toBe(0);
  return created.body.data.slug as string;
}

describe("one currency per order", () => {
  it("converts a yen line into the dollar order the quote shows, and the card is charged that", async () => {
    const [yen, dollar] = await skusWithStock(2, 10);
    await priceIn(yen, "JPY", 100);
    await priceIn(dollar, "USD", 1_234_567);
    const customer = await signedInCustomer();
    const slug = await checkout(
      [
        { sku: yen, quantity: 3 },
        { sku: dollar, quantity: 1 },
      ],
      customer.headers,
    );
    const quote = (await call("checkout/info", { slug, country: "US", shippingMethodId: "express" }, customer.headers))
      .body.data;
    // ¥100 is $0.67 (rounded per unit), three of them $2.01.
    expect(quote).toMatchObject({ currency: "USD", subtotal: 1_234_567 + 3 * 67, shippingFee: 1499 });
    expect(quote.items.map((item: any) => [item.sku, item.price, item.currency])).toEqual([
      [yen, 67, "USD"],
      [dollar, 1_234_567, "USD"],
    ]);
    expect(quote.total).toBe(quote.subtotal + 1499);

    const placed = await call(
      "checkout/submit",
      submitBody(slug, { paymentMethodId: "card", currency: "JPY" }),
      customer.headers,
    );
    expect(placed.body.code).toBe(0);
    const orderNo = placed.body.data.orderNo;
    const paid = await call(
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" },
      customer.headers,
    );
    expect(paid.body.data.status).toBe("paid");
    const order = (await call("order/detail", { orderNo }, customer.headers)).body.data;
    expect(order).toMatchObject({
      currency: "USD",
      total: quote.total,
      paymentAmount: quote.total,
      shown: { currency: "JPY", rate: 150 },
    });
    expect(order.items.map((item: any) => item.price)).toEqual([67, 1_234_567]);
  });

  it("shows the cart in the same one currency, so its subtotal is what the checkout will charge", async () => {
    const [yen, dollar] = await skusWithStock(2, 10);
    await priceIn(yen, "JPY", 15_000);
    await priceIn(dollar, "USD", 17_699);
    const added = await call("cart/add", { sku: dollar, quantity: 1 });
    const headers = { "x-cart": added.body.data.cartId as string };
    await call("cart/add", { sku: yen, quantity: 2 }, headers);
    const cart = (await call("cart/list", {}, headers)).body.data;
    expect(cart.items.map((item: any) => [item.sku, item.price, item.currency])).toEqual([
      [yen, 10_000, "USD"],
      [dollar, 17_699, "USD"],
    ]);
    expect(cart).toMatchObject({ currency: "USD", subtotal: 2 * 10_000 + 17_699 });
    const created = await call("checkout/create", {}, headers);
    const quote = (await call("checkout/info", { slug: created.body.data.slug, country: "US" }, headers)).body.data;
    expect(quote.subtotal).toBe(cart.subtotal);
  });

  it("charges a shipping fee set in another currency in the order's currency", async () => {
    const [sku] = await skusWithStock(1, 10);
    await priceIn(sku, "USD", 5000);
    await env.DB.prepare("UPDATE shipping_methods SET currency = 'JPY', fee = 1500 WHERE id = 'express'").run();
    const customer = await signedInCustomer();
    const slug = await checkout([{ sku, quantity: 1 }], customer.headers);
    const quote = (await call("checkout/info", { slug, country: "US", shippingMethodId: "express" }, customer.headers))
      .body.data;
    expect(quote).toMatchObject({ currency: "USD", subtotal: 5000, shippingFee: 1000, total: 6000 });
    expect(quote.shippingMethods.find((method: any) => method.id === "express")).toMatchObject({
      fee: 1000,
      currency: "USD",
    });
  });

  it("takes a fixed-amount coupon and its minimum spend in the order's currency", async () => {
    const [sku] = await skusWithStock(1, 10);
    await priceIn(sku, "USD", 3000);
    const customer = await signedInCustomer();
    const code = `YEN${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    // ¥750 off over ¥3,000: $5.00 off over $20.00.
    const coupon = await env.DB.prepare(
      `INSERT INTO coupons (slug, code, title, discount_type, discount_value, min_spend, currency, starts_at, ends_at)
       VALUES (lower(?1), ?1, 'Yen coupon', 'amount', 750, 3000, 'JPY', '2000-01-01T00:00:00Z', '2999-01-01T00:00:00Z') RETURNING id`,
    )
      .bind(code)
      .first<{ id: number }>();
    await env.DB.prepare("INSERT INTO coupon_claims (coupon_id, user_id) VALUES (?, ?)")
      .bind(coupon!.id, customer.id)
      .run();
    const slug = await checkout([{ sku, quantity: 1 }], customer.headers);
    const quote = (
      await call(
        "checkout/info",
        { slug, country: "US", shippingMethodId: "express", couponCode: code },
        customer.headers,
      )
    ).body;
    expect(quote.data).toMatchObject({
      currency: "USD",
      subtotal: 3000,
      couponDiscount: 500,
      total: 3000 + 1499 - 500,
    });
  });
});
