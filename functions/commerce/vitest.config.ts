/**
 * The commerce suite runs inside workerd (@cloudflare/vitest-plugin) with a real D1: migrations
 * are applied and the demo shop is generated once per test file (test/setup.ts).
 */
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        // The Durable Objects the backend calls are exported from this entry (the Worker's own
        // entry needs the Remix build): the per-SKU stock objects, docs/decisions/182.
        main: path.join(root, "functions/commerce/test/durable-objects.ts"),
        miniflare: {
          compatibilityDate: "2026-07-01",
          compatibilityFlags: ["nodejs_compat"],
          // REPLICA: a second database, the lagging read replica of test/simulated-replica.ts (ADR 175).
          d1Databases: ["DB", "REPLICA"],
          r2Buckets: ["UPLOADS"],
          durableObjects: { STOCK: { className: "StockObject", useSQLite: true } },
          bindings: {
            ADMIN_TOKEN: "test-admin-token",
            ENVIRONMENT: "test",
            API_ORIGIN: "",
            SESSION_SECRET: "test",
            TEST_MIGRATIONS: migrations,
          },
        },
      }),
    ],
    test: {
      name: "commerce",
      root,
      include: ["functions/commerce/**/*.test.ts"],
      setupFiles: ["functions/commerce/test/setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
});
