/** Types of the `cloudflare:test` module and the bindings the commerce suite adds (see vitest.commerce.config.ts at the root). */
/// <reference types="@cloudflare/vitest-plugin/types" />

declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Migrated by the tests that use it: the replica of test/simulated-replica.ts. */
    REPLICA: D1Database;
  }
}
