/**
 * The product page's throughput scenarios (issue 28's budgets), one run, beside the plain Worker
 * bare and behind the same static-assets router:
 *   - signed in: the bench shopper (real session, cart lines, favourites); every answer checked
 *     before and after to show the shopper's name and cart;
 *   - a visitor with a cart (the `cart` cookie of a real guest cart, no session); checked to show
 *     that cart and no name;
 *   - anonymous, cached: the first layer that answers a warm isolate (`hit-memory` while the
 *     isolate's page memory exists, else `hit-cache`), checked before and after, on a URL of its
 *     own (`?bench-cached=<time>`) stored by this run's first visit;
 *   - anonymous, answered by the Cache API alone (only where a page memory answers first: the
 *     page is pushed out of it, cache-layers.mjs).
 * Each run also counts every answer's `x-page-cache` (throughput.mjs), so a personal figure says
 * whether its pages were rendered (`miss`, or no header: the cache was bypassed) or came from a
 * cache layer with the personal parts filled in.
 */
import { assertLayer, evictFromMemory, layerOf } from "./cache-layers.mjs";
import { assertCartShown, assertSignedIn, createBenchVisitor, SHOPPER_NAME } from "./shopper.mjs";
import { load } from "./throughput.mjs";

const ok = (response, what) => {
  if (response.status !== 200) throw new Error(`${what} answered HTTP ${response.status}`);
};

export async function productThroughput({ shop, plain, plainBehindAssets, shopper, path }) {
  const product = shop.url + path;
  const visitor = await createBenchVisitor(shop);
  const signedIn = async (response, html) => {
    ok(response, "the signed-in product page");
    assertSignedIn(html, "the signed-in product page");
    assertCartShown(html, shopper.cartUnits, "the signed-in product page");
  };
  const visitorWithCart = async (response, html) => {
    ok(response, "the product page of a visitor with a cart");
    if (html.includes(SHOPPER_NAME)) throw new Error("the visitor's product page shows the bench shopper's name");
    assertCartShown(html, visitor.cartUnits, "the product page of a visitor with a cart");
  };
  const layer = (expected) => async (response) => {
    const seen = response.headers.get("x-page-cache");
    if (seen !== expected) throw new Error(`the cached product page was answered by ${seen}, not ${expected}`);
  };
  const measured = {
    plain: await load(plain.url),
    // The same path as the product page, so the assets router looks up the same name.
    plainBehindAssets: await load(plainBehindAssets.url + path),
    productUncached: await load(product, { headers: { cookie: shopper.cookie }, check: signedIn }),
    productVisitorCart: await load(product, { headers: { cookie: visitor.cookie }, check: visitorWithCart }),
    visitorCartUnits: visitor.cartUnits,
  };
  // The same page under a URL of its own (its own cache key), so this run's first visit stores
  // it: an earlier part's visit may have stored the plain URL more than the memory's minute ago,
  // and a Cache API hit never refills the memory. Then answered by the first layer a warm isolate has.
  const cachedUrl = `${product}?bench-cached=${Date.now()}`;
  const stored = await layerOf(cachedUrl);
  if (stored !== "miss") throw new Error(`the first visit of ${cachedUrl} was answered by ${stored}, not rendered`);
  await new Promise((done) => setTimeout(done, 300)); // the store runs in waitUntil
  const first = await layerOf(cachedUrl);
  if (!first?.startsWith("hit-")) throw new Error(`the anonymous product page was answered by ${first}, not a cache`);
  await assertLayer(cachedUrl, first);
  measured.cachedLayer = first;
  measured.productCached = await load(cachedUrl, { check: layer(first) });
  if (first === "hit-memory") {
    // The same page pushed out of memory: answered by the Cache API alone.
    measured.evictedWith = await evictFromMemory(cachedUrl);
    await assertLayer(cachedUrl, "hit-cache");
    measured.productCachedCache = await load(cachedUrl, { check: layer("hit-cache") });
  }
  const ratio = (run, reference) => (run ? run.requestsPerSecond / reference.requestsPerSecond : null);
  const reference = measured.plainBehindAssets;
  return {
    ...measured,
    // The older names: the first cached layer was isolate memory until ADR 285.
    ...(first === "hit-memory" ? { productCachedMemory: measured.productCached } : {}),
    ratios: {
      uncached: ratio(measured.productUncached, measured.plain),
      visitorCart: ratio(measured.productVisitorCart, measured.plain),
      cached: ratio(measured.productCached, measured.plain),
      cachedCache: ratio(measured.productCachedCache, measured.plain),
    },
    ratiosBehindAssets: {
      plain: ratio(reference, measured.plain),
      uncached: ratio(measured.productUncached, reference),
      visitorCart: ratio(measured.productVisitorCart, reference),
      cached: ratio(measured.productCached, reference),
      cachedCache: ratio(measured.productCachedCache, reference),
    },
    // Issue 28: each personal page beside the anonymous cached page of the same run.
    ratiosToCached: {
      uncached: ratio(measured.productUncached, measured.productCached),
      visitorCart: ratio(measured.productVisitorCart, measured.productCached),
    },
  };
}
