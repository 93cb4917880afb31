/**
 * The commerce service alone in local workerd (Miniflare) over a persisted local D1, migrated as
 * production is, for the benchmarks that time backend calls over a large generated catalogue
 * (bench/search.mjs, bench/facets.mjs). The database is loaded once by the caller's `load` and
 * kept in `state` while the marker for the same `loadedAs` (the product count) and the same last
 * migration is there.
 */
import { build } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { Miniflare } from "miniflare";

const root = resolve(import.meta.dirname, "../..");

/** The service's handler only: the entry's other exports (queues, Durable Object classes) are not
 * Worker handlers, and Miniflare refuses a module whose exports it cannot serve. */
async function commerceBundle() {
  const bundle = await build({
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
  return bundle.outputFiles[0].text;
}

function migrationFiles() {
  return readdirSync(resolve(root, "migrations"))
    .filter((f) => f.endsWith(".sql"))
    .sort();
}

async function migrate(db) {
  for (const file of migrationFiles()) {
    const sql = readFileSync(resolve(root, "migrations", file), "utf8");
    for (const statement of sql.split("--> statement-breakpoint")) {
      const text = statement.replace(/^\s*--.*$/gm, "").trim();
      if (text) await db.prepare(text).run();
    }
  }
}

/** Runs SQL statements 20 to a batch, showing how far it got. */
export async function runStatements(db, statements) {
  for (let i = 0; i < statements.length; i += 20) {
    await db.batch(statements.slice(i, i + 20).map((sql) => db.prepare(sql)));
    process.stdout.write(`\rloading ${Math.min(i + 20, statements.length)}/${statements.length} statements`);
  }
}

/**
 * `{ mf, db }`: the service with its D1 as `DB` (`database` names it), in production mode.
 * `load(db)` fills a freshly migrated database; it is skipped while `state` holds the marker.
 */
export async function commerceMiniflare({ state, database, loadedAs, load }) {
  // Keyed on the last migration too: a database loaded before a migration (a new index that a
  // statement names, ADR 329) is loaded again rather than reused without it.
  const lastMigration = migrationFiles()
    .at(-1)
    .replace(/\.sql$/, "");
  const marker = resolve(state, `loaded-${loadedAs}-${lastMigration}`);
  const contents = await commerceBundle();
  if (!existsSync(marker)) rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: "commerce.mjs", contents }],
    compatibilityDate: "2026-07-01",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: database },
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
    await migrate(db);
    await load(db);
    writeFileSync(marker, new Date().toISOString());
    console.log(`\nloaded ${loadedAs} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return { mf, db };
}
