/**
 * The commerce suite (the backend's tests beside its code) runs inside workerd
 * (@cloudflare/vitest-plugin) with a real D1: migrations are applied and the demo shop is
 * generated once per test file (functions/commerce/test/setup.ts). Carts live in Durable Objects
 * (CART_STORE's default); the "commerce-d1-carts" project (vitest.commerce-d1-carts.config.ts)
 * runs every test that touches cart lines again with CART_STORE "d1", so both stores pass the
 * same suite (ADR 180).
 */
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type ViteUserConfig } from "vitest/config";

const root = import.meta.dirname;

/** The test files that read or write cart lines (calls, checkout, sign-in merge, buy again, summary). */
export const CART_TESTS = [
  "functions/commerce/cart/**/*.test.ts",
  "functions/commerce/checkout/**/*.test.ts",
  "functions/commerce/orders/buy-again.test.ts",
  "functions/commerce/shopper/**/*.test.ts",
  "functions/commerce/test/idor.test.ts",
  "functions/commerce/test/round-trips.test.ts",
];

export async function commerceProject(options: {
  name: string;
  cartStore: "durable-object" | "d1";
  include: string[];
}): Promise<ViteUserConfig> {
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        // The Durable Objects the backend calls are exported from this entry (the Worker's own
        // entry needs the Remix build): the per-SKU stock objects (ADR 182) and the carts (ADR 180).
        main: path.join(root, "functions/commerce/test/durable-objects.ts"),
        miniflare: {
          compatibilityDate: "2026-07-01",
          compatibilityFlags: ["nodejs_compat"],
          // REPLICA: a second database, the lagging read replica of functions/commerce/test/simulated-replica.ts (ADR 175).
          d1Databases: ["DB", "REPLICA"],
          r2Buckets: ["UPLOADS"],
          durableObjects: {
            STOCK: { className: "StockObject", useSQLite: true },
            CART: { className: "CartObject", useSQLite: true },
          },
          bindings: {
            ADMIN_TOKEN: "test-admin-token",
            ENVIRONMENT: "test",
            API_ORIGIN: "",
            CART_STORE: options.cartStore,
            SESSION_SECRET: "test",
            TEST_MIGRATIONS: migrations,
          },
        },
      }),
    ],
    test: {
      name: options.name,
      root,
      include: options.include,
      setupFiles: ["functions/commerce/test/setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig(() =>
  commerceProject({ name: "commerce", cartStore: "durable-object", include: ["functions/commerce/**/*.test.ts"] }),
);
