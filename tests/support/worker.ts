/**
 * The built Worker (dist/entry.js, from `wrangler deploy --dry-run`) in Miniflare, with the
 * local D1 that `npm run db:migrate` and `npm run db:seed` prepared. `apiOrigin` points the
 * Worker at another backend instead of the embedded one (fault injection). The Worker consumes
 * its own jobs queue, as deployed.
 */
import { Miniflare } from "miniflare";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JOB_QUEUE_OPTIONS } from "../../bench/lib/job-queues.mjs";

export const WORKER_BUNDLE = "dist/entry.js";
const D1_PERSIST = ".wrangler/state/v3/d1";
const DATABASE_ID = "00000000-0000-0000-0000-000000000000";

/** Secrets long enough for production mode (functions/worker/operator/configuration.ts). */
export const PRODUCTION_SECRETS = {
  ADMIN_TOKEN: "test-admin-token-for-production-mode-0123456789",
  SESSION_SECRET: "test-session-secret-for-production-mode-0123456789",
};

/**
 * `bindings` adds or overrides vars and secrets (ENVIRONMENT, provider secrets, …).
 * `production` boots the Worker as a deploy runs it: no ENVIRONMENT at all, production-strength
 * secrets (a binding set to "" is left out, e.g. `{ SESSION_SECRET: "" }` for a missing secret).
 * `ownData` runs on a copy of the local D1, for a test that changes shop-wide settings which the
 * other test files, running at the same time on the shared D1, must not see.
 */
/** The secret test Workers are started with (tests mint human checks with it: support/human-check.ts). */
export const TEST_SESSION_SECRET = "test-session-secret";

export async function startWorker(
  options: {
    apiOrigin?: string;
    bindings?: Record<string, string>;
    ownData?: boolean;
    production?: boolean;
    /** The Cloudflare Images binding (wrangler.toml [images]), run locally with sharp. */
    images?: boolean;
    /**
     * A folder for the Cache API's entries and the Durable Objects' storage, so a second Worker
     * (a fresh isolate, its memory empty) finds what the first stored, carts included.
     */
    persist?: string;
  } = {},
) {
  if (!existsSync(WORKER_BUNDLE)) throw new Error(`${WORKER_BUNDLE} is missing: run \`npm test\` (it builds first)`);
  const copy = options.ownData ? mkdtempSync(join(tmpdir(), "worker-d1-")) : null;
  if (copy) cpSync(D1_PERSIST, copy, { recursive: true });
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: WORKER_BUNDLE }],
    modulesRules: [{ type: "ESModule", include: ["**/*.js"] }],
    compatibilityDate: "2026-07-01",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: DATABASE_ID },
    d1Persist: copy ?? D1_PERSIST,
    r2Buckets: ["UPLOADS"],
    r2Persist: false,
    ...(options.images ? { images: { binding: "IMAGES" } } : {}),
    ...(options.persist
      ? { cachePersist: join(options.persist, "cache"), durableObjectsPersist: join(options.persist, "do") }
      : {}),
    durableObjects: {
      VISITOR_SOCKET: { className: "VisitorSocket", useSQLite: true },
      STOCK: { className: "StockObject", useSQLite: true },
      CART: { className: "CartObject", useSQLite: true },
    },
    // The jobs queue and its dead-letter queue, consumed by the same Worker (docs/decisions/185).
    ...JOB_QUEUE_OPTIONS,
    bindings: workerBindings(options),
  });
  const url = await mf.ready;
  return {
    mf,
    url: url.toString().replace(/\/$/, ""),
    fetch: (path: string, init?: RequestInit) =>
      mf.dispatchFetch(new URL(path, url).toString(), { redirect: "manual", ...init } as never),
    dispose: async () => {
      await mf.dispose();
      if (copy) rmSync(copy, { recursive: true, force: true });
    },
  };
}

function workerBindings(options: {
  apiOrigin?: string;
  bindings?: Record<string, string>;
  production?: boolean;
}): Record<string, string> {
  const base: Record<string, string> = options.production
    ? { API_ORIGIN: options.apiOrigin ?? "", ...PRODUCTION_SECRETS }
    : {
        API_ORIGIN: options.apiOrigin ?? "",
        ENVIRONMENT: "test",
        ADMIN_TOKEN: "test-admin-token",
        SESSION_SECRET: TEST_SESSION_SECRET,
      };
  const merged: Record<string, string> = { ...base, ...options.bindings };
  if (options.production)
    for (const [name, value] of Object.entries(merged)) if (value === "" && name !== "API_ORIGIN") delete merged[name];
  return merged;
}

export type TestWorker = Awaited<ReturnType<typeof startWorker>>;
