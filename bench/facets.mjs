/**
 * Facets benchmark (issue 29): the commerce service in local workerd (Miniflare) over the demo
 * shop's generator at 100 000 products, timing `product/list` with `facets` the way a listing
 * page asks for it: the page of results, its total and every facet's counts, in one call.
 *
 * - "facets": a category, tag or collection listing with three facets selected (drawn from
 *   colours, sizes, brands, a price band, a rating, in stock; several values within one);
 * - "facets+search": `q` (a term from the catalogue's vocabulary, bench/lib/search-terms.mjs) with
 *   two facets selected.
 *
 * As in bench/search.mjs, the SKUs are not loaded (171 MB of SQL at this size ends in SQLITE_NOMEM
 * in Miniflare's local D1): the facet rows the SKUs' triggers would write (migrations/0073) are
 * written straight from the generated SKUs instead; brands come from product_categories through
 * its trigger. Each request draws its own selection from a seeded generator (`--seed`).
 * Not part of `npm test`; `node bench/facets.mjs [--products 100000] [--requests 400] [--seed N]`.
 * The database is kept in .wrangler/bench-facets/ and reused while the product count and the migrations stay the same.
 */
import { parseArgs } from "node:util";
import { importCommerce } from "../scripts/commerce-bundle.mjs";
import { benchShop } from "./lib/facets-shop.mjs";
import { summaryLine } from "./lib/latency-summary.mjs";
import { searchTerms } from "./lib/search-terms.mjs";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    requests: { type: "string", default: "400" },
    seed: { type: "string", default: "20261127" },
  },
});
const PRODUCTS = Number(args.products);
const REQUESTS = Number(args.requests);
const SEED = Number(args.seed);

const { mf, db } = await benchShop(PRODUCTS);
const { vocabulary, seededRandom } = await importCommerce(
  'export * as vocabulary from "./functions/commerce/demo/vocabulary"; export { seededRandom } from "./functions/commerce/demo/random";',
);
const { CATEGORY_TREE, COLOURS, BRANDS, TAGS, COLLECTIONS } = vocabulary;
const { results: sizeRows } = await db
  .prepare("SELECT DISTINCT value FROM product_facets WHERE facet = 'option:Size'")
  .all();
const SIZES = sizeRows.map((row) => row.value);
const COLOUR_NAMES = Object.values(COLOURS).map((names) => names[0]);
const LANGUAGES = ["en", "zh", "zh-HK"];
/** Round bands in minor units, as the storefront asks for them. */
const PRICE_RANGES = [{ max: 4999 }, { min: 5000, max: 9999 }, { min: 10000, max: 19999 }, { min: 20000 }];

function selections(random) {
  const some = (list, most) => random.sample(list, random.int(1, most));
  return {
    colour: (f) => ({ ...f, options: { ...f.options, Colour: some(COLOUR_NAMES, 3) } }),
    size: (f) => ({ ...f, options: { ...f.options, Size: some(SIZES, 2) } }),
    brand: (f) => ({ ...f, brands: some(BRANDS, 2).map((brand) => brand.slug) }),
    price: (f) => {
      const range = random.pick(PRICE_RANGES);
      return { ...f, priceMin: range.min, priceMax: range.max };
    },
    rating: (f) => ({ ...f, ratingMin: random.int(1, 4) }),
    stock: (f) => ({ ...f, inStock: true }),
  };
}

function draw(random, facets) {
  const kinds = selections(random);
  let filters = {};
  for (const kind of random.sample(Object.keys(kinds), facets)) filters = kinds[kind](filters);
  return filters;
}

function listing(random) {
  const which = random.int(0, 3);
  if (which === 0) return { category: random.pick(CATEGORY_TREE).slug };
  if (which === 1) return { category: random.pick(random.pick(CATEGORY_TREE).children).slug };
  if (which === 2) return { tag: random.pick(TAGS).slug };
  return { collection: random.pick(COLLECTIONS).slug };
}

async function time(body, language) {
  const started = performance.now();
  const response = await mf.dispatchFetch("http://bench.test/api/web/product/list", {
    method: "POST",
    headers: { "content-type": "application/json", "x-lang": language },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.code !== 0 || !answer.data.facets) throw new Error(`product/list ${JSON.stringify(body)}: ${answer.msg}`);
  return { ms: performance.now() - started, total: answer.data.total };
}

async function measure(name, next) {
  for (let i = 0; i < 20; i++) await time(...next());
  const samples = [];
  let hits = 0;
  let slowest = { ms: 0, body: "" };
  for (let i = 0; i < REQUESTS; i++) {
    const [body, language] = next();
    const { ms, total } = await time(body, language);
    samples.push(ms);
    hits += total;
    if (ms > slowest.ms) slowest = { ms, body: JSON.stringify(body) };
  }
  console.log(summaryLine(name, samples, `avg results ${(hits / REQUESTS).toFixed(0)}; slowest ${slowest.body}`));
}

const { results } = await db
  .prepare("SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM product_facets) AS rows")
  .all();
console.log(`shop: ${results[0].products} products, ${results[0].rows} facet rows; random selections, seed ${SEED}`);
const random = seededRandom(SEED);
const terms = await searchTerms(SEED);
const facets = { priceRanges: PRICE_RANGES };
await measure("facets", () => [
  {
    ...listing(random),
    filters: draw(random, 3),
    facets,
    sort: random.pick(["newest", "price_asc", "sales", "rating"]),
  },
  random.pick(LANGUAGES),
]);
await measure("facets+search", () => {
  const [language, q] = terms.query();
  return [{ q, filters: draw(random, 2), facets }, language];
});
await mf.dispose();
