#!/usr/bin/env node
/**
 * What `npm start` and `npm test` both need before the Worker runs: local secrets (.dev.vars from
 * the example, if missing), the storefront build, the local D1 migrated and seeded with the demo
 * shop. `--bundle` also writes the Worker bundle (dist/) that the Miniflare tests load.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

export function run(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(".dev.vars")) copyFileSync(".dev.vars.example", ".dev.vars");
// wrangler.toml no longer says "development" (production is the default): a .dev.vars made
// before that gets the line, so `npm start` keeps the local outbox and test gateway.
if (!/^\s*ENVIRONMENT\s*=/m.test(readFileSync(".dev.vars", "utf8"))) {
  console.log("adding ENVIRONMENT=development to .dev.vars (local development only)");
  appendFileSync(".dev.vars", "\nENVIRONMENT=development\n");
}
run("npx", ["remix", "vite:build"]);
if (process.argv.includes("--bundle")) run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", "dist"]);
run("npm", ["run", "db:migrate"]);
run("npm", ["run", "db:seed"]);
