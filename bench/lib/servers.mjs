/**
 * The Workers under test, each in its own Miniflare (workerd) on a free loopback port.
 *
 * The shop runs from a snapshot taken right after the build: the Worker bundle, the client assets
 * and the seeded D1 are copied into a temporary folder, so a rebuild or reseed by someone else
 * in the same checkout cannot change the code or data half-way through the run. Static assets
 * are served by Miniflare's assets router before the Worker, as on Cloudflare (wrangler.toml
 * [assets]). See docs/decisions/030-bench-in-miniflare-on-a-snapshot.md.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Log, LogLevel, Miniflare } from "miniflare";
import { JOB_QUEUE_OPTIONS } from "./job-queues.mjs";

const root = resolve(import.meta.dirname, "../..");
const COMPATIBILITY_DATE = "2026-07-01";
const DATABASE_ID = "00000000-0000-0000-0000-000000000000";
/** The wrapped binding that delays each D1 round trip (the far shopper figure). */
const D1_DELAY = "bench-d1-delay";
/**
 * The Worker's Durable Object classes, as wrangler.toml binds them: one line per class. A class
 * the build does not export fails the start, so a line lands with the code that exports it.
 */
const DURABLE_OBJECTS = {
  VISITOR_SOCKET: { className: "VisitorSocket", useSQLite: true },
  STOCK: { className: "StockObject", useSQLite: true },
  CART: { className: "CartObject", useSQLite: true },
};

function serve(mf) {
  return mf.ready.then((url) => ({ url: url.toString().replace(/\/$/, ""), mf, dispose: () => mf.dispose() }));
}

/**
 * The shop as `npm start` serves it (ENVIRONMENT "development"), from a frozen copy of the build.
 * `vars` adds or overrides vars: the write bench sets CART_STORE ("durable-object", the default,
 * or "d1": docs/decisions/180) and STOCK_STORE with them.
 * `inspectorPort` (0: any free port) opens workerd's inspector and `bundle` names another folder
 * holding an entry.js (and its map) to run instead of dist/, both for bench/profile.mjs and for the
 * layer variants (variants.mjs). `d1DelayMs` puts the D1 binding behind a wrapper that delays each
 * round trip (d1-delay-binding.js, the far shopper): the Worker itself is unchanged.
 */
export async function startShop({ vars = {}, inspectorPort, bundle = resolve(root, "dist"), d1DelayMs = 0 } = {}) {
  const snapshot = mkdtempSync(join(tmpdir(), "bench-shop-"));
  cpSync(join(bundle, "entry.js"), join(snapshot, "entry.js"));
  // The map travels with the copy, so a profile names the sources of the code it ran.
  if (existsSync(join(bundle, "entry.js.map"))) cpSync(join(bundle, "entry.js.map"), join(snapshot, "entry.js.map"));
  cpSync(resolve(root, "build/client"), join(snapshot, "client"), { recursive: true });
  cpSync(resolve(root, ".wrangler/state/v3/d1"), join(snapshot, "d1"), { recursive: true });
  // Uploaded pictures too: reviews written by earlier browser tests point at them, and a missing
  // one is a 404 in the console, which Lighthouse's best-practices counts against the page.
  const r2 = resolve(root, ".wrangler/state/v3/r2");
  if (existsSync(r2)) cpSync(r2, join(snapshot, "r2"), { recursive: true });
  const shared = {
    host: "127.0.0.1",
    port: 0,
    ...(inspectorPort === undefined ? {} : { inspectorPort }),
    d1Persist: join(snapshot, "d1"),
    r2Persist: join(snapshot, "r2"),
    ...(process.env.SHOP_LOG
      ? {
          log: new Log(LogLevel.WARN),
          handleRuntimeStdio: (out, err) => {
            out.pipe(process.stdout);
            err.pipe(process.stderr);
          },
        }
      : {}),
  };
  const shopWorker = {
    name: "shop",
    modules: [{ type: "ESModule", path: join(snapshot, "entry.js") }],
    modulesRoot: snapshot,
    modulesRules: [{ type: "ESModule", include: ["**/*.js"] }],
    compatibilityDate: COMPATIBILITY_DATE,
    compatibilityFlags: ["nodejs_compat"],
    assets: { directory: join(snapshot, "client"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
    ...(d1DelayMs
      ? { wrappedBindings: { DB: { scriptName: D1_DELAY, bindings: { DELAY_MS: d1DelayMs } } } }
      : { d1Databases: { DB: DATABASE_ID } }),
    r2Buckets: { UPLOADS: "storefront-uploads" },
    // Cloudflare Images (wrangler.toml [images]): stored photos resized per page, locally by sharp.
    images: { binding: "IMAGES" },
    durableObjects: DURABLE_OBJECTS,
    // Background jobs (visitor reports, search rows, provider mail) through the queue, as deployed.
    ...JOB_QUEUE_OPTIONS,
    bindings: {
      API_ORIGIN: "",
      ENVIRONMENT: "development",
      ADMIN_TOKEN: "bench-admin-token",
      SESSION_SECRET: "bench-session-secret",
      ...vars,
    },
  };
  const delayWorker = {
    name: D1_DELAY,
    // A wrapped binding runs with the compatibility date of the Worker it is bound to.
    modules: [{ type: "ESModule", path: resolve(import.meta.dirname, "d1-delay-binding.js") }],
    d1Databases: { INNER: DATABASE_ID },
  };
  const mf = new Miniflare({ ...shared, workers: d1DelayMs ? [shopWorker, delayWorker] : [shopWorker] });
  const server = await serve(mf);
  // `mf` lets a caller reach the copy's D1 (the load test and the bench add their customers there).
  return {
    ...server,
    mf,
    snapshot,
    /** The snapshot's D1 itself (behind the far shopper's delay, the real one without it). */
    database: () => (d1DelayMs ? mf.getD1Database("INNER", D1_DELAY) : mf.getD1Database("DB")),
    dispose: async () => {
      await server.dispose();
      rmSync(snapshot, { recursive: true, force: true });
    },
  };
}

/**
 * bench/plain-worker.js: the same runtime and options, no framework, no data. With
 * `behindAssets`, it sits behind Miniflare's static-assets router over the shop's client build,
 * as the shop does: that router costs a large share of a trivial Worker's throughput here, so
 * this is the like-for-like reference for the shop's pages (reported beside the bare one).
 * `inspectorPort` as for the shop (its isolate's profile: lib/isolate-cpu.mjs).
 */
export function startPlainWorker({ behindAssets = false, inspectorPort } = {}) {
  return serve(
    new Miniflare({
      host: "127.0.0.1",
      port: 0,
      ...(inspectorPort === undefined ? {} : { inspectorPort }),
      modules: [{ type: "ESModule", path: resolve(import.meta.dirname, "../plain-worker.js") }],
      modulesRoot: resolve(import.meta.dirname, ".."),
      compatibilityDate: COMPATIBILITY_DATE,
      compatibilityFlags: ["nodejs_compat"],
      ...(behindAssets
        ? {
            assets: {
              directory: resolve(root, "build/client"),
              binding: "ASSETS",
              routerConfig: { has_user_worker: true },
            },
          }
        : {}),
    }),
  );
}
