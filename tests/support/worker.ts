/**
 * The built Worker (dist/worker.js, from `wrangler deploy --dry-run`) in Miniflare, with the
 * local D1 that `npm run db:migrate` and `npm run db:seed` prepared. `apiOrigin` points the
 * Worker at another backend instead of the embedded one (fault injection).
 */
import { Miniflare } from "miniflare";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const WORKER_BUNDLE = "dist/worker.js";
const D1_PERSIST = ".wrangler/state/v3/d1";
const DATABASE_ID = "00000000-0000-0000-0000-000000000000";

/**
 * `bindings` adds or overrides vars and secrets (ENVIRONMENT, provider secrets, …).
 * `ownData` runs on a copy of the local D1, for a test that changes shop-wide settings which the
 * other test files, running at the same time on the shared D1, must not see.
 */
/** The secret test Workers are started with (tests mint human checks with it: support/human-check.ts). */
export const TEST_SESSION_SECRET = "test-session-secret";

export async function startWorker(options: { apiOrigin?: string; bindings?: Record<string, string>; ownData?: boolean } = {}) {
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
    durableObjects: { VISITOR_SOCKET: { className: "VisitorSocket", useSQLite: true } },
    bindings: {
      API_ORIGIN: options.apiOrigin ?? "",
      ENVIRONMENT: "test",
      ADMIN_TOKEN: "test-admin-token",
      SESSION_SECRET: TEST_SESSION_SECRET,
      ...options.bindings,
    },
  });
  const url = await mf.ready;
  return {
    mf,
    url: url.toString().replace(/\/$/, ""),
    fetch: (path: string, init?: RequestInit) => mf.dispatchFetch(new URL(path, url).toString(), { redirect: "manual", ...init } as never),
    dispose: async () => {
      await mf.dispose();
      if (copy) rmSync(copy, { recursive: true, force: true });
    },
  };
}

export type TestWorker = Awaited<ReturnType<typeof startWorker>>;
