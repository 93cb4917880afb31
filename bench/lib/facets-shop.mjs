/**
 * The facets benchmark's shop (bench/facets.mjs): the commerce service bundled into Miniflare
 * over a local D1 holding the demo generator's catalogue at N products, migrated as production
 * is. Loaded once into .wrangler/bench-facets/ and reused while N and the migrations stay the same.
 *
 * Not loaded: product summaries and descriptions (search reads the index), SKUs (171 MB of SQL at 100 000 products ends in SQLITE_NOMEM in Miniflare's local
 * D1), orders, reviews, content. The option rows of product_facets that the SKU triggers would
 * write are written from the generated SKUs directly, with the same values and positions.
 */
import { build } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { Miniflare } from "miniflare";
import { importCommerce } from "../../scripts/commerce-bundle.mjs";

const root = resolve(import.meta.dirname, "../..");
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
  const state = resolve(root, ".wrangler/bench-facets");
  // Keyed on the last migration too: a database loaded before a migration (a new index that a
  // statement names, ADR 329) is loaded again rather than reused without it.
  const migrations = readdirSync(resolve(root, "migrations"))
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const marker = resolve(state, `loaded-${products}-${migrations.at(-1).replace(/\.sql$/, "")}`);
  const bundle = await build({
    // Only the service's handler: the entry's other exports (queues, classes) are not Worker handlers.
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
    d1Databases: { DB: "bench-facets" },
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
    const statements = [
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
    ];
    for (let i = 0; i < statements.length; i += 20) {
      await db.batch(statements.slice(i, i + 20).map((sql) => db.prepare(sql)));
      process.stdout.write(`\rloading ${Math.min(i + 20, statements.length)}/${statements.length} statements`);
    }
    await db
      .prepare("ANALYZE")
      .run()
      .catch(() => undefined);
    writeFileSync(marker, new Date().toISOString());
    console.log(`\nloaded ${products} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return { mf, db };
}
