#!/usr/bin/env node
/**
 * `npm run bench`: builds the shop, starts it and a plain Worker in workerd (Miniflare), measures
 * first-load JS, D1 round trips, SSR throughput, Lighthouse scores and search latency, and writes
 * bench/results/latest.{md,json} and chart.svg from this one run. A part that cannot run is
 * reported as not measured, with the reason; the others still run. Not part of `npm test`.
 *
 * `--skip-build` reuses the current build/, dist/ and local D1 (for working on the bench itself).
 */
import { execSync, spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { resolve } from "node:path";
import { firstLoadJsOfPage } from "./lib/first-load.mjs";
import { measureHelloWorld } from "./lib/hello-world.mjs";
import { lighthouseScores } from "./lib/lighthouse.mjs";
import { writeReport } from "./lib/report.mjs";
import { PERSONAL_COOKIE, roundTrips } from "./lib/round-trips.mjs";
import { searchLatency } from "./lib/search.mjs";
import { startPlainWorker, startShop } from "./lib/servers.mjs";
import { load } from "./lib/throughput.mjs";

const PAGES = {
  home: "/",
  category: "/category/women",
  product: "/product/slim-cardigan-1",
  cart: "/cart",
  "sign-in": "/auth/signin",
};
const root = resolve(import.meta.dirname, "..");

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
const git = (command) => execSync(`git ${command}`, { cwd: root, encoding: "utf8" }).trim();
const run = { startedAt, commit: git("rev-parse --short HEAD"), dirty: git("status --porcelain --untracked-files=no") !== "", cpus: cpus().length, node: process.versions.node };

const shop = await startShop();
const plain = await startPlainWorker();
const plainBehindAssets = await startPlainWorker({ behindAssets: true });
const results = { run };
try {
  // First, while the Worker is fresh and its edge cache empty: a first visit is a cache miss.
  results.roundTrips = await part("D1 round trips and upstream calls", async () => ({ pages: await roundTrips(shop.url, PAGES) }));
  results.firstLoadJs = await part("first-load JS", async () => {
    const pages = {};
    for (const [name, path] of Object.entries(PAGES)) pages[name] = { path, ...(await firstLoadJsOfPage(shop.url, path)) };
    return { helloWorld: await measureHelloWorld(), pages };
  });
  results.throughput = await part("SSR throughput", async () => {
    const product = shop.url + PAGES.product;
    const measured = {
      plain: await load(plain.url),
      // The same path as the product page, so the assets router looks up the same name.
      plainBehindAssets: await load(plainBehindAssets.url + PAGES.product),
      productUncached: await load(product, { headers: { cookie: PERSONAL_COOKIE } }),
      productCached: await load(product),
    };
    const ratio = (run, reference = measured.plain) => run.requestsPerSecond / reference.requestsPerSecond;
    return {
      ...measured,
      ratios: { uncached: ratio(measured.productUncached), cached: ratio(measured.productCached) },
      ratiosBehindAssets: {
        plain: ratio(measured.plainBehindAssets),
        uncached: ratio(measured.productUncached, measured.plainBehindAssets),
        cached: ratio(measured.productCached, measured.plainBehindAssets),
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
results.run.finishedAt = new Date().toISOString();

const { rows, misses } = writeReport(results);
console.log(`\n${rows.length - misses.length} of ${rows.length} budgets met; report in bench/results/latest.md`);
for (const miss of misses) console.log(`MISS  ${miss.figure}: ${miss.value ?? miss.status} (budget ${miss.budget})`);
