import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import commerce from "../index";
import { calls } from "../calls";
import { generateShop } from "../demo/generate";
import { shopStatements } from "../demo/sql";

describe("migrations", () => {
  it("apply on an empty database and again without change", async () => {
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name",
    ).run<{ name: string }>();
    const names = results.map((row) => row.name);
    for (const table of [
      "products",
      "product_skus",
      "categories",
      "users",
      "sessions",
      "carts",
      "orders",
      "returns",
      "addresses",
      "favorites",
      "outbox",
      "page_templates",
      "search_en",
      "search_zh",
      "search_zh_hk",
    ]) {
      expect(names).toContain(table);
    }
  });
});

describe("demo generator", () => {
  it("is deterministic and sized as promised", () => {
    const a = generateShop({ products: 240, seed: 7 });
    const b = generateShop({ products: 240, seed: 7 });
    expect(shopStatements(a)).toEqual(shopStatements(b));
    expect(shopStatements(generateShop({ products: 240, seed: 8 }))).not.toEqual(shopStatements(a));
    expect(a.categories.length).toBeGreaterThanOrEqual(12);
    expect(a.products).toHaveLength(240);
    expect(a.articles.length).toBeGreaterThanOrEqual(20);
    expect(a.promotions.length).toBeGreaterThanOrEqual(3);
    expect(a.coupons.length).toBeGreaterThanOrEqual(5);
    expect(a.pages.map((p) => p.slug)).toEqual([
      "about",
      "contact",
      "privacy-policy",
      "terms-of-service",
      "shipping",
      "returns",
      "accessibility",
    ]);
    expect(a.products.some((p) => p.stock === 0)).toBe(true);
    expect(new Set(a.productSkus.map((s) => s.sku)).size).toBe(a.productSkus.length);
  });
});

describe("media", () => {
  it("serves the generated pictures the demo refers to", async () => {
    const shop = generateShop({ products: 20 });
    for (const path of [
      shop.products[0].images![0],
      shop.categories[0].image!,
      shop.articles[0].thumbnail!,
      shop.promotions[0].banner!,
      "/api/web/media/demo/logo.svg",
    ]) {
      const response = await commerce.fetch(new Request(`http://shop.test${path}`), env, {} as ExecutionContext);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("image/svg+xml");
      expect(await response.text()).toMatch(/^<svg /);
    }
    const missing = await commerce.fetch(
      new Request("http://shop.test/api/web/media/demo/product/x.png"),
      env,
      {} as ExecutionContext,
    );
    expect(missing.status).toBe(404);
  });
});

describe("openapi.json", () => {
  it("documents every call with its request schema", async () => {
    const response = await commerce.fetch(
      new Request("http://shop.test/api/web/openapi.json"),
      env,
      {} as ExecutionContext,
    );
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, { post?: { requestBody?: unknown } }>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const c of calls) {
      const entry = document.paths[`/api/web/${c.path}`];
      expect(entry, c.path).toBeDefined();
      expect(entry.post?.requestBody, c.path).toBeDefined();
    }
  });
});
