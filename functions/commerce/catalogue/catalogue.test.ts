import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";

beforeAll(() => seedDemoShop());

describe("product/list", () => {
  it("lists newest first with list conventions", async () => {
    const { status, body } = await call("product/list", {});
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ page: 1, pageSize: 20, total: 240 });
    expect(body.data.list).toHaveLength(20);
    expect(body.data.list[0]).toEqual({
      id: 1,
      slug: "slim-cardigan-1",
      title: "Slim Cardigan",
      image: expect.any(String),
      price: expect.any(Number),
      linePrice: null,
      currency: "USD",
      inStock: expect.any(Boolean),
      rating: expect.any(Number),
    });
  });

  it("filters by category subtree, tag, collection, promotion, price, stock and options", async () => {
    const women = await call("product/list", { category: "women", pageSize: 100 });
    const tops = await call("product/list", { category: "women-tops", pageSize: 100 });
    expect(women.body.data.total).toBeGreaterThan(tops.body.data.total);
    expect((await call("product/list", { category: "lumen" })).body.data.total).toBe(80);
    expect((await call("product/list", { tag: "sale" })).body.data.total).toBeGreaterThan(0);
    expect((await call("product/list", { collection: "summer-edit" })).body.data.total).toBeGreaterThan(0);
    expect((await call("product/list", { promotion: "summer-sale" })).body.data.total).toBe(16);
    const cheap = await call("product/list", { filters: { priceMax: 3000 }, pageSize: 100 });
    for (const card of cheap.body.data.list) expect(card.price).toBeLessThanOrEqual(3000);
    const inStock = await call("product/list", { filters: { inStock: true }, pageSize: 100 });
    for (const card of inStock.body.data.list) expect(card.inStock).toBe(true);
    const all = (await call("product/list", { pageSize: 100 })).body.data.total;
    expect((await call("product/list", { filters: { inStock: true } })).body.data.total).toBeLessThan(all);
    const red = await call("product/list", { filters: { options: { Colour: ["Red"] } } });
    expect(red.body.data.total).toBeGreaterThan(0);
    expect(red.body.data.total).toBeLessThan(all);
    expect((await call("product/list", { category: "no-such-category" })).body.data.total).toBe(0);
  });

  it("sorts by price and sales", async () => {
    for (const [sort, key, direction] of [
      ["price_asc", "price", 1],
      ["price_desc", "price", -1],
    ] as const) {
      const list = (await call("product/list", { sort, pageSize: 50 })).body.data.list;
      const values = list.map((card: Record<string, number>) => card[key]);
      expect(values).toEqual([...values].sort((a, b) => (a - b) * direction));
    }
  });

  it("keeps pages within bounds", async () => {
    const last = await call("product/list", { page: 3, pageSize: 100 });
    expect(last.body.data.list).toHaveLength(40);
    expect((await call("product/list", { page: 4, pageSize: 100 })).body.data.list).toHaveLength(0);
    for (const bad of [{ page: 0 }, { page: -1 }, { pageSize: 101 }, { pageSize: 0 }, { page: 1.5 }, { page: "2" }]) {
      const answer = await call("product/list", bad);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe(40);
      expect(Object.keys(answer.body.data.fields)).toHaveLength(1);
    }
  });

  it("translates titles and falls back to English", async () => {
    const zh = await call("product/list", {}, { "x-lang": "zh" });
    expect(zh.body.data.list[0].title).toBe("修身开衫");
    const hk = await call("product/list", {}, { "accept-language": "zh-HK,zh;q=0.8" });
    expect(hk.body.data.list[0].title).toBe("修身開胸冷衫");
    const tw = await call("product/list", {}, { "x-lang": "zh-TW" });
    expect(tw.body.data.list[0].title).toBe("修身開胸冷衫");
    const fr = await call("product/list", {}, { "x-lang": "fr" });
    expect(fr.body.data.list[0].title).toBe("Slim Cardigan");
  });
});

describe("product/detail", () => {
  it("answers a product with options and SKUs, and one SKU", async () => {
    const { body } = await call("product/detail", { slug: "slim-cardigan-1" });
    expect(body.data.options.map((o: { name: string }) => o.name)).toEqual(["Colour", "Size"]);
    expect(body.data.skus.length).toBe(body.data.options[0].values.length * body.data.options[1].values.length);
    expect(body.data.description).toContain("<p>");
    const sku = body.data.skus.at(-1);
    const one = await call("product/detail", { slug: "slim-cardigan-1", sku: sku.sku });
    expect(one.body.data.selectedSku).toEqual(sku);
    expect(one.body.data.stock).toBe(sku.stock);
  });

  it("labels options in the shopper's language, the same in options and SKUs", async () => {
    const { body } = await call("product/detail", { slug: "slim-cardigan-1" }, { "x-lang": "zh" });
    expect(body.data.options.map((o: { name: string }) => o.name)).toEqual(["颜色", "尺码"]);
    const colours = body.data.options[0].values;
    expect(colours.every((c: string) => /[\u4e00-\u9fff]/.test(c))).toBe(true);
    for (const sku of body.data.skus) expect(colours).toContain(sku.options["颜色"]);
    const de = await call("product/detail", { slug: "slim-cardigan-1" }, { "x-lang": "de" });
    // German from the demo's glossary; a word the dictionary lacks (a size) stays as stored.
    expect(de.body.data.options.map((o: { name: string }) => o.name)).toEqual(["Farbe", "Größe"]);
    expect(de.body.data.options[1].values).toContain("XS");
  });

  it("says not found for unknown products and SKUs", async () => {
    for (const input of [{ slug: "nope" }, { slug: "slim-cardigan-1", sku: "nope" }]) {
      const answer = await call("product/detail", input);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(41);
    }
  });

  it("shows sold-out products", async () => {
    const list = await call("product/list", { pageSize: 100, page: 1 });
    const more = await call("product/list", { pageSize: 100, page: 2 });
    const cards = [...list.body.data.list, ...more.body.data.list];
    expect(cards.some((card: { inStock: boolean }) => !card.inStock)).toBe(true);
  });
});

describe("category, tag and collection lists", () => {
  it("answers the category tree with types", async () => {
    const { body } = await call("category/list", {}, { "x-lang": "zh" });
    const women = body.data.find((node: { slug: string }) => node.slug === "women");
    expect(women.name).toBe("女装");
    expect(women.children.map((c: { slug: string }) => c.slug)).toContain("women-dresses");
    expect(women.href).toBe("/zh/category/women");
    const brands = body.data.filter((node: { type: string }) => node.type === "brand");
    expect(brands).toHaveLength(3);
    expect(brands[0].href).toMatch(/^\/zh\/brand\//);
    const all = body.data.reduce((n: number, node: { children: unknown[] }) => n + 1 + node.children.length, 0);
    expect(all).toBeGreaterThanOrEqual(12);
  });

  it("answers tags and collections with counts", async () => {
    const tags = await call("tag/list", {});
    expect(tags.body.data.length).toBeGreaterThanOrEqual(10);
    expect(tags.body.data[0]).toMatchObject({
      slug: expect.any(String),
      name: expect.any(String),
      products: expect.any(Number),
      href: expect.stringMatching(/^\/tag\//),
    });
    const collections = await call("collection/list", {}, { "x-lang": "zh-HK" });
    expect(collections.body.data[0]).toMatchObject({ slug: "summer-edit", name: "夏日精選" });
  });
});
