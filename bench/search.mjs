/**
 * Search benchmark: the commerce service in local workerd (Miniflare) over a generated shop of
 * 100 000 products, timing `search` and `search/suggest` the way the storefront calls them.
 * Not part of `npm test`; run `node bench/search.mjs [--products 100000] [--requests 400]`.
 *
 * Only the tables search reads are loaded (products, categories, articles, pages and the FTS
 * index): SKUs, reviews and the rest do not take part in a search and would only slow loading.
 * The database is kept in .wrangler/bench/ and reused while the product count stays the same.
 */
import { build } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { Miniflare } from "miniflare";
import { importCommerce } from "../scripts/commerce-bundle.mjs";

const { values: args } = parseArgs({
  options: { products: { type: "string", default: "100000" }, requests: { type: "string", default: "400" } },
});
const PRODUCTS = Number(args.products);
const REQUESTS = Number(args.requests);
const root = resolve(import.meta.dirname, "..");
const state = resolve(root, ".wrangler/bench");
const marker = resolve(state, `loaded-${PRODUCTS}`);
const LOADED_TABLES = /^INSERT INTO (products|categories|articles|article_categories|pages|search_\w+) /;

const bundle = await build({
  entryPoints: [resolve(root, "functions/commerce/index.ts")],
  bundle: true,
  format: "esm",
  platform: "neutral",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["module", "main"],
  write: false,
  logLevel: "silent",
});

if (!existsSync(marker)) rmSync(state, { recursive: true, force: true });
mkdirSync(state, { recursive: true });

const mf = new Miniflare({
  modules: [{ type: "ESModule", path: "commerce.mjs", contents: bundle.outputFiles[0].text }],
  compatibilityDate: "2026-07-01",
  compatibilityFlags: ["nodejs_compat"],
  d1Databases: { DB: "bench" },
  d1Persist: resolve(state, "d1"),
  bindings: { ADMIN_TOKEN: "bench-admin-token-0123456789abcdef", ENVIRONMENT: "production", API_ORIGIN: "", SESSION_SECRET: "bench-session-secret-0123456789abcdef" },
});
const db = await mf.getD1Database("DB");

if (!existsSync(marker)) {
  const started = Date.now();
  const migrations = readdirSync(resolve(root, "migrations")).filter((f) => f.endsWith(".sql")).sort();
  for (const file of migrations) {
    const sql = readFileSync(resolve(root, "migrations", file), "utf8");
    for (const statement of sql.split("--> statement-breakpoint")) {
      const text = statement.replace(/^\s*--.*$/gm, "").trim();
      if (text) await db.prepare(text).run();
    }
  }
  const { generateShop, shopStatements } = await importCommerce(
    'export { generateShop } from "./functions/commerce/demo/generate"; export { shopStatements } from "./functions/commerce/demo/sql";',
  );
  const statements = shopStatements(generateShop({ products: PRODUCTS })).filter((sql) => LOADED_TABLES.test(sql));
  for (let i = 0; i < statements.length; i += 20) {
    await db.batch(statements.slice(i, i + 20).map((sql) => db.prepare(sql)));
    process.stdout.write(`\rloading ${Math.min(i + 20, statements.length)}/${statements.length} statements`);
  }
  writeFileSync(marker, new Date().toISOString());
  console.log(`\nloaded ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const SEARCHES = [
  ["en", "cardigan"], ["en", "slim cardigan"], ["en", "merino wool"], ["en", "jacket"], ["en", "organic cotton shirt"],
  ["en", "boot"], ["en", "classic"], ["en", "linen dress"], ["en", "backpack"], ["en", "care"],
  ["zh", "开衫"], ["zh", "羊毛大衣"], ["zh-HK", "波鞋"], ["zh", "修身"], ["zh-HK", "背囊"],
];
const PREFIXES = [["en", "c"], ["en", "ca"], ["en", "car"], ["en", "jack"], ["en", "sl"], ["en", "mer"], ["en", "b"], ["zh", "修"], ["zh-HK", "外"], ["en", "tr"]];

async function time(path, body, language) {
  const started = performance.now();
  const response = await mf.dispatchFetch(`http://bench.test/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-lang": language },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.code !== 0) throw new Error(`${path} ${JSON.stringify(body)}: ${answer.msg}`);
  return { ms: performance.now() - started, total: answer.data.total ?? answer.data.length };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(name, cases, toBody, path) {
  for (const [language, q] of cases) await time(path, toBody(q), language);
  const samples = [];
  const perCase = new Map();
  let hits = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const [language, q] = cases[i % cases.length];
    const { ms, total } = await time(path, toBody(q), language);
    samples.push(ms);
    perCase.set(`${language}:${q}`, [...(perCase.get(`${language}:${q}`) ?? []), ms]);
    hits += total;
  }
  const [slowest, slowestSamples] = [...perCase].sort((a, b) => percentile(b[1], 50) - percentile(a[1], 50))[0];
  const f = (v) => v.toFixed(1).padStart(6);
  console.log(`${name.padEnd(15)} n=${REQUESTS}  p50 ${f(percentile(samples, 50))} ms  p95 ${f(percentile(samples, 95))} ms  p99 ${f(percentile(samples, 99))} ms  max ${f(Math.max(...samples))} ms  (avg hits ${(hits / REQUESTS).toFixed(0)}; slowest "${slowest}" p50 ${percentile(slowestSamples, 50).toFixed(1)} ms)`);
}

const { results } = await db.prepare("SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM search_en) + (SELECT count(*) FROM search_zh) + (SELECT count(*) FROM search_zh_hk) AS rows").all();
console.log(`shop: ${results[0].products} products, ${results[0].rows} search rows`);
await measure("search", SEARCHES, (q) => ({ q }), "search");
await measure("search/suggest", PREFIXES, (q) => ({ q }), "search/suggest");
await mf.dispose();
