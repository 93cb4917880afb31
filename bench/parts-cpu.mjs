#!/usr/bin/env node
/**
 * CPU the whole workerd process spends per signed-in stitched product page, for two builds in
 * alternating rounds (ADR 382). The isolate's V8 profile (bench/profile.mjs) misses the work
 * outside the shop's isolate — the D1 service, the cart's Durable Object, the socket I/O — so
 * this reads the process's own CPU time (/proc/<pid>/stat, user + system) around each round:
 * a figure that does not depend on how busy the rest of the machine is. Linux only.
 *
 *   node bench/parts-cpu.mjs <bundle A> <bundle B> [rounds=6] [requests=300] [figures=signed,visitor]
 */
import { startShop } from "./lib/servers.mjs";
import { processCpuMs, startedWithPid } from "./lib/process-cpu.mjs";
import { createBenchShopper, createBenchVisitor } from "./lib/shopper.mjs";

const [a, b] = [process.argv[2], process.argv[3]];
const rounds = Number(process.argv[4] ?? 6);
const requests = Number(process.argv[5] ?? 300);
const figures = (process.argv[6] ?? "signed,visitor").split(",");
const PATH = "/product/slim-cardigan-1";
async function setup(bundle) {
  const { server: shop, pid } = await startedWithPid(() => startShop({ bundle }));
  const shopper = await createBenchShopper(shop);
  const visitor = await createBenchVisitor(shop);
  return { shop, pid, targets: { signed: shopper.cookie, visitor: visitor.cookie } };
}

async function round(build, cookie) {
  let next = 0;
  const url = build.shop.url + PATH;
  const worker = async () => {
    while (next++ < requests) {
      const response = await fetch(url, { headers: { cookie, "accept-encoding": "gzip, deflate, br" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
    }
  };
  const started = processCpuMs(build.pid);
  await Promise.all(Array.from({ length: 10 }, worker));
  return (processCpuMs(build.pid) - started) / requests;
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const A = await setup(a);
const B = await setup(b);
try {
  for (const figure of figures) {
    await round(A, A.targets[figure]);
    await round(B, B.targets[figure]);
    const ms = { a: [], b: [] };
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 ? ["b", "a"] : ["a", "b"];
      for (const name of order)
        ms[name].push(await round(name === "a" ? A : B, (name === "a" ? A : B).targets[figure]));
    }
    const ratios = ms.a.map((value, index) => ms.b[index] / value);
    console.log(
      `${figure}: workerd CPU ms/request A ${ms.a.map((v) => v.toFixed(2)).join(" ")} | B ${ms.b.map((v) => v.toFixed(2)).join(" ")}` +
        ` | medians A ${median(ms.a).toFixed(2)} B ${median(ms.b).toFixed(2)} | B÷A median ${median(ratios).toFixed(2)}`,
    );
  }
} finally {
  await A.shop.dispose();
  await B.shop.dispose();
}
