/**
 * checkout/submit with `shownTotal` (ADR 245): the storefront's "Place order" is one call that
 * places the order only at the total the shopper was shown; any other price places nothing and
 * answers code 42 with the new quote. "Save this address" rides along as `saveAddress`.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { NEW_ADDRESS, signedInCustomer, skusWithStock, stockOf } from "../test/shoppers";

beforeAll(() => seedDemoShop(60));

const key = () => `key-${crypto.randomUUID()}`;
const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

async function customerCheckout() {
  const [sku] = await skusWithStock(1, 5);
  const customer = await signedInCustomer();
  const created = await call("checkout/create", { items: [{ sku, quantity: 1 }] }, customer.headers);
  const slug = created.body.data.slug as string;
  const info = await call("checkout/info", { slug, country: "US", shippingMethodId: "express" }, customer.headers);
  return { sku, customer, slug, total: info.body.data.total as number };
}

const submit = (slug: string, headers: Record<string, string>, extra: Record<string, unknown>) =>
  call(
    "checkout/submit",
    {
      slug,
      address: NEW_ADDRESS,
      shippingMethodId: "express",
      paymentMethodId: "bank-transfer",
      idempotencyKey: key(),
      ...extra,
    },
    headers,
  );

describe("checkout/submit places the order only at the total shown", () => {
  it("refuses another total with code 42 and the new quote, placing nothing", async () => {
    const { sku, customer, slug, total } = await customerCheckout();
    const stock = await stockOf(sku);
    const refused = await submit(slug, customer.headers, { shownTotal: total - 100 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 42,
      msg: "The total has changed since it was shown, so the order was not placed.",
      data: { slug, total, shippingMethodId: "express", currency: "USD" },
    });
    expect(await count("SELECT count(*) AS n FROM orders WHERE user_id = ?", customer.id)).toBe(0);
    expect(await stockOf(sku)).toBe(stock);
    expect(await count("SELECT count(*) AS n FROM checkouts WHERE slug = ?", slug)).toBe(1);
    // No total shown at all (a post from elsewhere) is asked again too.
    expect((await submit(slug, customer.headers, { shownTotal: null })).body).toMatchObject({
      code: 42,
      data: { total },
    });
    expect(await count("SELECT count(*) AS n FROM orders WHERE user_id = ?", customer.id)).toBe(0);

    const placed = await submit(slug, customer.headers, { shownTotal: total });
    expect(placed.body.code).toBe(0);
    const order = await env.DB.prepare("SELECT total FROM orders WHERE order_no = ?")
      .bind(placed.body.data.orderNo)
      .first<{ total: number }>();
    expect(order!.total).toBe(total);
  });

  it("refuses a shipping method no longer offered there, answering the quote with the one that is", async () => {
    const { customer, slug, total } = await customerCheckout();
    await env.DB.prepare("UPDATE shipping_methods SET countries = '[\"GB\"]' WHERE id = 'pickup'").run();
    try {
      const refused = await submit(slug, customer.headers, { shippingMethodId: "pickup", shownTotal: total });
      expect(refused.body.code).toBe(42);
      expect(refused.body.data.shippingMethodId).not.toBe("pickup");
      expect(refused.body.data.shippingMethods.map((method: { id: string }) => method.id)).not.toContain("pickup");
      expect(await count("SELECT count(*) AS n FROM orders WHERE user_id = ?", customer.id)).toBe(0);
    } finally {
      await env.DB.prepare("UPDATE shipping_methods SET countries = '[]' WHERE id = 'pickup'").run();
    }
  });

  it("says a coupon that does not apply beside its field (code 40), placing nothing", async () => {
    const { customer, slug, total } = await customerCheckout();
    const refused = await submit(slug, customer.headers, { couponCode: "NOPE", shownTotal: total });
    expect(refused.body).toMatchObject({
      code: 40,
      data: { fields: { couponCode: "This coupon code does not exist." } },
    });
    expect(await count("SELECT count(*) AS n FROM orders WHERE user_id = ?", customer.id)).toBe(0);
  });
});

describe("checkout/submit's saveAddress", () => {
  const book = (user: number) => count("SELECT count(*) AS n FROM addresses WHERE user_id = ?", user);

  it("saves a new address with the order when asked, once, and the first one is the default", async () => {
    const first = await customerCheckout();
    expect((await submit(first.slug, first.customer.headers, { shownTotal: first.total })).body.code).toBe(0);
    expect(await book(first.customer.id)).toBe(0);

    const [sku] = await skusWithStock(1, 5);
    for (const round of [1, 2]) {
      const created = await call("checkout/create", { items: [{ sku, quantity: 1 }] }, first.customer.headers);
      const slug = created.body.data.slug;
      const info = await call(
        "checkout/info",
        { slug, country: "US", shippingMethodId: "express" },
        first.customer.headers,
      );
      // The second time the same address (other case and spaces) is already in the book.
      const address = round === 1 ? NEW_ADDRESS : { ...NEW_ADDRESS, city: " san francisco " };
      const placed = await submit(slug, first.customer.headers, {
        address,
        saveAddress: true,
        shownTotal: info.body.data.total,
      });
      expect(placed.body.code).toBe(0);
      expect(await book(first.customer.id)).toBe(1);
    }
    const saved = await env.DB.prepare("SELECT city, is_default FROM addresses WHERE user_id = ?")
      .bind(first.customer.id)
      .first<{ city: string; is_default: number }>();
    expect(saved).toEqual({ city: NEW_ADDRESS.city, is_default: 1 });
  });

  it("never saves a refused order's address", async () => {
    const { customer, slug, total } = await customerCheckout();
    await submit(slug, customer.headers, { saveAddress: true, shownTotal: total + 1 });
    expect(await book(customer.id)).toBe(0);
  });
});
