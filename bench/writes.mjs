#!/usr/bin/env node
/**
 * `npm run bench -- --writes` (or `npm run bench:writes`): the write ceiling, measured. Drives
 * cart changes and checkouts at rising numbers of concurrent signed-in shoppers against the built
 * Worker in Miniflare on a snapshot of the local D1 (one database, as in production), once per
 * store configuration (carts, and stock, in D1 or in Durable Objects: the CART_STORE and
 * STOCK_STORE vars), and writes bench/results/writes.{md,json}. Each configuration gets its own
 * fresh snapshot. A configuration whose answers name another store than asked (x-cart-store,
 * x-stock-store; no header means a build that keeps them in D1) is reported as not measured.
 *
 * Options: --seconds N per level (8), --levels 1,5,… (1,5,10,25,50,100), --skip-build,
 * --allow-dirty (the report is then stamped as not counting). Not part of `npm test`.
 */
import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { measuredCommit, root } from "./lib/clean-tree.mjs";
import { startShop } from "./lib/servers.mjs";
import { cpuBetween, cpuSnapshot, workerdPid } from "./lib/writes-cpu.mjs";
import { driveLevel, probeStores } from "./lib/writes-drive.mjs";
import { writeWritesReport } from "./lib/writes-report.mjs";
import { createCustomers, stockedSkus } from "./lib/writes-setup.mjs";
import { ceilingOf, levelFigures } from "./lib/writes-stats.mjs";

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    levels: { type: "string", default: "1,5,10,25,50,100" },
    "skip-build": { type: "boolean", default: false },
    "allow-dirty": { type: "boolean", default: false },
  },
});
const SECONDS = Number(options.seconds);
const LEVELS = options.levels.split(",").map(Number);

/** The columns: carts (and stock) in D1, or in a Durable Object per cart (per SKU). */
const CONFIGURATIONS = [
  { name: "carts in D1", stores: { cart: "d1", stock: "d1" } },
  { name: "carts in Durable Objects", stores: { cart: "durable-object", stock: "d1" } },
  { name: "carts and stock in Durable Objects", stores: { cart: "durable-object", stock: "durable-object" } },
];
const SCENARIOS = [
  { id: "cart", journey: "cart", title: "(a) cart changes", skuOf: (skus, index) => skus[index % skus.length] },
  {
    id: "checkout-spread",
    journey: "checkout",
    title: "(b) checkouts, a different product each",
    skuOf: (skus, index) => skus[index % skus.length],
  },
  { id: "checkout-one-sku", journey: "checkout", title: "(c) checkouts, all on one SKU", skuOf: (skus) => skus[0] },
];
/** A level where more than this share of calls failed ends its scenario: higher levels would measure refusals. */
const GIVE_UP_SHARE = 0.5;

const measured = measuredCommit();
const startedAt = new Date().toISOString();
if (!options["skip-build"]) {
  const prepared = spawnSync(process.execPath, ["scripts/prepare.mjs", "--bundle"], { cwd: root, stdio: "inherit" });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

async function measureScenario(shop, db, scenario, skus, stores, pid) {
  const levels = [];
  let stopped = null;
  for (const connections of LEVELS) {
    if (stopped) {
      levels.push({ connections, figures: null, stopped });
      continue;
    }
    const shoppers = await createCustomers(db, connections, `${scenario.id}-${connections}`);
    await pause(1000); // the previous level's queue drained
    const before = cpuSnapshot(pid);
    const run = await driveLevel({
      origin: shop.url,
      shoppers,
      journey: scenario.journey,
      skuOf: (index) => scenario.skuOf(skus, index),
      stores,
      seconds: SECONDS,
    });
    const figures = levelFigures(scenario.journey, run, cpuBetween(before, cpuSnapshot(pid)));
    levels.push({ connections, figures });
    console.log(
      `  ${scenario.id} × ${connections}: ${figures.writesPerSecond} writes/s, p99 ${figures.latencyMs.p99} ms, ${figures.failed} failed, waiting on D1 ${Math.round(figures.d1WaitShare * 100)} %, workerd ${Math.round((figures.cpu.workerd ?? 0) * 100)} %`,
    );
    if (figures.failed > GIVE_UP_SHARE * figures.requests)
      stopped = `stopped after ${connections} shoppers: ${figures.failed} of ${figures.requests} calls failed`;
  }
  return { id: scenario.id, title: scenario.title, levels, ceiling: ceilingOf(levels) };
}

async function measureConfiguration(config) {
  const vars = { CART_STORE: config.stores.cart, STOCK_STORE: config.stores.stock };
  console.log(`\n— ${config.name} (${JSON.stringify(vars)})`);
  const shop = await startShop({ vars });
  try {
    const db = await shop.mf.getD1Database("DB");
    const skus = await stockedSkus(db, Math.max(...LEVELS));
    const [prober] = await createCustomers(db, 1, "probe");
    const answered = await probeStores(shop.url, prober, skus[0]);
    const missing = ["cart", "stock"].find((store) => answered[store] !== config.stores[store]);
    if (missing)
      return {
        ...config,
        vars,
        answered,
        notMeasured: `this build has no ${config.stores[missing]} ${missing} store (asked ${config.stores[missing]}, answered by ${answered[missing]})`,
      };
    const pid = workerdPid();
    // Warm-up, not recorded: the first calls of each kind compile their code paths.
    const warm = await createCustomers(db, 5, "warm-up");
    await driveLevel({
      origin: shop.url,
      shoppers: warm,
      journey: "checkout",
      skuOf: (i) => skus[i],
      stores: answered,
      seconds: 2,
    });
    const scenarios = [];
    for (const scenario of SCENARIOS) scenarios.push(await measureScenario(shop, db, scenario, skus, answered, pid));
    return { ...config, vars, answered, distinctSkus: skus.length, scenarios };
  } finally {
    await shop.dispose();
  }
}

const configurations = [];
for (const config of CONFIGURATIONS) {
  const result = await measureConfiguration(config).catch((error) => ({ ...config, notMeasured: error.message }));
  if (result.notMeasured) console.log(`  not measured: ${result.notMeasured}`);
  configurations.push(result);
}
const results = {
  run: {
    startedAt,
    finishedAt: new Date().toISOString(),
    ...measured,
    cpus: cpus().length,
    node: process.versions.node,
  },
  options: { seconds: SECONDS, levels: LEVELS },
  configurations,
};
writeWritesReport(results);
console.log("\nreport in bench/results/writes.md");
