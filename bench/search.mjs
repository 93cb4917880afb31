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
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { importCommerce } from "../scripts/commerce-bundle.mjs";
import { commerceMiniflare, runStatements } from "./lib/commerce-miniflare.mjs";
import { summaryLine } from "./lib/latency-summary.mjs";
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
const LOADED_TABLES = /^INSERT INTO (products|categories|articles|article_categories|pages|search_\w+) /;

const { mf, db } = await commerceMiniflare({
  state: resolve(import.meta.dirname, "../.wrangler/bench"),
  database: "bench",
  loadedAs: PRODUCTS,
  load: async (db) => {
    const { generateShop, shopStatements } = await importCommerce(
      'export { generateShop } from "./functions/commerce/demo/generate"; export { shopStatements } from "./functions/commerce/demo/sql";',
    );
    await runStatements(
      db,
      shopStatements(generateShop({ products: PRODUCTS })).filter((sql) => LOADED_TABLES.test(sql)),
    );
  },
});

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
  console.log(
    summaryLine(
      name,
      samples,
      `distinct terms ${distinct.size}; avg hits ${(hits / REQUESTS).toFixed(0)}; slowest "${slowest.term}"`,
    ),
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
