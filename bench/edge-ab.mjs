#!/usr/bin/env node
/**
 * Two builds of the shop's Worker on the edge paths of issue 28, measured in alternating rounds
 * (A, B, then B, A …) so both see the same machine load: the anonymous product page from the
 * isolate's memory and from the Cache API, and the stitched product page of a signed-in shopper
 * and of a visitor with a cart; each as requests per second at 50 connections
 * (lib/throughput.mjs), with the plain Worker behind the router once per round. Prints the
 * medians over rounds and the median of B ÷ A (ADR 326).
 *
 *   node bench/edge-ab.mjs <bundle A> <bundle B> [rounds=4] [seconds=3] [figures=memory,cache,signed,visitor,plain]
 *
 * A bundle is a folder holding an entry.js (e.g. a copy of dist/ taken before a change).
 * A page stays in the isolate's memory for a minute: with long runs the memory figure becomes a
 * Cache API figure, which the layer column shows.
 */
import { startShop, startPlainWorker } from "./lib/servers.mjs";
import { createBenchShopper, createBenchVisitor } from "./lib/shopper.mjs";
import { load } from "./lib/throughput.mjs";
import { evictFromMemory } from "./lib/cache-layers.mjs";
const [a, b] = [process.argv[2], process.argv[3]];
const rounds = Number(process.argv[4] ?? 4);
const seconds = Number(process.argv[5] ?? 3);
const only = (process.argv[6] ?? "memory,cache,signed,visitor,plain").split(",");
const PATH = "/product/slim-cardigan-1";
async function setup(bundle) {
  const shop = await startShop({ bundle });
  const shopper = await createBenchShopper(shop);
  const visitor = await createBenchVisitor(shop);
  const stamp = Date.now();
  const mem = `${shop.url}${PATH}?m=${stamp}`;
  const cached = `${shop.url}${PATH}?c=${stamp}`;
  await (await fetch(cached)).text();
  await new Promise((d) => setTimeout(d, 300));
  if (only.includes("cache")) await evictFromMemory(cached);
  await (await fetch(mem)).text();
  await new Promise((d) => setTimeout(d, 300));
  return {
    shop,
    targets: {
      memory: [mem, {}],
      cache: [cached, {}],
      signed: [shop.url + PATH, { cookie: shopper.cookie }],
      visitor: [shop.url + PATH, { cookie: visitor.cookie }],
    },
  };
}
const plain = await startPlainWorker({ behindAssets: true });
const A = await setup(a),
  B = await setup(b);
const res = {};
const median = (v) => [...v].sort((x, y) => x - y)[Math.floor(v.length / 2)];
try {
  for (let r = 0; r < rounds; r++) {
    for (const name of only) {
      const order =
        r % 2
          ? [
              ["b", B],
              ["a", A],
            ]
          : [
              ["a", A],
              ["b", B],
            ];
      if (name === "plain") {
        const m = await load(plain.url + PATH, { seconds });
        (res.plain ??= { a: [], b: [] }).a.push(m.requestsPerSecond);
        continue;
      }
      for (const [k, S] of order) {
        const [url, headers] = S.targets[name];
        let m;
        try {
          m = await load(url, { headers, seconds });
        } catch (e) {
          console.error("FAILED", name, k, r, e.message);
          throw e;
        }
        const layers = Object.keys(m.layers).join("/");
        res[name] ??= { a: [], b: [], p99: { a: [], b: [] }, layers: {} };
        res[name][k].push(m.requestsPerSecond);
        res[name].p99[k].push(m.latencyMs.p99);
        res[name].layers[k] = layers;
        if (m.failures) console.error("FAILURES", name, k, m.failed);
      }
    }
    console.error(
      "round",
      r,
      JSON.stringify(
        Object.fromEntries(Object.entries(res).map(([k, v]) => [k, [v.a.at(-1)?.toFixed(0), v.b.at(-1)?.toFixed(0)]])),
      ),
    );
  }
  const plainMed = res.plain ? median(res.plain.a) : null;
  console.log(`| figure | A req/s | B req/s | B÷A (median of rounds) | A p99 | B p99 | A÷plain | B÷plain |`);
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`);
  for (const [name, v] of Object.entries(res)) {
    if (name === "plain") {
      console.log(`| plain behind router | ${plainMed.toFixed(0)} | | | | | | |`);
      continue;
    }
    const ratios = v.a.map((x, i) => v.b[i] / x);
    console.log(
      `| ${name} (${v.layers.a} / ${v.layers.b}) | ${median(v.a).toFixed(0)} | ${median(v.b).toFixed(0)} | ${median(ratios).toFixed(2)} | ${median(v.p99.a)} | ${median(v.p99.b)} | ${plainMed ? (median(v.a) / plainMed).toFixed(2) : ""} | ${plainMed ? (median(v.b) / plainMed).toFixed(2) : ""} |`,
    );
  }
} finally {
  await A.shop.dispose();
  await B.shop.dispose();
  await plain.dispose();
}
