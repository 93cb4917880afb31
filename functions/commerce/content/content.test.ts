import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";

beforeAll(() => seedDemoShop());

describe("articles", () => {
  it("lists the journal newest first, by category, with pages", async () => {
    const { body } = await call("article/list", { pageSize: 5 });
    expect(body.data.total).toBeGreaterThanOrEqual(20);
    expect(body.data.list).toHaveLength(5);
    const dates = body.data.list.map((a: { publishedAt: string }) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const care = await call("article/list", { category: "care-guides" });
    expect(care.body.data.total).toBeGreaterThan(0);
    expect(care.body.data.total).toBeLessThan(body.data.total);
  });

  it("answers one article in the shopper's language, or not found", async () => {
    const [first] = (await call("article/list", {})).body.data.list;
    const zh = await call("article/detail", { slug: first.slug }, { "x-lang": "zh" });
    expect(zh.body.data.content).toMatch(/<h2>为什么重要<\/h2>/);
    expect(zh.body.data.category.name).toMatch(/[\u4e00-\u9fff]/);
    expect((await call("article/detail", { slug: "nope" })).body.code).toBe(41);
  });

  it("lists comments of an article and says not found for unknown articles", async () => {
    const { results } = await env.DB.prepare(
      "SELECT article_id, count(*) AS n FROM comments GROUP BY article_id LIMIT 1",
    ).run<{ article_id: number; n: number }>();
    const { body } = await call("comment/list", { articleId: results[0].article_id });
    expect(body.data.total).toBe(results[0].n);
    expect(body.data.list[0]).toMatchObject({
      author: expect.any(String),
      content: expect.any(String),
      parentId: null,
    });
    expect((await call("comment/list", { articleId: 999999 })).status).toBe(404);
    expect((await call("comment/list", { articleId: "1" })).body.code).toBe(40);
  });
});

describe("pages", () => {
  it("answers every shop page in three languages", async () => {
    for (const slug of [
      "about",
      "contact",
      "privacy-policy",
      "terms-of-service",
      "shipping",
      "returns",
      "accessibility",
    ]) {
      const en = await call("page/detail", { slug });
      const hk = await call("page/detail", { slug }, { "x-lang": "zh-HK" });
      expect(en.body.code).toBe(0);
      expect(hk.body.data.title).not.toBe(en.body.data.title);
    }
    expect((await call("page/detail", { slug: "nope" })).status).toBe(404);
  });

  it("lists every page without content", async () => {
    const { body } = await call("page/list", {}, { "x-lang": "zh" });
    expect(body.data).toHaveLength(7);
    expect(body.data[0]).toEqual({
      id: 1,
      slug: "about",
      title: "关于我们",
      inFooter: true,
      updatedAt: expect.any(String),
    });
  });
});

describe("reviews", () => {
  it("lists a product's reviews, matching its review count", async () => {
    const { results } = await env.DB.prepare(
      "SELECT id, review_count FROM products WHERE review_count > 0 LIMIT 1",
    ).run<{ id: number; review_count: number }>();
    const { body } = await call("review/list", { productId: results[0].id });
    expect(body.data.total).toBe(results[0].review_count);
    expect(body.data.list[0]).toMatchObject({ rating: expect.any(Number), images: [], author: expect.any(String) });
    expect((await call("review/list", { productId: 999999 })).body.code).toBe(41);
    expect((await call("review/list", { productId: 0 })).body.code).toBe(40);
  });
});

describe("promotions and coupons", () => {
  it("lists promotions with their first products, and one promotion with a page of products", async () => {
    const list = await call("promotion/list", {}, { "x-lang": "zh" });
    expect(list.body.data.length).toBeGreaterThanOrEqual(3);
    expect(list.body.data[0].title).toBe("夏季大促");
    expect(list.body.data[0].products.length).toBeGreaterThan(0);
    expect(list.body.data[0].products.length).toBeLessThanOrEqual(4);
    const one = await call("promotion/detail", { slug: "summer-sale", pageSize: 10 });
    expect(one.body.data.productPage).toMatchObject({ total: 16, page: 1, pageSize: 10 });
    expect((await call("promotion/detail", { slug: "nope" })).body.code).toBe(41);
  });

  it("lists coupons with claim state and answers one coupon", async () => {
    const list = await call("coupon/list", {});
    expect(list.body.data.length).toBeGreaterThanOrEqual(5);
    expect(list.body.data[0]).toMatchObject({
      code: expect.any(String),
      discount: { type: expect.any(String), value: expect.any(Number) },
      minSpend: expect.any(Number),
      claimed: false,
    });
    const one = await call("coupon/detail", { slug: "welcome-10" }, { "x-lang": "zh-HK" });
    expect(one.body.data).toMatchObject({ code: "WELCOME10", title: "首張訂單九折", remaining: null });
    expect((await call("coupon/detail", { slug: "nope" })).status).toBe(404);
  });

  it("marks coupons the signed-in customer claimed", async () => {
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode("token-1")))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO sessions (id, user_id, token_hash, method) VALUES ('s1', 7, ?, 'password')").bind(
        hash,
      ),
      env.DB.prepare("INSERT INTO coupon_claims (coupon_id, user_id) VALUES (1, 7)"),
    ]);
    const { body, headers } = await call("coupon/detail", { slug: "welcome-10" }, { "x-auth": "token-1" });
    expect(body.data.claimed).toBe(true);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("site/config", () => {
  it("answers languages, currencies, URL rules, theme and methods, cacheable", async () => {
    const { body, headers } = await call("site/config", {}, { "x-lang": "zh" });
    expect(headers.get("cache-control")).toContain("public");
    expect(body.data.languages).toHaveLength(15);
    expect(body.data.defaultLanguage).toBe("en");
    expect(body.data.currencies[0]).toEqual({ code: "USD", symbol: "$", rate: 1, decimals: 2 });
    expect(body.data.urlRules.product).toBe("/product/:slug");
    expect(body.data.categoryTypes.brand).toBe("/brand/:slug");
    expect(body.data.theme.product).toEqual({ showSlideImage: true, showFavorite: true, showCart: true });
    expect(body.data.shippingMethods[0]).toMatchObject({ id: "standard", name: "标准配送", fee: 599, currency: "USD" });
    expect(body.data.paymentMethods.length).toBeGreaterThanOrEqual(1);
  });

  it("merges stored overrides onto the defaults", async () => {
    await env.DB.prepare("INSERT INTO site_settings (key, value) VALUES ('theme', ?)")
      .bind(JSON.stringify({ primaryColor: "#123456", product: { showCart: false } }))
      .run();
    const { body } = await call("site/config", {});
    expect(body.data.theme.primaryColor).toBe("#123456");
    expect(body.data.theme.product).toEqual({ showSlideImage: true, showFavorite: true, showCart: false });
    expect(body.data.theme.infoColor).toBe("#00b5ff");
    await env.DB.prepare("DELETE FROM site_settings").run();
  });
});
