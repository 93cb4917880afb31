#!/usr/bin/env node
/**
 * Where an uncached, signed-in product render spends its CPU (issue 19, item 2): the built
 * Worker in Miniflare, as the bench runs it (bench/lib/servers.mjs), a real signed-in shopper
 * (bench/lib/shopper.mjs), and V8's sampling profiler over workerd's inspector while N product
 * pages are rendered. Prints self and inclusive time by module and by function, in ms of CPU per
 * request, as Markdown (bench/profile/README.md keeps the before/after tables).
 *
 *   node bench/profile.mjs --build          # build with server source maps first (app/ names)
 *   node bench/profile.mjs --requests 300 --concurrency 10 --top 25
 *   node bench/profile.mjs --throughput     # also the bench's uncached ratio (lib/throughput.mjs)
 *   node bench/profile.mjs --html page.html # also save the page, nonces blanked, to diff builds
 *   node bench/profile.mjs --save x.cpuprofile   # the raw profile, for Chrome DevTools
 *   node bench/profile.mjs --bundle /tmp/old      # profile another build's entry.js (+ .map)
 *   node bench/profile.mjs --against /tmp/old     # and compare this build with that one,
 *                                                 # in alternating rounds (lib/interleaved.mjs)
 *
 * Needs the local D1 migrated and seeded (scripts/prepare.mjs). Profiling slows the isolate
 * down: read shares and per-request figures, compare builds profiled the same way.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { connectInspector, profile } from "./lib/inspector.mjs";
import { summarise, summaryMarkdown } from "./lib/profile-summary.mjs";
import { interleaved, render } from "./lib/interleaved.mjs";
import { startPlainWorker, startShop } from "./lib/servers.mjs";
import { assertSignedIn, createBenchShopper } from "./lib/shopper.mjs";
import { load } from "./lib/throughput.mjs";

const PRODUCT = "/product/slim-cardigan-1";
const { values: options } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    requests: { type: "string", default: "300" },
    concurrency: { type: "string", default: "10" },
    warmup: { type: "string", default: "30" },
    top: { type: "string", default: "25" },
    throughput: { type: "boolean", default: false },
    html: { type: "string" },
    bundle: { type: "string", default: resolve(import.meta.dirname, "../dist") },
    against: { type: "string" },
    save: { type: "string" },
    title: { type: "string", default: "signed-in product page, uncached" },
  },
});
const root = resolve(import.meta.dirname, "..");

if (options.build) {
  const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  for (const args of [
    ["remix", "vite:build", "--sourcemapServer"],
    ["wrangler", "deploy", "--dry-run", "--outdir", "dist"],
  ]) {
    const built = spawnSync("npx", args, { cwd: root, stdio: "inherit", env });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}

const shop = await startShop({ inspectorPort: 0, bundle: resolve(options.bundle) });
let inspector;
try {
  const shopper = await createBenchShopper(shop);
  const url = shop.url + PRODUCT;
  const requests = Number(options.requests);
  const concurrency = Number(options.concurrency);
  await render(url, shopper.cookie, Number(options.warmup), concurrency);

  if (options.html) {
    const html = await (await fetch(url, { headers: { cookie: shopper.cookie } })).text();
    // The nonce is new on every render; everything else must be the same for the same data.
    writeFileSync(options.html, html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/nonce-[A-Za-z0-9+/=]+/g, "nonce-"));
    console.error(`page written to ${options.html}`);
  }

  inspector = await connectInspector(shop.mf);
  const started = Date.now();
  const { cpuProfile } = await profile(inspector, () => render(url, shopper.cookie, requests, concurrency));
  const wallSeconds = (Date.now() - started) / 1000;
  if (options.save) writeFileSync(options.save, JSON.stringify(cpuProfile));

  const mapFile = join(shop.snapshot, "entry.js.map");
  let mapText = null;
  try {
    mapText = readFileSync(mapFile, "utf8");
  } catch {
    console.error("no dist/entry.js.map: positions are reported in the bundle");
  }
  const summary = summarise(cpuProfile, { mapText, requests });
  console.log(summaryMarkdown(summary, { top: Number(options.top), title: options.title }));
  console.log(`(${requests} requests in ${wallSeconds.toFixed(1)} s under the profiler, ${concurrency} at a time)\n`);

  if (options.against) {
    inspector.close();
    inspector = undefined;
    const other = await startShop({ bundle: resolve(options.against) });
    try {
      const otherShopper = await createBenchShopper(other);
      const otherUrl = other.url + PRODUCT;
      await render(otherUrl, otherShopper.cookie, Number(options.warmup), concurrency);
      const compared = await interleaved(
        { url: otherUrl, cookie: otherShopper.cookie },
        { url, cookie: shopper.cookie },
        { concurrency },
      );
      console.log(
        `renders per second, medians of ${compared.rounds} alternating rounds of ${compared.requests}: ` +
          `${options.against} ${compared.a.toFixed(1)}, ${options.bundle} ${compared.b.toFixed(1)}; ` +
          `ratio ${compared.ratio.toFixed(2)} ×\n`,
      );
    } finally {
      await other.dispose();
    }
  }

  if (options.throughput) {
    inspector.close();
    inspector = undefined;
    const plain = await startPlainWorker({ behindAssets: true });
    try {
      const reference = await load(`${plain.url}${PRODUCT}`);
      const product = await load(url, {
        headers: { cookie: shopper.cookie },
        check: async (response, html) => assertSignedIn(html, "the signed-in product page"),
      });
      console.log("| figure | req/s | p50 ms | p99 ms | failures |\n| --- | ---: | ---: | ---: | ---: |");
      for (const [name, m] of [
        ["plain Worker behind the assets router", reference],
        ["signed-in product, uncached", product],
      ])
        console.log(
          `| ${name} | ${m.requestsPerSecond.toFixed(1)} | ${m.latencyMs.p50} | ${m.latencyMs.p99} | ${m.failures} |`,
        );
      console.log(`\nuncached ratio: ${(product.requestsPerSecond / reference.requestsPerSecond).toFixed(3)} ×`);
    } finally {
      await plain.dispose();
    }
  }
} finally {
  inspector?.close();
  await shop.dispose();
}
