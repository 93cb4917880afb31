#!/usr/bin/env node
/**
 * `npm test`: build the storefront and the Worker bundle, prepare the local D1 exactly as
 * `npm start` does (migrations, demo shop), then run every vitest suite (unit, commerce,
 * worker, e2e) and print vitest's summary. Exits with vitest's code.
 */
import { spawnSync } from "node:child_process";

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npx", ["remix", "vite:build"]);
run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", "dist"]);
run("npm", ["run", "db:migrate"]);
run("npm", ["run", "db:seed"]);
run("npx", ["vitest", "run", ...process.argv.slice(2)]);
