#!/usr/bin/env node
/**
 * `npm test`: prepare exactly as `npm start` does (build, migrate, seed) plus the Worker bundle,
 * then run every vitest suite (unit, commerce, worker, e2e) and print vitest's summary.
 */
import { spawnSync } from "node:child_process";

const prepare = spawnSync("node", ["scripts/prepare.mjs", "--bundle"], { stdio: "inherit" });
if (prepare.status !== 0) process.exit(prepare.status ?? 1);
const tests = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
process.exit(tests.status ?? 1);
