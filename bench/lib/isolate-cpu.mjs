/**
 * The `isolate-cpu` part (ADR 390): per page, the CPU the shop's own isolate spends — what
 * Cloudflare bills and what limits a Worker — beside the whole workerd process's CPU, which here
 * also holds Miniflare's D1 object, cache, assets router and entry Worker (each an isolate of its
 * own on the same thread; on Cloudflare they are services outside the Worker's CPU). Five paths,
 * all on the product page: the plain Worker behind the assets router (fixed HTML), the anonymous
 * page from memory, the same from the Cache API alone, a visitor with a cart and the signed-in
 * bench shopper (both stitched).
 *
 * Each round, in an order that rotates, every path gets N requests (10 at a time, a browser's
 * Accept-Encoding, every answer checked) unprofiled — process CPU from /proc — then N more under
 * V8's sampler on its own isolate — process CPU again (the profiler's inflation) and the
 * isolate's CPU (lib/isolate-profile.mjs). Then one pass per path with every service isolate
 * profiled at once (lib/isolate-breakdown.mjs) says which code ran where. Figures, not budgets.
 */
import { loadavg } from "node:os";
import { storedInCacheOnly, storedInMemory } from "./cache-layers.mjs";
import { connectInspector, profile } from "./inspector.mjs";
import { isolateBreakdown } from "./isolate-breakdown.mjs";
import { isolateMs, sampleCounts, samplerPeriodUs } from "./isolate-profile.mjs";
import { processCpuMs, startedWithPid } from "./process-cpu.mjs";
import { startPlainWorker, startShop } from "./servers.mjs";
import { assertCartShown, assertSignedIn, createBenchShopper, createBenchVisitor, SHOPPER_NAME } from "./shopper.mjs";
import { BROWSER_HEADERS } from "./throughput.mjs";

const PATH = "/product/slim-cardigan-1";
/** The Cache API keeps the page its s-maxage (5 minutes): the page is stored anew before then. */
const CACHE_REFRESH_MS = 4 * 60 * 1000;
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** Sends `count` requests, 10 at a time; `check(response, html)` throws on a wrong answer. Answers the `x-page-cache` tally. */
export async function send(url, { headers = {}, count, check }) {
  const layers = {};
  let next = 0;
  const worker = async () => {
    while (next++ < count) {
      const response = await fetch(url, { headers: { ...BROWSER_HEADERS, ...headers } });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
      const layer = response.headers.get("x-page-cache") ?? "none";
      layers[layer] = (layers[layer] ?? 0) + 1;
      check?.(response, html);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return layers;
}

const answeredBy = (expected) => (response) => {
  const seen = response.headers.get("x-page-cache");
  if (seen !== expected) throw new Error(`answered by ${seen ?? "no x-page-cache"}, not ${expected}`);
};

/**
 * The five paths: each `{ label, server, url(), headers, check }`. `url()` stores the page anew
 * where it must come from memory (the memory keeps a page a minute, a Cache API hit never refills
 * it): the memory hit and both stitched pages, whose neutral copy is then the memory's too.
 */
async function paths(shop, plain) {
  const page = shop.url + PATH;
  const shopper = await createBenchShopper(shop);
  const visitor = await createBenchVisitor(shop);
  let cached = { url: await storedInCacheOnly(page, "isolate-cpu-c"), at: Date.now() };
  return {
    plain: { label: "plain Worker behind the router", server: plain, url: async () => plain.url + PATH },
    memory: {
      label: "anonymous, memory hit",
      server: shop,
      url: () => storedInMemory(page, "isolate-cpu-m"),
      check: answeredBy("hit-memory"),
    },
    cache: {
      label: "anonymous, Cache API hit",
      server: shop,
      url: async () => {
        if (Date.now() - cached.at > CACHE_REFRESH_MS)
          cached = { url: await storedInCacheOnly(page, "isolate-cpu-c"), at: Date.now() };
        return cached.url;
      },
      check: answeredBy("hit-cache"),
    },
    visitor: {
      label: "visitor with a cart (stitched)",
      server: shop,
      url: () => storedInMemory(page, "isolate-cpu-v"),
      headers: { cookie: visitor.cookie },
      check: (response, html) => {
        answeredBy("stitched-hit-memory")(response);
        if (html.includes(SHOPPER_NAME)) throw new Error("the visitor's page shows the bench shopper's name");
        assertCartShown(html, visitor.cartUnits, "the visitor's product page");
      },
    },
    signed: {
      label: "signed in, cart and favourites (stitched)",
      server: shop,
      url: () => storedInMemory(page, "isolate-cpu-s"),
      headers: { cookie: shopper.cookie },
      check: (response, html) => {
        answeredBy("stitched-hit-memory")(response);
        assertSignedIn(html, "the signed-in product page");
        assertCartShown(html, shopper.cartUnits, "the signed-in product page");
      },
    },
  };
}

/** One path's round: process CPU per page unprofiled, then profiled with its isolate's samples. */
async function round(path, inspector, requests) {
  const url = await path.url();
  const options = { headers: path.headers, count: requests, check: path.check };
  let before = processCpuMs(path.server.pid);
  const layers = await send(url, options);
  const processMs = (processCpuMs(path.server.pid) - before) / requests;
  before = processCpuMs(path.server.pid);
  const { cpuProfile } = await profile(inspector, () => send(url, options));
  const profiledMs = (processCpuMs(path.server.pid) - before) / requests;
  return { processMs, profiledMs, counts: sampleCounts(cpuProfile), layers };
}

/** `{ rounds, requests }`: the part's figures (report-isolate-section.mjs writes them). */
export async function isolateCpu({ rounds = 5, requests = 400 } = {}) {
  const started = await startedWithPid(() => startShop({ inspectorPort: 0 }));
  const shop = { ...started.server, pid: started.pid };
  const plainStarted = await startedWithPid(() => startPlainWorker({ behindAssets: true, inspectorPort: 0 }));
  const plain = { ...plainStarted.server, pid: plainStarted.pid };
  let inspectors = {};
  try {
    const all = await paths(shop, plain);
    inspectors.shop = await connectInspector(shop.mf);
    inspectors.plain = await connectInspector(plain.mf);
    const names = Object.keys(all);
    for (const name of names) await send(await all[name].url(), { ...all[name], count: 30 }); // warm-up
    const measured = Object.fromEntries(names.map((name) => [name, []]));
    const load = [];
    for (let r = 0; r < rounds; r++) {
      load.push(loadavg()[0]);
      const order = names.map((_, i) => names[(i + r) % names.length]);
      for (const name of order)
        measured[name].push(await round(all[name], name === "plain" ? inspectors.plain : inspectors.shop, requests));
      console.log(`  isolate-cpu round ${r + 1}/${rounds}, load ${load.at(-1).toFixed(2)}`);
    }
    const periodUs = samplerPeriodUs(
      Object.values(measured)
        .flat()
        .map((m) => m.counts),
    );
    const figures = {};
    for (const name of names) {
      const runs = measured[name].map((m) => ({
        processMs: m.processMs,
        profiledMs: m.profiledMs,
        isolateMs: isolateMs(m.counts, periodUs) / requests,
        layers: m.layers,
      }));
      figures[name] = {
        label: all[name].label,
        rounds: runs,
        isolateMs: median(runs.map((m) => m.isolateMs)),
        processMs: median(runs.map((m) => m.processMs)),
        profiledMs: median(runs.map((m) => m.profiledMs)),
        inflation: median(runs.map((m) => m.profiledMs / m.processMs)),
        isolateShare: median(runs.map((m) => m.isolateMs / m.profiledMs)),
      };
    }
    // Ratios of medians, and per round (same round, same load) their median.
    const ratio = (key, of, to) =>
      median(measured[of].map((_, r) => figures[of].rounds[r][key] / figures[to].rounds[r][key]));
    for (const name of names)
      Object.assign(figures[name], {
        isolateToMemory: ratio("isolateMs", name, "memory"),
        isolateToPlain: ratio("isolateMs", name, "plain"),
        processToMemory: ratio("processMs", name, "memory"),
        processToPlain: ratio("processMs", name, "plain"),
      });
    for (const inspector of Object.values(inspectors)) inspector.close();
    inspectors = {};
    const breakdown = await isolateBreakdown({ paths: all, requests, send });
    return { rounds, requests, periodUs, load, figures, breakdown };
  } finally {
    for (const inspector of Object.values(inspectors)) inspector.close();
    await shop.dispose();
    await plain.dispose();
  }
}
