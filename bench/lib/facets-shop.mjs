/**
 * The facets benchmark's shop (bench/facets.mjs): the commerce service bundled into Miniflare
 * over a local D1 holding the demo generator's catalogue at N products, migrated as production
 * is. Loaded once into .wrangler/bench-facets/ and reused while N stays the same.
 *
 * Not loaded: product summaries and descriptions (search reads the index), SKUs (171 MB of SQL at 100 000 products ends in SQLITE_NOMEM in Miniflare's local
 * D1), orders, reviews, content. The option rows of product_facets that the SKU triggers would
 * write are written from the generated SKUs directly, with the same values and positions.
 */
import { resolve } from "node:path";
import { importCommerce } from "../../scripts/commerce-bundle.mjs";
import { commerceMiniflare, runStatements } from "./commerce-miniflare.mjs";

const LOADED_TABLES = /^INSERT INTO (products|categories|tags|collections|site_settings|search_(?:en|zh|zh_hk)) /;
/** Local D1 runs out of memory (SQLITE_NOMEM) on a VALUES list of about 8 000 rows, however short. */
const MAX_ROWS = 1000;
const MAX_STATEMENT_BYTES = 80_000;

const quote = (value) => (typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`);

/** Multi-row INSERTs of at most MAX_ROWS rows and MAX_STATEMENT_BYTES each. */
function insertStatements(table, columns, rows) {
  const statements = [];
  let values = [];
  let size = 0;
  const flush = () => {
    if (values.length) statements.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES ${values.join(",")}`);
    values = [];
    size = 0;
  };
  for (const row of rows) {
    const text = `(${row.map(quote).join(",")})`;
    if (values.length >= MAX_ROWS || size + text.length > MAX_STATEMENT_BYTES) flush();
    values.push(text);
    size += text.length + 1;
  }
  flush();
  return statements;
}

/** The rows the SKU triggers would write: each product's option values at their first SKU position. */
function optionFacetRows(skus) {
  const first = new Map();
  for (const sku of skus) {
    for (const [name, value] of Object.entries(sku.options)) {
      const key = JSON.stringify([sku.productId, `option:${name}`, value]);
      if (!first.has(key) || first.get(key) > sku.position) first.set(key, sku.position);
    }
  }
  return [...first].map(([key, position]) => [...JSON.parse(key), position]);
}

export async function benchShop(products) {
  return commerceMiniflare({
    state: resolve(import.meta.dirname, "../../.wrangler/bench-facets"),
    database: "bench-facets",
    loadedAs: products,
    load: (db) => loadShop(db, products),
  });
}

async function loadShop(db, products) {
  const { generateShop, shopStatements } = await importCommerce(
    'export { generateShop } from "./functions/commerce/demo/generate"; export { shopStatements } from "./functions/commerce/demo/sql";',
  );
  const shop = generateShop({ products });
  // A listing reads a product's title, not its summary or description (search reads the index,
  // made from the full texts by the generator): left out, the database fits Miniflare's local D1.
  for (const product of shop.products) {
    product.summary = "";
    product.description = "";
    product.i18n = Object.fromEntries(
      Object.entries(product.i18n ?? {}).map(([language, texts]) => [language, { title: texts.title }]),
    );
  }
  await runStatements(db, [
    ...shopStatements(shop).filter((sql) => LOADED_TABLES.test(sql)),
    // Brand rows come from product_categories through its trigger, as in a real shop.
    ...insertStatements(
      "product_categories",
      ["product_id", "category_id"],
      shop.productCategories.map((r) => [r.productId, r.categoryId]),
    ),
    ...insertStatements(
      "product_tags",
      ["product_id", "tag_id"],
      shop.productTags.map((r) => [r.productId, r.tagId]),
    ),
    ...insertStatements(
      "collection_products",
      ["collection_id", "product_id", "position"],
      shop.collectionProducts.map((r) => [r.collectionId, r.productId, r.position]),
    ),
    ...insertStatements(
      "product_facets",
      ["product_id", "facet", "value", "position"],
      optionFacetRows(shop.productSkus),
    ),
  ]);
  await db
    .prepare("ANALYZE")
    .run()
    .catch(() => undefined);
}
