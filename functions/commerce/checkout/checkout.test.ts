import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { submitBody } from "../test/place-order";
import { NEW_ADDRESS, priceOf, signedInCustomer, skusWithStock, stockOf } from "../test/shoppers";
import type { CheckoutSubmitInput } from "../../contract/checkout";

beforeAll(() => seedDemoShop(60));

const key = () => `key-${crypto.randomUUID()}`;

async function visitorCheckout(items: { sku: string; quantity: number }[]) {
  const cart = await call("cart/list", {});
  const headers = { "x-cart": cart.body.data.cartId as string };
  const created = await call("checkout/create", { items }, headers);
  expect(created.body.code).toBe(0);
  return { headers, slug: created.body.data.slug as string };
}

const submitAsVisitor = (slug: string, headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
  call("checkout/submit", submitBody(slug, { email: "guest@example.com", ...extra }), headers);

describe("checkout/create", () => {
  it("starts from the selected cart lines and refuses an empty selection", async () => {
    const [a, b] = await skusWithStock(2, 5);
    const added = await call("cart/add", { sku: a, quantity: 2 });
    const headers = { "x-cart": added.body.data.cartId };
    const second = await call("cart/add", { sku: b }, headers);
    await call("cart/update", { id: second.body.data.items[0].id, selected: false }, headers);
    const created = await call("checkout/create", {}, headers);
    const info = await call("checkout/info", { slug: created.body.data.slug }, headers);
    expect(info.body.data.items.map((item: any) => [item.sku, item.quantity])).toEqual([[a, 2]]);
    const empty = await call("cart/list", {});
    const nothing = await call("checkout/create", {}, { "x-cart": empty.body.data.cartId });
    expect(nothing.body).toMatchObject({ code: 41, msg: "Please select the items you want to buy." });
  });

  it("refuses buy now beyond the stock, writing nothing", async () => {
    const [a] = await skusWithStock(1, 2);
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM checkouts").first<{ n: number }>())!.n;
    const answer = await call("checkout/create", { items: [{ sku: a, quantity: 3 }] });
    expect(answer.body).toMatchObject({ code: 41, msg: "Only 2 left in stock.", data: { sku: a } });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM checkouts").first<{ n: number }>())!.n).toBe(before);
  });
});

describe("checkout/info", () => {
  it("prices on the server, applies shipping rules by country and value, and says when nothing applies", async () => {
    const [a] = await skusWithStock(1, 5);
    const price = await priceOf(a);
    const { slug, headers } = await visitorCheckout([{ sku: a, quantity: 1 }]);
    const info = await call(
      "checkout/info",
      { slug, country: "US", shippingMethodId: "express", subtotal: 1, total: 1 },
      headers,
    );
    expect(info.body.data).toMatchObject({
      subtotal: price,
      shippingMethodId: "express",
      currency: "USD",
      addresses: [],
      notices: { shipping: null, payment: null },
    });
    expect(info.body.data.total).toBe(price + info.body.data.shippingFee);
    expect(info.body.data.paymentMethods.map((m: any) => m.id)).toEqual(["card", "bank-transfer", "cash-on-delivery"]);

    await env.DB.prepare("UPDATE shipping_methods SET countries = '[\"GB\"]' WHERE id = 'express'").run();
    await env.DB.prepare("UPDATE shipping_methods SET min_order = 100000000 WHERE id <> 'express'").run();
    try {
      const us = await call("checkout/info", { slug, country: "US" }, headers);
      expect(us.body.data).toMatchObject({
        shippingMethods: [],
        shippingMethodId: null,
        notices: { shipping: "Shipping method is not available." },
      });
      const gb = await call(
        "checkout/info",
        { slug, country: "gb", shippingMethodId: "standard" },
        { ...headers, "x-lang": "zh" },
      );
      expect(gb.body.data.shippingMethods.map((m: any) => m.id)).toEqual(["express"]);
      expect(gb.body.data.shippingMethodId).toBe("express");
      const refused = await submitAsVisitor(slug, headers);
      expect(refused.body).toMatchObject({
        code: 40,
        data: { fields: { shippingMethodId: "Shipping method is not available." } },
      });
    } finally {
      await env.DB.prepare("UPDATE shipping_methods SET countries = '[]', min_order = 0").run();
    }
    await env.DB.prepare("UPDATE payment_methods SET enabled = 0").run();
    try {
      const none = await call("checkout/info", { slug }, headers);
      expect(none.body.data.notices.payment).toBe("No payment method available.");
    } finally {
      await env.DB.prepare("UPDATE payment_methods SET enabled = 1").run();
    }
  });

  it("refuses another shopper's checkout without revealing it", async () => {
    const [a] = await skusWithStock(1, 5);
    const { slug } = await visitorCheckout([{ sku: a, quantity: 1 }]);
    const stranger = await call(
      "checkout/info",
      { slug },
      { "x-cart": (await call("cart/list", {})).body.data.cartId },
    );
    const customer = await signedInCustomer();
    const signedIn = await call("checkout/info", { slug }, customer.headers);
    const missing = await call("checkout/info", { slug: "0".repeat(24) }, customer.headers);
    expect(stranger.body).toEqual(missing.body);
    expect(signedIn.body).toEqual(missing.body);
    expect(missing.body.code).toBe(41);
    // Placing it is refused the same way, and no order appears.
    const orders = async () => (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;
    const before = await orders();
    const theirs = await call(
      "checkout/submit",
      {
        slug,
        address: NEW_ADDRESS,
        shippingMethodId: "express",
        paymentMethodId: "bank-transfer",
        idempotencyKey: key(),
      },
      customer.headers,
    );
    const none = await call(
      "checkout/submit",
      {
        slug: "0".repeat(24),
        address: NEW_ADDRESS,
        shippingMethodId: "express",
        paymentMethodId: "bank-transfer",
        idempotencyKey: key(),
      },
      customer.headers,
    );
    expect(theirs.body).toEqual(none.body);
    expect(await orders()).toBe(before);
  });
});

describe("coupons at checkout", () => {
  it("need a signed-in customer who claimed them, inside the window, over the minimum spend, once", async () => {
    const [a] = await skusWithStock(1, 50);
    const price = await priceOf(a);
    const visitor = await visitorCheckout([{ sku: a, quantity: 1 }]);
    expect(
      (await call("checkout/info", { slug: visitor.slug, couponCode: "WELCOME10" }, visitor.headers)).body.data.fields
        .couponCode,
    ).toBe("Please sign in to use a coupon.");

    const customer = await signedInCustomer();
    const created = await call("checkout/create", { items: [{ sku: a, quantity: 1 }] }, customer.headers);
    const slug = created.body.data.slug;
    const info = (couponCode: string, lang = "en") =>
      call("checkout/info", { slug, couponCode }, { ...customer.headers, "x-lang": lang });
    expect((await info("NOPE")).body.data.fields.couponCode).toBe("This coupon code does not exist.");
    expect((await info("WELCOME10")).body.data.fields.couponCode).toBe("Please claim this coupon first.");
    await env.DB.prepare(
      "INSERT INTO coupon_claims (coupon_id, user_id) SELECT id, ? FROM coupons WHERE code IN ('WELCOME10', 'WEEKEND25')",
    )
      .bind(customer.id)
      .run();
    const applied = await info("welcome10");
    expect(applied.body.data).toMatchObject({ couponCode: "WELCOME10", couponDiscount: Math.floor(price / 10) });
    if (price < 20000)
      expect((await info("WEEKEND25", "zh-HK")).body.data.fields.couponCode).toBe(
        "消費滿 USD 200.00 方可使用此優惠券。",
      );

    await env.DB.prepare("UPDATE coupons SET starts_at = '2999-01-01T00:00:00Z' WHERE code = 'WELCOME10'").run();
    expect((await info("WELCOME10")).body.data.fields.couponCode).toBe("This coupon is not valid yet.");
    await env.DB.prepare(
      "UPDATE coupons SET starts_at = '2000-01-01T00:00:00Z', ends_at = '2001-01-01T00:00:00Z' WHERE code = 'WELCOME10'",
    ).run();
    expect((await info("WELCOME10")).body.data.fields.couponCode).toBe("This coupon has expired.");
    await env.DB.prepare("UPDATE coupons SET ends_at = '2999-01-01T00:00:00Z' WHERE code = 'WELCOME10'").run();

    const placed = await call(
      "checkout/submit",
      {
        slug,
        address: NEW_ADDRESS,
        shippingMethodId: "express",
        paymentMethodId: "bank-transfer",
        couponCode: "WELCOME10",
        idempotencyKey: key(),
      },
      customer.headers,
    );
    expect(placed.body.code).toBe(0);
    const order = await env.DB.prepare(
      "SELECT coupon_discount, coupon_code, email, total, subtotal, shipping_fee FROM orders WHERE order_no = ?",
    )
      .bind(placed.body.data.orderNo)
      .first<any>();
    expect(order).toMatchObject({
      coupon_code: "WELCOME10",
      coupon_discount: Math.floor(price / 10),
      email: customer.email,
    });
    expect(order.total).toBe(order.subtotal + order.shipping_fee - order.coupon_discount);

    // One coupon per order: a list of codes is bad input, and the client's discount is ignored.
    const two = await call(
      "checkout/submit",
      {
        slug,
        address: NEW_ADDRESS,
        shippingMethodId: "express",
        paymentMethodId: "bank-transfer",
        couponCode: ["WELCOME10", "WEEKEND25"],
        idempotencyKey: key(),
      },
      customer.headers,
    );
    expect(two.body.code).toBe(40);
    expect(two.body.data.fields.couponCode).toBeTypeOf("string");

    const again = await call("checkout/create", { items: [{ sku: a, quantity: 1 }] }, customer.headers);
    const reused = await call(
      "checkout/info",
      { slug: again.body.data.slug, couponCode: "WELCOME10" },
      customer.headers,
    );
    expect(reused.body.data.fields.couponCode).toBe("This coupon has already been used.");
  });
});

describe("checkout/submit", () => {
  it("places the order from server prices, empties the bought cart lines and is idempotent", async () => {
    const [a, b] = await skusWithStock(2, 5);
    const added = await call("cart/add", { sku: a, quantity: 2 });
    const headers = { "x-cart": added.body.data.cartId };
    await call("cart/add", { sku: b }, headers);
    const { slug } = (await call("checkout/create", {}, headers)).body.data;
    const idempotencyKey = key();
    const body = {
      slug,
      address: NEW_ADDRESS,
      shippingMethodId: "express",
      paymentMethodId: "bank-transfer",
      idempotencyKey,
      email: "guest@example.com",
      total: 1,
      price: 1,
      items: [{ sku: a, price: 1 }],
    };
    const first = await call("checkout/submit", body, headers);
    expect(first.body.code).toBe(0);
    const second = await call("checkout/submit", body, headers);
    expect(second.body.data.orderNo).toBe(first.body.data.orderNo);
    const order = await env.DB.prepare("SELECT subtotal, cart_id, email FROM orders WHERE order_no = ?")
      .bind(first.body.data.orderNo)
      .first<any>();
    expect(order).toEqual({
      subtotal: 2 * (await priceOf(a)) + (await priceOf(b)),
      cart_id: headers["x-cart"],
      email: "guest@example.com",
    });
    expect(await stockOf(a)).toBe(3);
    expect((await call("cart/list", {}, headers)).body.data.items).toEqual([]);
    const newKey = await call("checkout/submit", { ...body, idempotencyKey: key() }, headers);
    expect(newKey.body.code).toBe(41);
  });

  it("places a returning customer's order to the saved address chosen, priced for its country", async () => {
    const customer = await signedInCustomer();
    const home = await call("address/save", { ...NEW_ADDRESS, city: "Oakland" }, customer.headers);
    const abroad = await call(
      "address/save",
      { ...NEW_ADDRESS, country: "DE", province: "BE", city: "Berlin", postalCode: "10115", countryCode: "+49" },
      customer.headers,
    );
    expect([home.body.code, abroad.body.code]).toEqual([0, 0]);
    const addresses = (await call("address/list", {}, customer.headers)).body.data as { id: number; city: string }[];
    const berlin = addresses.find((address) => address.city === "Berlin")!;
    const [a] = await skusWithStock(1, 5);
    const { slug } = (await call("checkout/create", { items: [{ sku: a, quantity: 1 }] }, customer.headers)).body.data;
    await env.DB.prepare("UPDATE shipping_methods SET countries = '[\"US\"]' WHERE id = 'pickup'").run();
    try {
      // The second address's country prices the quote: a method that does not ship there is not offered.
      const quoted = await call("checkout/info", { slug, addressId: berlin.id }, customer.headers);
      expect(quoted.body.data.addressId).toBe(berlin.id);
      expect(quoted.body.data.shippingMethods.map((method: any) => method.id)).not.toContain("pickup");
      const payload: CheckoutSubmitInput = {
        slug,
        addressId: berlin.id,
        shippingMethodId: "express",
        paymentMethodId: "bank-transfer",
        idempotencyKey: key(),
      };
      // The id as a string of digits is not the contract's input: refused, nothing placed.
      const asText = await call("checkout/submit", { ...payload, addressId: String(berlin.id) }, customer.headers);
      expect(asText.body.code).toBe(40);
      const placed = await call("checkout/submit", payload, customer.headers);
      expect(placed.body.code).toBe(0);
      const order = (await call("order/detail", { orderNo: placed.body.data.orderNo }, customer.headers)).body.data;
      expect(order.address).toMatchObject({ city: "Berlin", country: "DE", postalCode: "10115" });
      expect(order.total).toBe(
        quoted.body.data.subtotal + quoted.body.data.shippingMethods.find((method: any) => method.id === "express").fee,
      );
    } finally {
      await env.DB.prepare("UPDATE shipping_methods SET countries = '[]'").run();
    }
  });

  it("asks visitors for an email and checks every field, changing nothing", async () => {
    const [a] = await skusWithStock(1, 5);
    const { slug, headers } = await visitorCheckout([{ sku: a, quantity: 1 }]);
    const answer = await submitAsVisitor(slug, headers, {
      email: undefined,
      paymentMethodId: "bitcoin",
      address: { ...NEW_ADDRESS, phone: "x" },
    });
    expect(answer.body.code).toBe(40);
    expect(Object.keys(answer.body.data.fields)).toEqual(["address.phone"]);
    const second = await submitAsVisitor(slug, headers, { email: undefined, paymentMethodId: "bitcoin" });
    expect(second.body.data.fields).toEqual({
      email: "email is required",
      paymentMethodId: "No payment method available.",
    });
    expect(await stockOf(a)).toBe(5);
  });

  it("sells the last unit exactly once among 50 concurrent shoppers", async () => {
    const [last] = await skusWithStock(1, 1);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => visitorCheckout([{ sku: last, quantity: 1 }])));
    const answers = await Promise.all(shoppers.map(({ slug, headers }) => submitAsVisitor(slug, headers)));
    const placed = answers.filter((answer) => answer.body.code === 0);
    expect(placed).toHaveLength(1);
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
    expect(await stockOf(last)).toBe(0);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM order_items WHERE sku = ?")
      .bind(last)
      .first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it("answers 50 concurrent submits with the same key with one order", async () => {
    const [a] = await skusWithStock(1, 100);
    const { slug, headers } = await visitorCheckout([{ sku: a, quantity: 1 }]);
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => submitAsVisitor(slug, headers, { idempotencyKey })),
    );
    const numbers = new Set(answers.map((answer) => answer.body.data.orderNo));
    expect(numbers.size).toBe(1);
    expect(await stockOf(a)).toBe(99);
  });
});

describe("checkout/info in German", () => {
  it("names and describes the delivery and payment methods in German (the demo's glossary)", async () => {
    const [a] = await skusWithStock(1, 2);
    const { headers, slug } = await visitorCheckout([{ sku: a, quantity: 1 }]);
    const { body } = await call("checkout/info", { slug, country: "US" }, { ...headers, "x-lang": "de" });
    const described = (methods: { id: string; name: string; description: string }[]) =>
      Object.fromEntries(methods.map((method) => [method.id, `${method.name}: ${method.description}`]));
    expect(described(body.data.shippingMethods)).toMatchObject({
      standard: "Standardversand: 3–5 Werktage, versandkostenfrei ab 99 $",
      express: "Expressversand: 1–2 Werktage",
      pickup: "Abholung im Geschäft: In 2 Stunden abholbereit",
    });
    expect(described(body.data.paymentMethods)).toMatchObject({
      "bank-transfer": "Banküberweisung: Zahlung innerhalb von 3 Tagen",
      "cash-on-delivery": "Nachnahme: Zahlung beim Zusteller",
    });
  });
});
