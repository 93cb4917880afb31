/**
 * product/list facets through the operator's own paths (docs/api.md "Facets", ADR 290): what an
 * import names becomes a facet, labelled in the request's language; a re-import, a sale that
 * empties the stock and a payment keep the counts and sorts in step without any rebuild.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "../test/place-order";
import { signedInCustomer } from "../test/shoppers";
import { ADMIN, call, seedDemoShop } from "../test/shop";

// The demo shop brings shipping and payment methods; the products below live in their own category.
beforeAll(() => seedDemoShop(10));

const de = { "x-lang": "de" };
const kettle = (overrides: Record<string, unknown> = {}) => ({
  slug: "fx-kettle",
  title: "Kettle",
  category: "fx-kitchen",
  categories: ["fx-acme"],
  options: [
    { name: { en: "Finish", de: "Oberfläche" }, values: [{ en: "Brushed", de: "Gebürstet" }, "Matt"] },
    { name: { en: "Capacity", de: "Fassungsvermögen" }, values: ["1 l", "2 l"] },
  ],
  skus: [
    { sku: "FX-KETTLE-B1", options: { Finish: "Brushed", Capacity: "1 l" }, price: 4500, stock: 5 },
    { sku: "FX-KETTLE-M2", options: { Finish: "Matt", Capacity: "2 l" }, price: 5500, stock: 5 },
  ],
  ...overrides,
});
const toaster = {
  slug: "fx-toaster",
  title: "Toaster",
  category: "fx-kitchen",
  categories: ["fx-zenith"],
  options: [{ name: "Finish", values: ["Matt"] }],
  skus: [{ sku: "FX-TOASTER-M", options: { Finish: "Matt" }, price: 2500, stock: 1 }],
};
const categories = [
  { slug: "fx-kitchen", name: "Kitchen" },
  { slug: "fx-acme", name: { en: "Acme", de: "Acme DE" }, type: "brand" },
  { slug: "fx-zenith", name: "Zenith", type: "brand" },
];

async function facets(filters: Record<string, unknown> = {}, headers: Record<string, string> = {}, extra = {}) {
  const { body } = await call(
    "product/list",
    { category: "fx-kitchen", filters, facets: { priceRanges: [{ max: 2999 }, { min: 3000 }] }, ...extra },
    headers,
  );
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

const counts = (option: { values: { value: string; count: number }[] }) =>
  Object.fromEntries(option.values.map((v) => [v.value, v.count]));

describe("product/list facets", () => {
  beforeAll(async () => {
    const imported = await call("admin/import", { categories, products: [kettle(), toaster] }, ADMIN);
    expect(imported.body.code, JSON.stringify(imported.body)).toBe(0);
  });

  it("makes every imported option and brand a facet, labelled in the request's language", async () => {
    const data = await facets({}, de);
    expect(data.facets.options).toEqual([
      {
        name: "Capacity",
        label: "Fassungsvermögen",
        values: [
          { value: "1 l", label: "1 l", count: 1 },
          { value: "2 l", label: "2 l", count: 1 },
        ],
      },
      {
        name: "Finish",
        label: "Oberfläche",
        values: [
          { value: "Brushed", label: "Gebürstet", count: 1 },
          { value: "Matt", label: "Matt", count: 2 },
        ],
      },
    ]);
    expect(data.facets.brands).toEqual([
      { slug: "fx-acme", name: "Acme DE", count: 1 },
      { slug: "fx-zenith", name: "Zenith", count: 1 },
    ]);
    expect(data.facets.priceRanges).toEqual([
      { max: 2999, count: 1 },
      { min: 3000, count: 1 },
    ]);
    expect(data.facets.inStock).toBe(2);
    expect(data.facets.ratings.map((r: { count: number }) => r.count)).toEqual([0, 0, 0, 0]);
    // English falls back to the stored words.
    expect((await facets()).facets.options[1].label).toBe("Finish");
  });

  it("refuses more option names than the count has bits for with code 40, not a 500 (ADR 313)", async () => {
    const options = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`Option ${i}`, ["X"]]));
    const { body } = await call("product/list", { category: "fx-kitchen", filters: { options }, facets: {} });
    expect(body.code).toBe(40);
    expect((await facets({ options: Object.fromEntries(Object.entries(options).slice(0, 20)) })).total).toBe(0);
  });

  it("widens within a facet, narrows across facets and keeps zero counts", async () => {
    const one = await facets({ options: { Finish: ["Brushed"] }, brands: ["fx-zenith"] });
    expect(one.total).toBe(0);
    // Finish counts ignore the Finish selection but honour the brand: only the toaster (Matt).
    expect(counts(one.facets.options[1])).toEqual({ Brushed: 0, Matt: 1 });
    // Brand counts ignore the brand selection but honour Finish: only the kettle (Acme).
    expect(one.facets.brands.map((b: { count: number }) => b.count)).toEqual([1, 0]);
    const both = await facets({ options: { Finish: ["Brushed", "Matt"] }, brands: ["fx-acme", "fx-zenith"] });
    expect(both.total).toBe(2);
    const ratingAndPrice = await facets({ ratingMin: 4, priceMax: 2999 });
    expect(ratingAndPrice.total).toBe(0);
    expect(ratingAndPrice.facets.priceRanges.map((r: { count: number }) => r.count)).toEqual([0, 0]);
  });

  it("follows a re-import: options and brands as the document now says", async () => {
    const again = kettle({
      categories: ["fx-zenith"],
      options: [{ name: "Finish", values: ["Copper"] }],
      skus: [{ sku: "FX-KETTLE-C", options: { Finish: "Copper" }, price: 6500, stock: 10 }],
    });
    expect((await call("admin/import", { products: [again] }, ADMIN)).body.code).toBe(0);
    const data = await facets();
    expect(data.facets.options.map((o: { name: string }) => o.name)).toEqual(["Finish"]);
    expect(counts(data.facets.options[0])).toEqual({ Copper: 1, Matt: 1 });
    expect(data.facets.brands).toEqual([{ slug: "fx-zenith", name: "Zenith", count: 2 }]);
    expect((await facets({ options: { Finish: ["Brushed"] } })).total).toBe(0);
    expect((await facets({ options: { Finish: ["Copper"] } })).list.map((p: { slug: string }) => p.slug)).toEqual([
      "fx-kettle",
    ]);
  });

  it("follows the stock: the last unit sold leaves the in-stock count and filter", async () => {
    expect((await facets()).facets.inStock).toBe(2);
    const customer = await signedInCustomer();
    await placeOrder({ items: [{ sku: "FX-TOASTER-M", quantity: 1 }], headers: customer.headers });
    const data = await facets({ inStock: true });
    expect(data.facets.inStock).toBe(1);
    expect(data.list.map((p: { slug: string }) => p.slug)).toEqual(["fx-kettle"]);
    // The Finish counts honour the stock selection: the toaster's Matt no longer counts.
    expect(counts(data.facets.options[0])).toEqual({ Copper: 1, Matt: 0 });
  });

  it("sorts best-selling by paid units only, kept across a re-import", async () => {
    const customer = await signedInCustomer();
    const bySales = async () => (await facets({}, {}, { sort: "sales" })).list.map((p: { slug: string }) => p.slug);
    // Placed, not paid: counts nothing.
    await placeOrder({ items: [{ sku: "FX-KETTLE-C", quantity: 2 }], headers: customer.headers });
    expect(await bySales()).toEqual(["fx-toaster", "fx-kettle"]);
    const { orderNo } = await placeOrder({
      items: [{ sku: "FX-KETTLE-C", quantity: 1 }],
      headers: customer.headers,
      submit: { paymentMethodId: "card" },
    });
    const paid = await call(
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" },
      customer.headers,
    );
    expect(paid.body.data.status).toBe("paid");
    expect(await bySales()).toEqual(["fx-kettle", "fx-toaster"]);
    // Re-importing the product (to change a text, say) without a sales figure keeps what was paid.
    const again = kettle({
      title: "Kettle, again",
      options: [{ name: "Finish", values: ["Copper"] }],
      skus: [{ sku: "FX-KETTLE-C", options: { Finish: "Copper" }, price: 6500, stock: 10 }],
    });
    expect((await call("admin/import", { products: [again] }, ADMIN)).body.code).toBe(0);
    expect(await bySales()).toEqual(["fx-kettle", "fx-toaster"]);
  });
});
