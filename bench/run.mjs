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
 * `--only <part,part>` runs a subset (lib/parts.mjs) and writes results/partial.{md,json}.
 * `--photos` runs only the picture figures with real photos (lib/photos.mjs), on their own shop.
 */
import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { resolve } from "node:path";
import { browserFirstLoad } from "./lib/browser-first-load.mjs";
import { measuredCommit, root } from "./lib/clean-tree.mjs";
import { firstLoadJsOfPage } from "./lib/first-load.mjs";
import { measureHelloWorld } from "./lib/hello-world.mjs";
import { lighthouseScores } from "./lib/lighthouse.mjs";
import { photoFigures, runPhotosAlone } from "./lib/photos.mjs";
import { writeReport } from "./lib/report.mjs";
import { roundTrips } from "./lib/round-trips.mjs";
import { runLatencyBench } from "./lib/latency-summary.mjs";
import { startPlainWorker, startShop } from "./lib/servers.mjs";
import { createBenchShopper } from "./lib/shopper.mjs";
import { farShopper } from "./lib/far-shopper.mjs";
import { htmlSizes } from "./lib/html-size.mjs";
import { layers } from "./lib/layers.mjs";
import { isolateCpu } from "./lib/isolate-cpu.mjs";
import { chosenParts, ON_THE_SHOP, PARTS } from "./lib/parts.mjs";
import { productThroughput } from "./lib/product-throughput.mjs";

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
// `--photos`: only the real-photo picture figures (lib/photos.mjs), on their own shop.
if (process.argv.includes("--photos")) {
  await runPhotosAlone();
  process.exit(process.exitCode ?? 0);
}
if (process.argv.includes("--help")) {
  console.log(`node bench/run.mjs [--only <part,part>] [--skip-build] [--allow-dirty] [--writes]
  parts: ${PARTS.join(", ")} (all but layers and isolate-cpu by default; see bench/README.md)`);
  process.exit(0);
}
let chosen;
try {
  chosen = chosenParts();
} catch (error) {
  console.error(`bench: ${error.message}`);
  process.exit(2);
}
const { parts: only, whole } = chosen;
const measured = measuredCommit();
/** Runs one part if chosen; a failure becomes `{ error }` in the results instead of ending the bench. */
async function part(name, measure, key = name) {
  if (key !== null && !only.has(key)) return undefined;
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
  ...(whole ? {} : { only: [...only] }),
};

const results = { run };
if (ON_THE_SHOP.some((name) => only.has(name))) {
  const shop = await startShop();
  const plain = await startPlainWorker();
  const plainBehindAssets = await startPlainWorker({ behindAssets: true });
  try {
    // A real customer with a session, an order, an address, cart lines and favorites in the
    // snapshot's D1: every "signed in" figure below sends its cookie.
    const shopper = await part("signed-in shopper", () => createBenchShopper(shop), null);
    if (shopper.error) throw new Error(`no signed-in shopper: ${shopper.error}`);
    results.shopper = { orderNo: shopper.orderNo, cartUnits: shopper.cartUnits };
    // First, while the Worker is fresh and its edge cache empty: a first visit is a cache miss.
    results.roundTrips = await part(
      "D1 round trips and upstream calls",
      async () => ({
        pages: await roundTrips(shop.url, PAGES, shopper.cookie),
        userPages: await roundTrips(shop.url, USER_PAGES(shopper.orderNo), shopper.cookie),
      }),
      "round-trips",
    );
    results.firstLoadJs = await part(
      "first-load JS (from the HTML)",
      async () => {
        const pages = {};
        for (const [name, path] of Object.entries(PAGES))
          pages[name] = { path, ...(await firstLoadJsOfPage(shop.url, path)) };
        return { helloWorld: await measureHelloWorld(), pages };
      },
      "first-load",
    );
    results.browserFirstLoad = await part(
      "first-load JS (in Chromium)",
      async () => ({ pages: await browserFirstLoad(shop.url, PAGES) }),
      "browser-first-load",
    );
    results.htmlSize = await part(
      "HTML size",
      async () => ({ pages: await htmlSizes(shop.url, PAGES, shopper.cookie) }),
      "html-size",
    );
    results.throughput = await part(
      "SSR throughput",
      () => productThroughput({ shop, plain, plainBehindAssets, shopper, path: PAGES.product }),
      "throughput",
    );
    results.lighthouse = await part(
      "Lighthouse",
      async () => ({ pages: await lighthouseScores(shop.url, PAGES) }),
      "lighthouse",
    );
    // Last on this shop: it imports photos into it (lib/photo-shop.mjs).
    results.photos = await part("pictures with real photos", () => photoFigures(shop), "photos");
  } finally {
    await shop.dispose();
    await plain.dispose();
    await plainBehindAssets.dispose();
  }
}
// Each of these starts its own Miniflare, alone: the far shopper on a snapshot whose D1 answers
// 100 ms late, search over its own 100 000-product database, the layers one per Worker variant.
results.farShopper = await part(
  "far shopper (each D1 round trip 100 ms late)",
  () => farShopper((orderNo) => ({ ...PAGES, ...USER_PAGES(orderNo) })),
  "far-shopper",
);
// Each in its own process, as it runs on its own (`node bench/search.mjs`, `node bench/facets.mjs`).
results.search = await part(
  "search and suggest",
  () => runLatencyBench(resolve(root, "bench/search.mjs"), ["search", "search/suggest"]),
  "search",
);
results.facets = await part(
  "facets",
  () => runLatencyBench(resolve(root, "bench/facets.mjs"), ["facets", "facets+search"]),
  "facets",
);
results.layers = await part("hand-built layers (ADR 285)", () => layers(PAGES.product), "layers");
results.isolateCpu = await part("the shop isolate's CPU per page (ADR 390)", () => isolateCpu(), "isolate-cpu");
results.run.finishedAt = new Date().toISOString();

const { rows, misses, file } = writeReport(results, { whole });
console.log(`\n${rows.length - misses.length} of ${rows.length} budgets met; report in bench/results/${file}.md`);
for (const miss of misses) console.log(`MISS  ${miss.figure}: ${miss.value ?? miss.status} (budget ${miss.budget})`);
