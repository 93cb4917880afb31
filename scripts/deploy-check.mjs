#!/usr/bin/env node
/**
 * `npm run deploy:check` (and .ci/run): what `wrangler deploy` would upload, checked before it
 * ever is. Runs `wrangler deploy --dry-run` on the built storefront and fails when
 * - the compressed bundle is over the Workers size limit (3 MiB gzip on the Free plan, 10 MiB on
 *   Paid; `--plan paid` raises it), or
 * - the production configuration would turn on a development feature: ENVIRONMENT set to
 *   "development" or "test", the removed TEST_CARD_GATEWAY switch, or any variable pointing at
 *   this machine (a fake provider's loopback URL left in wrangler.toml).
 * Production is the Worker's default when ENVIRONMENT is absent (functions/contract/environment.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const SIZE_LIMITS_KIB = { free: 3 * 1024, paid: 10 * 1024 };

/** "Total Upload: 3806.36 KiB / gzip: 812.78 KiB" → { total, gzip } in KiB. */
export function parseUploadSize(output) {
  const match = output.match(/Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/);
  return match ? { total: Number(match[1]), gzip: Number(match[2]) } : null;
}

/** `env.NAME ("value")   Environment Variable` lines → { NAME: value }. */
export function parseVariables(output) {
  const variables = {};
  for (const line of output.split("\n")) {
    const match = line.match(/^\s*env\.([A-Z0-9_]+)\s+\((.*)\)\s+Environment Variable\s*$/);
    if (match) variables[match[1]] = match[2].replace(/^"|"$/g, "");
  }
  return variables;
}

const LOOPBACK = /\b(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])\b/i;

/** Every reason this configuration must not be deployed; empty when it may. */
export function deployProblems({ size, variables, plan = "free" }) {
  const problems = [];
  if (!size) problems.push("wrangler printed no upload size: the dry run did not finish");
  else if (size.gzip > SIZE_LIMITS_KIB[plan])
    problems.push(`bundle is ${size.gzip} KiB gzip, over the ${plan} plan's ${SIZE_LIMITS_KIB[plan]} KiB`);
  const mode = variables.ENVIRONMENT;
  if (mode === "development" || mode === "test")
    problems.push(`ENVIRONMENT is "${mode}": production must leave it out (development features would be on)`);
  if ("TEST_CARD_GATEWAY" in variables)
    problems.push("TEST_CARD_GATEWAY is set: the test card gateway has no production switch");
  for (const [name, value] of Object.entries(variables)) {
    if (LOOPBACK.test(value)) problems.push(`${name} points at this machine (${value}): a test or development value`);
  }
  return problems;
}

function main() {
  const plan = process.argv.includes("--plan") ? process.argv[process.argv.indexOf("--plan") + 1] : "free";
  if (!(plan in SIZE_LIMITS_KIB)) throw new Error(`--plan takes ${Object.keys(SIZE_LIMITS_KIB).join(" or ")}`);
  const outdir = mkdtempSync(join(tmpdir(), "deploy-check-"));
  const run = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    encoding: "utf8",
    env: {
      ...process.env,
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
      WRANGLER_SEND_METRICS: "false",
      NO_COLOR: "1",
      FORCE_COLOR: "0",
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  rmSync(outdir, { recursive: true, force: true });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) {
    console.error(output);
    console.error("deploy check: wrangler deploy --dry-run failed");
    process.exit(1);
  }
  const size = parseUploadSize(output);
  const variables = parseVariables(output);
  const problems = deployProblems({ size, variables, plan });
  console.log(
    `deploy check: bundle ${size?.total} KiB, ${size?.gzip} KiB gzip (limit ${SIZE_LIMITS_KIB[plan]} KiB on the ${plan} plan); vars: ${Object.keys(variables).join(", ") || "none"}`,
  );
  for (const problem of problems) console.error(`deploy check FAILED: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
