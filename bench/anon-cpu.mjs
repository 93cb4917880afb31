#!/usr/bin/env node
/**
 * CPU per anonymous cached product page (issue 28, ADR 387), for one or two builds beside the
 * plain Worker behind the router: the whole workerd process's CPU time (/proc/<pid>/stat, user +
 * system, as parts-cpu.mjs reads it) around rounds of N requests, 10 at a time, with a browser's
 * Accept-Encoding, taken in alternating rounds. Process CPU does not depend on how busy the rest
 * of the machine is, so it compares builds on a loaded machine where req/s cannot. `--profile`
 * also takes a V8 profile of the shop's isolate for each path (bench/lib/inspector.mjs).
 *
 *   node bench/anon-cpu.mjs <bundle A> [bundle B] [--rounds 6] [--requests 300] [--profile]
 *   node bench/anon-cpu.mjs <bundle A> [bundle B] --rate 3    # req/s instead (lib/throughput.mjs)
 *
 * `memory` is a page stored by this round's first visit (answered `hit-memory`), `cache` one pushed
 * out of memory once (`hit-cache`, lib/cache-layers.mjs); each round checks its layer. The Cache
 * API keeps the page its s-maxage (5 minutes): keep the whole run shorter than that.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { startPlainWorker, startShop } from "./lib/servers.mjs";
import { processCpuMs, startedWithPid } from "./lib/process-cpu.mjs";
import { assertLayer, storedInCacheOnly, storedInMemory } from "./lib/cache-layers.mjs";
import { BROWSER_HEADERS, load } from "./lib/throughput.mjs";
import { connectInspector, profile } from "./lib/inspector.mjs";
import { summarise, summaryMarkdown } from "./lib/profile-summary.mjs";

const { values: options, positionals: bundles } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "6" },
    requests: { type: "string", default: "300" },
    profile: { type: "boolean", default: false },
    rate: { type: "string" },
    top: { type: "string", default: "20" },
  },
});
const rounds = Number(options.rounds);
const requests = Number(options.requests);
const PATH = "/product/slim-cardigan-1";
async function run(url, count = requests) {
  let next = 0;
  const worker = async () => {
    while (next++ < count) {
      const response = await fetch(url, { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}
/** Process CPU ms per request; with `--rate S`, requests per second at 50 connections for S seconds. */
async function measure(target, url, layer) {
  if (options.rate) {
    const run = await load(url, { seconds: Number(options.rate) });
    if (layer && Object.keys(run.layers).some((seen) => seen !== layer))
      throw new Error(`${url}: answered by ${JSON.stringify(run.layers)}, not only ${layer}`);
    return run.requestsPerSecond;
  }
  const before = processCpuMs(target.pid);
  await run(url);
  return (processCpuMs(target.pid) - before) / requests;
}

/** A page stored now, so answered from memory for the next minute. */
const freshMemoryUrl = (shop) => storedInMemory(`${shop.url}${PATH}`, "anon-cpu-m");

const builds = [];
for (const bundle of bundles) {
  const { server: shop, pid } = await startedWithPid(() =>
    startShop({ bundle, inspectorPort: options.profile ? 0 : undefined }),
  );
  const cached = await storedInCacheOnly(`${shop.url}${PATH}`, "anon-cpu-c");
  builds.push({ name: bundle, shop, pid, cached });
}
const plain = await startedWithPid(() => startPlainWorker({ behindAssets: true }));
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const results = {};
const record = (key, value) => (results[key] ??= []).push(value);
try {
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [...builds].reverse() : builds;
    record("plain", await measure(plain, plain.server.url + PATH));
    for (const build of order) {
      const memory = await freshMemoryUrl(build.shop);
      record(`${build.name} memory`, await measure(build, memory, "hit-memory"));
      await assertLayer(memory, "hit-memory", 1);
      record(`${build.name} cache`, await measure(build, build.cached, "hit-cache"));
      await assertLayer(build.cached, "hit-cache", 1);
    }
    const latest = Object.entries(results).map(
      ([key, values]) => `${key} ${values.at(-1).toFixed(options.rate ? 0 : 3)}`,
    );
    console.error(`round ${r}, load ${readFileSync("/proc/loadavg", "utf8").split(" ")[0]}: ${latest.join(", ")}`);
  }
  const unit = options.rate ? `req/s at 50 connections, ${options.rate} s` : "workerd CPU ms/request";
  console.log(`| figure | ${unit}, each round | median | ${options.rate ? "÷ plain" : "plain ÷ (CPU)"} |`);
  console.log(`| --- | --- | ---: | ---: |`);
  const plainMedian = median(results.plain);
  for (const [key, values] of Object.entries(results))
    console.log(
      `| ${key} | ${values.map((v) => v.toFixed(options.rate ? 0 : 3)).join(" ")} | ${median(values).toFixed(options.rate ? 0 : 3)} | ${(options.rate ? median(values) / plainMedian : plainMedian / median(values)).toFixed(2)} |`,
    );
  if (options.profile) {
    for (const build of builds) {
      const inspector = await connectInspector(build.shop.mf);
      const mapText = readFileSync(`${build.name}/entry.js.map`, "utf8");
      for (const [layer, url] of [
        ["memory", await freshMemoryUrl(build.shop)],
        ["cache", build.cached],
      ]) {
        const { cpuProfile } = await profile(inspector, () => run(url, 1000));
        const summary = summarise(cpuProfile, { mapText, requests: 1000 });
        console.log(summaryMarkdown(summary, { top: Number(options.top), title: `${build.name} ${layer}` }));
      }
      inspector.close();
    }
  }
} finally {
  for (const build of builds) await build.shop.dispose();
  await plain.server.dispose();
}
