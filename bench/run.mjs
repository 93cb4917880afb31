#!/usr/bin/env node
/**
 * `npm run bench`: builds the shop, starts it and a plain Worker in workerd (Miniflare), measures
 * first-load JS, D1 round trips, SSR throughput, Lighthouse scores and search latency, and writes
 * bench/results/latest.{md,json} and chart.svg from this one run. A part that cannot run is
 * reported as not measured, with the reason; the others still run. Not part of `npm test`.
 *
 * The report names the commit it measured, so the checkout must be clean (`git status
 * --porcelain` empty): otherwise the bench stops before building. `--allow-dirty` runs anyway and
 * stamps the report as not counting. `--skip-build` reuses the current build/, dist/ and local D1
 * (for working on the bench itself). `--writes` runs the write bench (bench/writes.mjs) instead.
 */
import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { browserFirstLoad } from "./lib/browser-first-load.mjs";
import { assertLayer, evictFromMemory } from "./lib/cache-layers.mjs";
import { measuredCommit, root } from "./lib/clean-tree.mjs";
import { firstLoadJsOfPage } from "./lib/first-load.mjs";
import { measureHelloWorld } from "./lib/hello-world.mjs";
import { lighthouseScores } from "./lib/lighthouse.mjs";
import { writeReport } from "./lib/report.mjs";
import { roundTrips } from "./lib/round-trips.mjs";
import { searchLatency } from "./lib/search.mjs";
import { facetsLatency } from "./lib/facets.mjs";
import { startPlainWorker, startShop } from "./lib/servers.mjs";
import { assertSignedIn, createBenchShopper } from "./lib/shopper.mjs";
import { load } from "./lib/throughput.mjs";

const PAGES = {
  home: "/",
  category: "/category/women",
  product: "/product/slim-cardigan-1",
  cart: "/cart",
  "sign-in": "/auth/signin",
};
/** The user area's page types, measured signed in (a visitor is sent to sign-in). */
const USER_PAGES = (orderNo) => ({
  "user centre": "/user/center",
  "order list": "/user/order",
  "order detail": `/user/order/${orderNo}`,
  addresses: "/user/address",
  favourites: "/user/favorite",
});
// `--writes`: the write bench (bench/writes.mjs) instead, with the other arguments.
if (process.argv.includes("--writes")) {
  const args = process.argv.slice(2).filter((arg) => arg !== "--writes");
  const writes = spawnSync(process.execPath, ["bench/writes.mjs", ...args], { cwd: root, stdio: "inherit" });
  process.exit(writes.status ?? 1);
}
const measured = measuredCommit();
/** Runs one part; a failure becomes `{ error }` in the results instead of ending the bench. */
async function part(name, measure) {
  const started = Date.now();
  console.log(`\n— ${name}`);
  try {
    return await measure();
  } catch (error) {
    console.error(`${name}: not measured: ${error.message}`);
    return { error: error.message.split("\n")[0] };
  } finally {
    console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
}

const startedAt = new Date().toISOString();
if (!process.argv.includes("--skip-build")) {
  const prepared = spawnSync(process.execPath, ["scripts/prepare.mjs", "--bundle"], { cwd: root, stdio: "inherit" });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}
const run = {
  startedAt,
  ...measured,
  cpus: cpus().length,
  node: process.versions.node,
};

const shop = await startShop();
const plain = await startPlainWorker();
const plainBehindAssets = await startPlainWorker({ behindAssets: true });
const results = { run };
try {
  // A real customer with a session, an order, an address, cart lines and favorites in the
  // snapshot's D1: every "signed in" figure below sends its cookie.
  const shopper = await part("signed-in shopper", () => createBenchShopper(shop));
  if (shopper.error) throw new Error(`no signed-in shopper: ${shopper.error}`);
  results.shopper = { orderNo: shopper.orderNo, cartUnits: shopper.cartUnits };
  // First, while the Worker is fresh and its edge cache empty: a first visit is a cache miss.
  results.roundTrips = await part("D1 round trips and upstream calls", async () => ({
    pages: await roundTrips(shop.url, PAGES, shopper.cookie),
    userPages: await roundTrips(shop.url, USER_PAGES(shopper.orderNo), shopper.cookie),
  }));
  results.firstLoadJs = await part("first-load JS (from the HTML)", async () => {
    const pages = {};
    for (const [name, path] of Object.entries(PAGES))
      pages[name] = { path, ...(await firstLoadJsOfPage(shop.url, path)) };
    return { helloWorld: await measureHelloWorld(), pages };
  });
  results.browserFirstLoad = await part("first-load JS (in Chromium)", async () => ({
    pages: await browserFirstLoad(shop.url, PAGES),
  }));
  results.throughput = await part("SSR throughput", async () => {
    const product = shop.url + PAGES.product;
    const signedIn = async (response, html) => {
      if (response.status !== 200) throw new Error(`signed-in product page answered HTTP ${response.status}`);
      assertSignedIn(html, "the signed-in product page");
      if (response.headers.get("x-page-cache") !== null)
        throw new Error("a signed-in page went through the page cache");
    };
    const layer = (expected) => async (response) => {
      const seen = response.headers.get("x-page-cache");
      if (seen !== expected) throw new Error(`the cached product page was answered by ${seen}, not ${expected}`);
    };
    const measured = {
      plain: await load(plain.url),
      // The same path as the product page, so the assets router looks up the same name.
      plainBehindAssets: await load(plainBehindAssets.url + PAGES.product),
      productUncached: await load(product, { headers: { cookie: shopper.cookie }, check: signedIn }),
    };
    // Stored on the first visit (a miss), then answered from this isolate's memory.
    await fetch(product).then((response) => response.arrayBuffer());
    await new Promise((done) => setTimeout(done, 300));
    await assertLayer(product, "hit-memory");
    measured.productCachedMemory = await load(product, { check: layer("hit-memory") });
    // The same page pushed out of memory: answered by the Cache API alone.
    measured.evictedWith = await evictFromMemory(product);
    await assertLayer(product, "hit-cache");
    measured.productCachedCache = await load(product, { check: layer("hit-cache") });
    const ratio = (run, reference) => run.requestsPerSecond / reference.requestsPerSecond;
    const reference = measured.plainBehindAssets;
    return {
      ...measured,
      ratios: {
        uncached: ratio(measured.productUncached, measured.plain),
        cachedMemory: ratio(measured.productCachedMemory, measured.plain),
        cachedCache: ratio(measured.productCachedCache, measured.plain),
      },
      ratiosBehindAssets: {
        plain: ratio(reference, measured.plain),
        uncached: ratio(measured.productUncached, reference),
        cachedMemory: ratio(measured.productCachedMemory, reference),
        cachedCache: ratio(measured.productCachedCache, reference),
      },
    };
  });
  results.lighthouse = await part("Lighthouse", async () => ({ pages: await lighthouseScores(shop.url, PAGES) }));
} finally {
  await shop.dispose();
  await plain.dispose();
  await plainBehindAssets.dispose();
}
// Last, alone: it starts its own Miniflare over its own 100 000-product database.
results.search = await part("search and suggest", () => searchLatency());
results.facets = await part("facets", () => facetsLatency());
results.run.finishedAt = new Date().toISOString();

const { rows, misses } = writeReport(results);
console.log(`\n${rows.length - misses.length} of ${rows.length} budgets met; report in bench/results/latest.md`);
for (const miss of misses) console.log(`MISS  ${miss.figure}: ${miss.value ?? miss.status} (budget ${miss.budget})`);
