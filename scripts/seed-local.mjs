/**
 * Seeds the LOCAL D1 with the demo shop, once: when the products table already has rows it does
 * nothing, so `npm start` can run it every time. Run after `npm run db:migrate`.
 *
 *   node scripts/seed-local.mjs [--products 240] [--seed 20260601] [--persist-to DIR] [--sql-only FILE]
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { importCommerce } from "./commerce-bundle.mjs";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "240" },
    seed: { type: "string", default: "20260601" },
    "persist-to": { type: "string" },
    "sql-only": { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (args.help) {
  console.log("Usage: node scripts/seed-local.mjs [--products N] [--seed N] [--persist-to DIR] [--sql-only FILE]");
  process.exit(0);
}

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const wranglerBin = resolve(root, "node_modules/wrangler/bin/wrangler.js");

function wrangler(...wranglerArgs) {
  const persist = args["persist-to"] ? ["--persist-to", args["persist-to"]] : [];
  const run = spawnSync(
    process.execPath,
    [wranglerBin, "d1", "execute", "DB", "--local", ...persist, ...wranglerArgs],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    throw new Error(`wrangler d1 execute failed (exit ${run.status}); did you run \`npm run db:migrate\`?`);
  }
  return run.stdout;
}

const products = Number(args.products);
const seed = Number(args.seed);
const started = Date.now();
const { generateShop, shopStatements } = await importCommerce(
  'export { generateShop } from "./functions/commerce/demo/generate"; export { shopStatements } from "./functions/commerce/demo/sql";',
);
const sql = shopStatements(generateShop({ products, seed })).join("\n");

if (args["sql-only"]) {
  writeFileSync(args["sql-only"], sql);
  console.log(`Wrote the demo shop (${products} products) to ${args["sql-only"]}.`);
  process.exit(0);
}

const [{ results }] = JSON.parse(wrangler("--json", "--command", "SELECT count(*) AS n FROM products"));
if (results[0].n > 0) {
  console.log(`The local shop already has ${results[0].n} products; not seeding.`);
  process.exit(0);
}

const file = resolve(root, ".wrangler/seed/demo-shop.sql");
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, sql);
wrangler("--file", file, "--yes");
console.log(
  `Seeded the local shop: ${products} products, seed ${seed}, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
