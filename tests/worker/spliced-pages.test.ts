/**
 * Stitched pages answered as gzip spliced from the page's template (ADR 380), on the built
 * Worker: for every stitched page type, a customer with a saved product (a name needing HTML
 * escaping), a customer with nothing saved and a visitor with a cart get, when they take gzip,
 * bytes that decompress byte-identical to the rewriter's page for the same shopper (what a client
 * without gzip gets) — from this isolate's memory and, in a second Worker over the same cache,
 * from the Cache API.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { rawAnswer } from "../support/raw-answer";
import { api, createCustomer } from "../support/shoppers";
import { STITCHED_LISTINGS } from "../support/stitched-listings";

const BROWSER = "gzip, deflate, br, zstd";
const NAME = `Ada <Bo> & "Cy" 'Di'`;
const cacheFolder = mkdtempSync(join(tmpdir(), "worker-splice-"));
let first: TestWorker | undefined;
let second: TestWorker | undefined;
/** Page URLs name the first Worker's host: the second is asked under it (the same cache keys). */
let host: string;
const run = `splice=${Date.now()}`;
const paths: string[] = [];
let savedSlug: string;
type Shopper = { label: string; cookie: string };
const shoppers: Shopper[] = [];

/** A request as a client sends it, under the first Worker's host (the same cache key). */
const raw = (worker: TestWorker, path: string, headers: Record<string, string>) =>
  rawAnswer(worker, path, { host, ...headers });

const firstOf = async (worker: TestWorker, call: string) => {
  const data = (await api<any>(worker, call, { pageSize: 1 })).data;
  const list = Array.isArray(data) ? data : (data?.list ?? []);
  return list[0] as { id: number; slug?: string; code?: string } | undefined;
};

beforeAll(async () => {
  first = await startWorker({ persist: cacheFolder });
  host = new URL(first.url).host;
  const product = (await firstOf(first, "product/list"))!;
  savedSlug = product.slug!;
  const detail = (await api<{ skus: { sku: string; stock: number }[] }>(first, "product/detail", { slug: savedSlug }))
    .data;
  const sku = detail.skus.find((option) => option.stock >= 5)?.sku ?? detail.skus[0].sku;
  const ada = await createCustomer(first, { nickname: NAME });
  const bea = await createCustomer(first, { nickname: "Bea Nothing-Saved" });
  expect((await api(first, "cart/add", { sku, quantity: 2 }, ada.cookie)).code).toBe(0);
  expect((await api(first, "favorite/add", { type: "product", id: product.id }, ada.cookie)).code).toBe(0);
  expect((await api(first, "cart/add", { sku, quantity: 1 }, bea.cookie)).code).toBe(0);
  const visitor = await api<{ cartId: string }>(first, "cart/add", { sku, quantity: 3 });
  shoppers.push(
    { label: "customer with a saved product", cookie: ada.cookie },
    { label: "customer with nothing saved", cookie: bea.cookie },
    { label: "visitor with a cart", cookie: `cart=${visitor.data.cartId}` },
  );
  paths.push(`/?${run}`, `/product/${savedSlug}?${run}`, `/page/about?${run}`, `/search?q=a&${run}`);
  for (const [prefix, call] of STITCHED_LISTINGS) {
    const item = await firstOf(first, call);
    const slug = item?.slug ?? item?.code;
    if (slug) paths.push(`/${prefix}/${slug}?${run}`);
  }
  // Each page's neutral copy is stored by an anonymous visit, as any visitor's would be.
  for (const path of paths) await raw(first, path, { "accept-encoding": BROWSER });
  await new Promise((done) => setTimeout(done, 500)); // the stores run in waitUntil
});

afterAll(async () => {
  await first?.dispose();
  await second?.dispose();
  rmSync(cacheFolder, { recursive: true, force: true });
});

/** What both ways of stitching answer alike: all but the encoding, the length and what each answer measures. */
const PER_ANSWER =
  /^(?:content-encoding|content-length|transfer-encoding|date|x-page-stitched-by|x-d1-.*|x-upstream-calls|x-route-requests|x-do-calls)$/;
const sameHeaders = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.test(name)));

/** Every shopper on every stitched page: spliced gzip that decompresses to the rewriter's page. */
async function expectSplicedAsRewritten(worker: TestWorker, layer: string) {
  const stitchedPaths: string[] = [];
  for (const path of paths) {
    for (const shopper of shoppers) {
      const where = `${shopper.label} on ${path}`;
      const rewritten = await raw(worker, path, { cookie: shopper.cookie });
      const spliced = await raw(worker, path, { cookie: shopper.cookie, "accept-encoding": BROWSER });
      expect(spliced.status, where).toBe(rewritten.status);
      // Pages personal by nature are rendered per request: nothing to splice.
      if (rewritten.headers["x-page-cache"] !== `stitched-${layer}`) continue;
      stitchedPaths.push(path);
      expect(rewritten.headers["x-page-stitched-by"], where).toBe("rewriter");
      expect(spliced.headers["x-page-cache"], where).toBe(`stitched-${layer}`);
      expect(spliced.headers["x-page-stitched-by"], where).toBe("splice");
      expect(spliced.headers["content-encoding"], where).toBe("gzip");
      expect(spliced.headers["cache-control"], where).toBe("private, no-cache");
      expect(spliced.headers.vary, where).toMatch(/\bAccept-Encoding\b/);
      // The same headers as the rewriter's answer but for the encoding (ADR 386: a splice makes
      // no plain answer, so its headers are the stored page's own): no storage mark, no length of
      // other bytes, no cache tags, nothing the rewriter's answer does not say.
      expect(sameHeaders(spliced.headers), where).toEqual(sameHeaders(rewritten.headers));
      const html = gunzipSync(spliced.body).toString();
      expect(html, where).toBe(rewritten.body.toString());
      // Cut only where a value goes: within a fifth of the whole page gzipped in one go.
      expect(spliced.body.byteLength, where).toBeLessThan(gzipSync(rewritten.body).byteLength * 1.2);
      if (shopper === shoppers[0]) expect(html, where).toContain("Ada &lt;Bo&gt; &amp; &quot;Cy&quot; &#x27;Di&#x27;");
      if (shopper === shoppers[0] && path.startsWith(`/product/${savedSlug}?`))
        expect(html, where).toMatch(/<button[^>]*aria-pressed="true"[^>]*>/);
    }
  }
  // Home, product, content, search and the catalogue lists are stitched (ADR 270).
  expect(new Set(stitchedPaths).size).toBeGreaterThanOrEqual(6);
}

describe("a stitched page spliced from its template", () => {
  it("decompresses byte-identical to the rewriter's page, from memory", async () => {
    await expectSplicedAsRewritten(first!, "hit-memory");
  });

  it("decompresses byte-identical to the rewriter's page, from the Cache API", async () => {
    await first!.dispose();
    first = undefined;
    second = await startWorker({ persist: cacheFolder });
    await expectSplicedAsRewritten(second, "hit-cache");
  });
});
