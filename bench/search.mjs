/**
 * Search benchmark: the commerce service in local workerd (Miniflare) over the demo shop's
 * generator at 100 000 products, timing `search` and `search/suggest` the way the storefront
 * calls them. Only the tables search reads are loaded (products, categories, articles, pages and
 * the FTS index): the whole generated database (SKUs alone are 171 MB of SQL at this size) ends
 * in SQLITE_NOMEM in Miniflare's local D1 while loading, so the full database cannot be measured
 * here; SKUs, reviews and the rest take no part in a search. Each request draws a new term at random from the catalogue's own
 * vocabulary (functions/commerce/demo/vocabulary.ts: nouns, adjectives, materials, colours,
 * categories, brands, tags, in English, Simplified and Hong Kong Chinese), from a seeded generator
 * (`--seed`), so runs repeat exactly but no term is warmed by a previous identical request.
 * Not part of `npm test`; run `node bench/search.mjs [--products 100000] [--requests 400] [--seed N]`.
 *
 * The database is kept in .wrangler/bench/ and reused while the product count stays the same.
 */
import { build } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { Miniflare } from "miniflare";
import { importCommerce } from "../scripts/commerce-bundle.mjs";
import { searchTerms } from "./lib/search-terms.mjs";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    requests: { type: "string", default: "400" },
    seed: { type: "string", default: "20261124" },
  },
});
const PRODUCTS = Number(args.products);
const REQUESTS = Number(args.requests);
const SEED = Number(args.seed);
const root = resolve(import.meta.dirname, "..");
const state = resolve(root, ".wrangler/bench");
const marker = resolve(state, `loaded-${PRODUCTS}`);
const LOADED_TABLES = /^INSERT INTO (products|categories|articles|article_categories|pages|search_\w+) /;

const bundle = await build({
  // Only the service's handler: the entry's other exports (queues, Durable Object classes) are
  // not Worker handlers, and Miniflare refuses a module whose exports it cannot serve.
  stdin: { contents: 'export { default } from "./functions/commerce/index.ts";', resolveDir: root, loader: "ts" },
  bundle: true,
  format: "esm",
  platform: "neutral",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["module", "main"],
  // The Durable Object classes import the runtime module; workerd provides it.
  external: ["cloudflare:*"],
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
  bindings: {
    ADMIN_TOKEN: "bench-admin-token-0123456789abcdef",
    ENVIRONMENT: "production",
    API_ORIGIN: "",
    SESSION_SECRET: "bench-session-secret-0123456789abcdef",
  },
});
const db = await mf.getD1Database("DB");

if (!existsSync(marker)) {
  const started = Date.now();
  const migrations = readdirSync(resolve(root, "migrations"))
    .filter((f) => f.endsWith(".sql"))
    .sort();
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

/** `draw()` gives the next [language, term]; 20 requests of another stream warm the isolate first. */
async function measure(name, path, draw, warm) {
  for (let i = 0; i < 20; i++) {
    const [language, q] = warm();
    await time(path, { q }, language);
  }
  const samples = [];
  const distinct = new Set();
  let hits = 0;
  let slowest = { ms: 0, term: "" };
  for (let i = 0; i < REQUESTS; i++) {
    const [language, q] = draw();
    const { ms, total } = await time(path, { q }, language);
    samples.push(ms);
    distinct.add(`${language}:${q}`);
    hits += total;
    if (ms > slowest.ms) slowest = { ms, term: `${language}:${q}` };
  }
  const f = (v) => v.toFixed(1).padStart(6);
  console.log(
    `${name.padEnd(15)} n=${REQUESTS}  p50 ${f(percentile(samples, 50))} ms  p95 ${f(percentile(samples, 95))} ms  p99 ${f(percentile(samples, 99))} ms  max ${f(Math.max(...samples))} ms  (distinct terms ${distinct.size}; avg hits ${(hits / REQUESTS).toFixed(0)}; slowest "${slowest.term}")`,
  );
}

const { results } = await db
  .prepare(
    "SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM search_en) + (SELECT count(*) FROM search_zh) + (SELECT count(*) FROM search_zh_hk) AS rows",
  )
  .all();
console.log(`shop: ${results[0].products} products, ${results[0].rows} search rows; random terms, seed ${SEED}`);
const terms = await searchTerms(SEED);
const warm = await searchTerms(SEED + 1);
await measure("search", "search", terms.query, warm.query);
await measure("search/suggest", "search/suggest", terms.prefix, warm.prefix);
await mf.dispose();
