/**
 * The layer variants (issue 28 item 7, ADR 285): the shop's Worker rebundled without one
 * hand-built layer at a time, to measure whether each still helps. Each variant is built by
 * wrangler (`deploy --dry-run`, the same bundler and options as `scripts/prepare.mjs --bundle`)
 * from a generated copy of wrangler.toml in `.wrangler/bench/variants/<name>/` whose [alias]
 * differs: a library patch left out, or a module of the Worker swapped for a bench stand-in
 * (bench/variants/). Nothing in the shop's own build or in production reads a switch for it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const standIn = (file) => resolve(root, "bench/variants", file);

/** Each variant: the alias entries it drops, and those it adds (import specifier → file). */
export const VARIANTS = {
  // Built the same way with nothing changed: the yardstick (paths in the bundle's comments differ from dist/'s).
  "as built": {},
  "without page memory": { add: { "./page-memory": standIn("without-page-memory.js") } },
  "without the router patch": { drop: ["@remix-run/router"] },
  "without the JSX runtime patch": { drop: ["react/jsx-runtime"] },
};

const slug = (name) => name.replace(/[^a-z]+/gi, "-");

/** wrangler.toml's [alias] entries, as written (specifier → path relative to the root). */
function aliasesOf(config) {
  const section = /^\[alias\]\n((?:"[^"]+" = "[^"]+"\n)*)/m.exec(config);
  if (!section) throw new Error("wrangler.toml has no [alias] section of quoted entries");
  return Object.fromEntries([...section[1].matchAll(/"([^"]+)" = "([^"]+)"/g)].map((m) => [m[1], m[2]]));
}

/** The variant's config: paths made absolute (it lives elsewhere), [alias] changed. */
function variantConfig(config, { drop = [], add = {} }) {
  const aliases = aliasesOf(config);
  for (const name of drop) {
    if (!(name in aliases)) throw new Error(`wrangler.toml has no alias for ${name}`);
    delete aliases[name];
  }
  const entries = {
    ...Object.fromEntries(Object.entries(aliases).map(([name, path]) => [name, resolve(root, path)])),
    ...add,
  };
  const block = Object.entries(entries)
    .map(([name, path]) => `${JSON.stringify(name)} = ${JSON.stringify(path)}`)
    .join("\n");
  return config
    .replace(/^\[alias\]\n(?:"[^"]+" = "[^"]+"\n)*/m, `[alias]\n${block}\n`)
    .replace(/^main = "([^"]+)"/m, (_, path) => `main = ${JSON.stringify(resolve(root, path))}`)
    .replace(/^directory = "([^"]+)"/m, (_, path) => `directory = ${JSON.stringify(resolve(root, path))}`)
    .replace(/^migrations_dir = "([^"]+)"/m, (_, path) => `migrations_dir = ${JSON.stringify(resolve(root, path))}`);
}

/** Builds the variant's bundle from the current build/ and answers its folder (entry.js inside). */
export function buildVariant(name) {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`no layer variant named "${name}"`);
  const dir = resolve(root, ".wrangler/bench/variants", slug(name));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const config = join(dir, "wrangler.toml");
  writeFileSync(config, variantConfig(readFileSync(resolve(root, "wrangler.toml"), "utf8"), variant));
  const out = join(dir, "dist");
  const built = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--config", config, "--outdir", out], {
    cwd: root,
    encoding: "utf8",
  });
  if (built.status !== 0 || !existsSync(join(out, "entry.js")))
    throw new Error(
      `building "${name}" failed: ${(built.stderr || built.stdout).trim().split("\n").slice(-3).join(" ")}`,
    );
  return out;
}
