/** Every call and route request costs at most two D1 round trips (issue 3, "Speed"). */
import { env } from "cloudflare:test";
import { beforeAll, expect, it } from "vitest";
import commerce from "../index";
import { ORIGIN, seedDemoShop } from "./shop";
import { countingDatabase } from "./round-trip-counter";
import { forgetLayouts } from "../pages/layout-cache";

beforeAll(() => seedDemoShop(60));

async function tripsOf(request: Request): Promise<number> {
  const counter = countingDatabase(env.DB);
  const response = await commerce.fetch(request, { ...env, DB: counter.db }, {} as ExecutionContext);
  expect(response.status).toBeLessThan(500);
  return counter.trips();
}

const CALLS: [string, unknown][] = [
  ["site/config", {}],
  [
    "product/list",
    {
      category: "women",
      tag: "sale",
      q: "cardigan",
      filters: { inStock: true, options: { Colour: ["Red"] } },
      sort: "price_asc",
    },
  ],
  ["product/detail", { slug: "slim-cardigan-1", sku: "NW-000001-NAVY-M" }],
  ["category/list", {}],
  ["tag/list", {}],
  ["collection/list", {}],
  ["promotion/list", {}],
  ["promotion/detail", { slug: "summer-sale" }],
  ["coupon/list", {}],
  ["coupon/detail", { slug: "welcome-10" }],
  ["article/list", { category: "care-guides" }],
  ["article/detail", { slug: "nope" }],
  ["page/detail", { slug: "about" }],
  ["page/list", {}],
  ["search", { q: "cardigan", type: "product" }],
  ["search/suggest", { q: "card" }],
  ["review/list", { productId: 1 }],
  ["comment/list", { articleId: 1 }],
  ["cart/list", {}],
  ["cart/add", { sku: "NW-000001-NAVY-M", quantity: 1 }],
  ["cart/update", { id: 1, quantity: 1 }],
  ["cart/remove", { ids: [1] }],
  ["cart/count", {}],
  ["checkout/create", { items: [{ sku: "NW-000001-NAVY-M", quantity: 1 }] }],
  ["checkout/info", { slug: "0123456789abcdef01234567", couponCode: "WELCOME10" }],
  [
    "checkout/submit",
    {
      slug: "0123456789abcdef01234567",
      addressId: 1,
      shippingMethodId: "express",
      paymentMethodId: "card",
      idempotencyKey: "key-12345678",
    },
  ],
  ["order/detail", { orderNo: "26010112345678" }],
  ["order/lookup", { orderNo: "26010112345678", email: "guest@example.com" }],
  ["order/cancel", { orderNo: "26010112345678" }],
  ["order/confirmReceipt", { orderNo: "26010112345678" }],
  ["order/pay", { orderNo: "26010112345678", paymentMethodId: "card", cardNumber: "4242424242424242" }],
  ["order/unpaidCount", {}],
  ["order/buyAgain", { orderNo: "26010112345678" }],
  ["coupon/claim", { slug: "welcome-10" }],
];

it("answers each call in at most two round trips", async () => {
  for (const [path, body] of CALLS) {
    const request = new Request(`${ORIGIN}/api/web/${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
    expect(await tripsOf(request), path).toBeLessThanOrEqual(2);
  }
});

it("answers each route request in at most two round trips", async () => {
  const paths = [
    "/",
    "/zh/category/women?page=2",
    "/tag/sale",
    "/collection/summer-edit",
    "/product/slim-cardigan-1",
    "/page/about",
    "/about",
    "/promotion",
    "/promotion/summer-sale",
    "/coupon",
    "/coupon/welcome-10",
    "/search?q=cardigan",
    "/cart",
    "/error/404",
    "/no/such/page",
  ];
  for (const path of paths) {
    expect(
      await tripsOf(new Request(`${ORIGIN}${path}${path.includes("?") ? "&" : "?"}request=route`)),
      path,
    ).toBeLessThanOrEqual(2);
  }
  // The counter itself counts: the home page is exactly the layout batch and the page batch, then
  // the page batch alone while the isolate keeps the layout (pages/layout-cache.ts).
  forgetLayouts();
  expect(await tripsOf(new Request(`${ORIGIN}/?request=route`))).toBe(2);
  expect(await tripsOf(new Request(`${ORIGIN}/?request=route`))).toBe(1);
});
