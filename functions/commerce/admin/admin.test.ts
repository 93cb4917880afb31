import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, route, seedDemoShop, ADMIN } from "../test/shop";

beforeAll(() => seedDemoShop(40));

const document = {
  categories: [
    { slug: "garden-tools", name: "Tools", parent: "garden", i18n: { zh: { name: "工具" } } },
    { slug: "garden", name: "Garden" },
    { slug: "acme", name: "Acme", type: "brand" },
  ],
  tags: [{ slug: "outdoor", name: "Outdoor" }],
  products: [
    {
      slug: "spade",
      title: "Steel spade",
      description: '<p onclick="steal()">Forged <strong>steel</strong>.</p><script>alert(1)</script>',
      category: "garden-tools",
      categories: ["acme"],
      tags: ["outdoor", "sale"],
      options: [{ name: "Size", values: ["S", "L"] }],
      skus: [
        { sku: "SPADE-S", options: { Size: "S" }, price: 2500, stock: 3 },
        { sku: "SPADE-L", options: { Size: "L" }, price: 2900, linePrice: 3500, stock: 0 },
      ],
      i18n: { zh: { title: "钢铲" } },
    },
  ],
  collections: [{ slug: "garden-picks", name: "Garden picks", products: ["spade", "slim-cardigan-1"] }],
  pages: [{ slug: "gardening", title: "Gardening", content: "<h2>Dig</h2><img src=x onerror=alert(1)>" }],
  templates: [
    { pageType: "page", region: "body", html: "<section><h1>{{value:title}}</h1>{{html:content}}</section>" },
  ],
};

async function tableCounts() {
  return JSON.stringify(
    await env.DB.prepare(
      "SELECT (SELECT count(*) FROM products), (SELECT count(*) FROM product_skus), (SELECT count(*) FROM categories), (SELECT count(*) FROM search_en), (SELECT count(*) FROM search_zh), (SELECT count(*) FROM product_tags), (SELECT count(*) FROM collection_products)",
    ).raw(),
  );
}

describe("admin/import", () => {
  it("refuses callers without the admin token", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong" }, { authorization: "test-admin-token" }] as Record<
      string,
      string
    >[]) {
      const answer = await call("admin/import", document, headers);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(30);
    }
  });

  it("imports a document, sanitises HTML, and is idempotent", async () => {
    const first = await call("admin/import", document, ADMIN);
    expect(first.body).toMatchObject({
      code: 0,
      data: { categories: 3, products: 1, skus: 2, pages: 1, templates: 1 },
    });
    const after = await tableCounts();
    expect((await call("admin/import", document, ADMIN)).body.code).toBe(0);
    expect(await tableCounts()).toBe(after);

    const product = (await call("product/detail", { slug: "spade" })).body.data;
    expect(product).toMatchObject({ price: 2500, stock: 3, category: { slug: "garden-tools" } });
    expect(product.description).toBe("<p>Forged <strong>steel</strong>.</p>");
    expect(
      (await call("product/list", { category: "garden" })).body.data.list.map((p: { slug: string }) => p.slug),
    ).toEqual(["spade"]);
    expect((await call("product/list", { category: "acme" })).body.data.total).toBe(1);
    expect((await call("search", { q: "spade" })).body.data.list[0].slug).toBe("spade");
    expect((await call("search", { q: "钢铲" }, { "x-lang": "zh" })).body.data.total).toBe(1);
    const page = await route("/page/gardening");
    expect(page.body.data.pageBody).toBe('<section><h1>Gardening</h1><h2>Dig</h2><img src="x"></section>');
  });

  it("replaces a product's SKUs and search text on re-import", async () => {
    const changed = {
      products: [{ ...document.products[0], title: "Border spade", skus: [document.products[0].skus[1]] }],
    };
    expect((await call("admin/import", changed, ADMIN)).body.code).toBe(0);
    const product = (await call("product/detail", { slug: "spade" })).body.data;
    expect(product.skus.map((s: { sku: string }) => s.sku)).toEqual(["SPADE-L"]);
    expect(product).toMatchObject({ price: 2900, linePrice: 3500, stock: 0 });
    expect((await call("search", { q: "border" })).body.data.list[0].slug).toBe("spade");
    expect(
      (await call("search", { q: "steel", type: "product" })).body.data.list.map((h: { slug: string }) => h.slug),
    ).toContain("spade");
  });

  it("rejects unknown references and bad documents without writing anything", async () => {
    const before = await tableCounts();
    const unknown = await call(
      "admin/import",
      { products: [{ ...document.products[0], slug: "rake", category: "nowhere", tags: ["ghost"] }] },
      ADMIN,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.fields).toEqual({
      "products.0.category": "unknown categories: nowhere",
      "products.0.tags": "unknown tags: ghost",
    });
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const answer = await call("admin/import", JSON.stringify({ products: [body] }), ADMIN);
        expect(answer.body.code).toBe(40);
      }),
      { numRuns: 100 },
    );
    expect(await tableCounts()).toBe(before);
  });
});

describe("admin/outbox", () => {
  it("lists the latest messages, optionally for one recipient", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO outbox (channel, \"to\", subject, text, code) VALUES ('mail', 'a@example.com', 'Your code', 'Code 123456', '123456')",
      ),
      env.DB.prepare(
        "INSERT INTO outbox (channel, \"to\", subject, text, code) VALUES ('sms', '13800000000', '', 'Code 654321', '654321')",
      ),
    ]);
    const all = await call("admin/outbox", {}, ADMIN);
    expect(all.body.data.map((m: { to: string }) => m.to)).toEqual(["13800000000", "a@example.com"]);
    const one = await call("admin/outbox", { to: "a@example.com" }, ADMIN);
    expect(one.body.data).toEqual([
      expect.objectContaining({ channel: "mail", code: "123456", createdAt: expect.any(String) }),
    ]);
    expect((await call("admin/outbox", {})).status).toBe(403);
  });
});
