/**
 * A stitched page from the isolate's memory is written by the page's template (ADR 364), one from
 * the Cache API by the HTMLRewriter (ADR 270): for the same shopper and page both give the same
 * bytes. A signed-in shopper with a cart and a saved product on the page, a visitor with a cart
 * and a second customer each get their own parts from the template, never another's.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { api, createCustomer, database, type Customer } from "../support/shoppers";

const cacheFolder = mkdtempSync(join(tmpdir(), "worker-cache-"));
let memoryWorker: TestWorker | undefined;
let cacheWorker: TestWorker | undefined;
/** The first Worker's host: the second is asked under it, so the page has the same cache key. */
let host: string;
let ada: Customer;
let bea: Customer;
let visitor: string;
let product: { id: number; slug: string };
let path: string;

type Shopper = { label: string; cookie: () => string; name: string | null; count: number };
const shoppers: Shopper[] = [
  { label: "Ada", cookie: () => ada.cookie, name: "Ada Template", count: 2 },
  { label: "Bea", cookie: () => bea.cookie, name: "Bea Template", count: 0 },
  { label: "visitor with a cart", cookie: () => visitor, name: null, count: 3 },
];

async function visit(worker: TestWorker, cookie: string) {
  // Under the first Worker's origin: the page's cache key names it.
  const response = await worker.fetch(`http://${host}${path}`, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
}
const accountName = (html: string) => /data-account-name="true">([^<]*)</.exec(html)?.[1] ?? null;
const pressed = (html: string) =>
  [...html.matchAll(/<button[^>]*data-favorite="product:(\d+)"[^>]*>/g)]
    .filter((match) => /aria-pressed="true"/.test(match[0]))
    .map((match) => Number(match[1]));

beforeAll(async () => {
  memoryWorker = await startWorker({ persist: cacheFolder });
  host = new URL(memoryWorker.url).host;
  ada = await createCustomer(memoryWorker, { nickname: "Ada Template" });
  bea = await createCustomer(memoryWorker, { nickname: "Bea Template" });
  const db = await database(memoryWorker);
  product = (await db
    .prepare(
      "SELECT p.id, p.slug FROM products p JOIN product_skus s ON s.product_id = p.id WHERE p.status = 'published' AND s.stock >= 20 ORDER BY p.id LIMIT 1",
    )
    .first<{ id: number; slug: string }>())!;
  const sku = (await db
    .prepare("SELECT sku FROM product_skus WHERE product_id = ? AND stock >= 20 LIMIT 1")
    .bind(product.id)
    .first<{ sku: string }>())!.sku;
  expect((await api(memoryWorker, "cart/add", { sku, quantity: 2 }, ada.cookie)).code).toBe(0);
  expect((await api(memoryWorker, "favorite/add", { type: "product", id: product.id }, ada.cookie)).code).toBe(0);
  visitor = `cart=${(await api<{ cartId: string }>(memoryWorker, "cart/add", { sku, quantity: 3 })).data.cartId}`;
  path = `/product/${product.slug}?template=${Date.now()}`;
});
afterAll(async () => {
  await memoryWorker?.dispose();
  await cacheWorker?.dispose();
  rmSync(cacheFolder, { recursive: true, force: true });
});

describe("a stitched page written by its template", () => {
  const fromMemory = new Map<string, string>();

  it("shows each shopper only their own parts, from memory, by the template", async () => {
    expect((await visit(memoryWorker!, "")).response.headers.get("x-page-cache")).toBe("miss");
    await new Promise((done) => setTimeout(done, 300)); // the store runs in waitUntil
    for (const round of [1, 2])
      for (const shopper of shoppers) {
        const { response, html } = await visit(memoryWorker!, shopper.cookie());
        const where = `${shopper.label}, round ${round}`;
        expect(response.headers.get("x-page-cache"), where).toBe("stitched-hit-memory");
        expect(response.headers.get("x-stitch"), where).toBe("template");
        expect(response.headers.get("cache-control"), where).toBe("private, no-cache");
        expect(accountName(html), where).toBe(shopper.name);
        expect(html, where).toContain(`aria-label="Cart, ${shopper.count} item${shopper.count === 1 ? "" : "s"}"`);
        expect(pressed(html), where).toEqual(shopper.label === "Ada" ? [product.id] : []);
        expect(html, where).toContain("</html>");
        fromMemory.set(shopper.label, html);
      }
    const anonymous = await visit(memoryWorker!, "");
    expect(anonymous.response.headers.get("x-page-cache")).toBe("hit-memory");
    expect(anonymous.html).not.toMatch(/Ada Template|Bea Template/);
    expect(pressed(anonymous.html)).toEqual([]);
  });

  it("gives the same bytes as the rewriter gives the same shopper from the Cache API", async () => {
    await memoryWorker!.dispose();
    memoryWorker = undefined;
    cacheWorker = await startWorker({ persist: cacheFolder });
    for (const shopper of shoppers) {
      const { response, html } = await visit(cacheWorker, shopper.cookie());
      expect(response.headers.get("x-page-cache"), shopper.label).toBe("stitched-hit-cache");
      expect(response.headers.get("x-stitch"), shopper.label).toBeNull();
      expect(html, shopper.label).toBe(fromMemory.get(shopper.label));
    }
  });
});
