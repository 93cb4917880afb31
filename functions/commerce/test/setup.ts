/** Each test file starts from the migrated, empty schema; files that need the demo shop seed it (test/shop.ts). */
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
