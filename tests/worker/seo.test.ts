/**
 * What search engines read: every JSON-LD block is valid JSON of a schema.org type, the sitemap
 * lists every product of the demo shop (with hreflang alternates), and unknown slugs are 404s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
let firstProduct = "";
let firstArticle = "";
let productTotal = 0;

async function call<T>(name: string, body: unknown = {}): Promise<T> {
  const response = await worker.fetch(`/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

beforeAll(async () => {
  worker = await startWorker();
  const products = await call<{ list: Array<{ slug: string }>; total: number }>("product/list", { pageSize: 1 });
  firstProduct = products.list[0].slug;
  productTotal = products.total;
  firstArticle = (await call<{ list: Array<{ slug: string }> }>("article/list")).list[0].slug;
});
afterAll(() => worker?.dispose());

function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    (match): Array<Record<string, unknown>> => {
      const value = JSON.parse(match[1]) as Record<string, unknown> | Array<Record<string, unknown>>;
      return Array.isArray(value) ? value : [value];
    },
  );
}

describe("JSON-LD", () => {
  it.each([
    ["home", (): string => "/", ["Organization", "WebSite"]],
    ["product", (): string => `/product/${firstProduct}`, ["Product", "BreadcrumbList"]],
    ["article", (): string => `/zh/article/${firstArticle}`, ["Article"]],
    ["category", (): string => "/category/women", ["BreadcrumbList"]],
  ] as const)("%s carries valid blocks of the right types", async (_name, pathOf, types) => {
    const blocks = jsonLdBlocks(await (await worker.fetch(pathOf())).text());
    for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
    const found = blocks.map((block) => block["@type"]);
    for (const type of types) expect(found).toContain(type);
  });

  it("gives a product one offer per SKU with a price and availability", async () => {
    const html = await (await worker.fetch(`/product/${firstProduct}`)).text();
    const product = jsonLdBlocks(html).find((block) => block["@type"] === "Product") as {
      offers: Array<Record<string, string>>;
    };
    const detail = await call<{ skus: unknown[] }>("product/detail", { slug: firstProduct });
    expect(product.offers).toHaveLength(detail.skus.length);
    for (const offer of product.offers) {
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    }
  });
});

describe("sitemap", () => {
  it("lists every product once, with alternates for the 15 prefixes", async () => {
    const index = await (await worker.fetch("/sitemap.xml")).text();
    const files = [...index.matchAll(/<loc>[^<]*\/sitemap\/(products-\d+\.xml)<\/loc>/g)].map((match) => match[1]);
    expect(files.length).toBeGreaterThan(0);
    const products = new Set<string>();
    for (const file of files) {
      const xml = await (await worker.fetch(`/sitemap/${file}`)).text();
      for (const match of xml.matchAll(/<url><loc>[^<]*(\/product\/[^<]+)<\/loc>/g)) products.add(match[1]);
      expect((xml.match(/hreflang="/g) ?? []).length).toBe((xml.match(/<url>/g) ?? []).length * 16);
    }
    expect(products.size).toBe(productTotal);
  });

  it("answers the other sitemaps and refuses unknown files", async () => {
    for (const file of ["categories.xml", "tags.xml", "collections.xml", "pages.xml", "articles-1.xml"]) {
      const response = await worker.fetch(`/sitemap/${file}`);
      expect(response.status, file).toBe(200);
      expect(await response.text()).toContain("<urlset");
    }
    expect((await worker.fetch("/sitemap/secrets.xml")).status).toBe(404);
  });
});

describe("unknown slugs", () => {
  it.each(["product", "category", "tag", "collection", "article", "page", "promotion", "coupon"])(
    "/%s/<unknown> is the 404 page",
    async (type) => {
      const response = await worker.fetch(`/zh/${type}/no-such-${type}-here`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('data-error-status="404"');
      expect(html).toContain('<html lang="zh"');
    },
  );
});
