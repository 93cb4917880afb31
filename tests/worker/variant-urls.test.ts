/**
 * Every variant keeps its own URL under every product URL rule: the product's URL plus the SKU
 * (`/product/{slug}/{sku}` by default, `/p/{slug}/{sku}` under "/p/:slug", …). That URL opens the
 * product with that variant chosen, the variant picker and the cart line link to such URLs.
 * Each rule runs on its own copy of the D1, since the rules are shop-wide.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { api } from "../support/shoppers";

type Sku = { sku: string; stock: number };

describe.each([
  { rule: "/product/:slug", label: "the default rule" },
  { rule: "/p/:slug", label: "a short prefix" },
  { rule: "/goods/:slug.html", label: "a suffix" },
])("variant URLs under $label ($rule)", ({ rule }) => {
  let worker: TestWorker;
  let slug = "";
  let skus: Sku[] = [];
  const productUrl = () => rule.replace(":slug", slug);

  beforeAll(async () => {
    worker = await startWorker({ ownData: true });
    const db = await worker.mf.getD1Database("DB");
    await db
      .prepare(
        "INSERT INTO site_settings (key, value) VALUES ('site', ?1) ON CONFLICT (key) DO UPDATE SET value = json_patch(value, ?1)",
      )
      .bind(JSON.stringify({ urlRules: { product: rule } }))
      .run();
    const { list } = (await api<{ list: Array<{ slug: string }> }>(worker, "product/list", { pageSize: 20 })).data;
    for (const card of list) {
      const detail = (await api<{ skus: Sku[] }>(worker, "product/detail", { slug: card.slug })).data;
      if (detail.skus.filter((sku) => sku.stock > 0).length >= 3) {
        slug = card.slug;
        skus = detail.skus.filter((sku) => sku.stock > 0);
        break;
      }
    }
    expect(skus.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => worker?.dispose());

  it("opens the product with the variant its URL names", async () => {
    // Not the first in stock: that one is also what the product's own URL shows.
    for (const chosen of skus.slice(1, 3)) {
      const response = await worker.fetch(`${productUrl()}/${encodeURIComponent(chosen.sku)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(/Item number ([^<]+)</.exec(html)?.[1]).toBe(chosen.sku);
      // The chosen value is the current one in the picker, and the add-to-cart form adds it.
      expect(html).toMatch(new RegExp(`<input type="hidden" name="sku" value="${chosen.sku}"`));
    }
  });

  it("links every variant of the picker to its own URL under the rule", async () => {
    const html = await (await worker.fetch(productUrl())).text();
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)]
      .map((match) => match[1])
      .filter((href) => href.startsWith(`${productUrl()}/`));
    expect(links.length).toBeGreaterThan(0);
    const known = new Set(skus.map((sku) => `${productUrl()}/${encodeURIComponent(sku.sku)}`));
    expect(links.some((href) => known.has(href))).toBe(true);
  });

  it("links a cart line to its variant's URL", async () => {
    const chosen = skus[1];
    const added = await api<{ cartId: string }>(worker, "cart/add", { sku: chosen.sku, quantity: 1 });
    const html = await (await worker.fetch("/cart", { headers: { cookie: `cart=${added.data.cartId}` } })).text();
    expect(html).toContain(`href="${productUrl()}/${encodeURIComponent(chosen.sku)}"`);
  });
});
