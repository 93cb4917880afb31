/** `npx drizzle-kit generate --config functions/commerce/drizzle.config.ts` writes the next migration. */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./functions/commerce/db/schema/index.ts",
  out: "./migrations",
});
