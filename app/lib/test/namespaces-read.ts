/**
 * Which text namespaces a module graph reads (ADR 280): every key is `namespace.key`, so a string
 * or template literal that starts with `<namespace>.` in a module the graph imports — a `t()` call,
 * a `titleKey`, a schema's message key, a key a loader sends — names a namespace the screen may
 * translate. Imports are followed through relative paths and the `~/` alias, type-only imports
 * left out; packages and `functions/` (the backend's own words) are not walked.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../../..");
const APP = join(ROOT, "app");

/** The namespaces the storefront has: the English locale files (backend.json is the backend's). */
export const NAMESPACES = readdirSync(join(ROOT, "locales/en"))
  .filter((name) => name.endsWith(".json") && name !== "backend.json")
  .map((name) => name.slice(0, -".json".length));

const KEY = new RegExp(`["'\`](${NAMESPACES.join("|")})\\.[A-Za-z$]`, "g");
// `import … from "x"`, `export … from "x"`, `import("x")`; `import type` and `export type` are skipped.
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  base = base.replace(/\?.*$/, "");
  if (!base.startsWith(APP)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Comments removed, so a key named in a comment does not count as read. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** Every app module `entry` imports, itself included (paths relative to app/). */
export function moduleGraph(entry: string, stop: (path: string) => boolean = () => false): string[] {
  const seen = new Set<string>();
  const queue = [join(APP, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = code(readFileSync(file, "utf8"));
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target && !seen.has(target) && !stop(relative(APP, target))) queue.push(target);
    }
  }
  return [...seen].map((file) => relative(APP, file)).sort();
}

/** The table of what each page brings names namespaces without reading them. */
const TABLE = "lib/i18n/route-namespaces.ts";

/** The namespaces named by the modules' literals, with the first module naming each. */
export function namespacesRead(modules: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const module of modules.filter((path) => path !== TABLE)) {
    for (const match of code(readFileSync(join(APP, module), "utf8")).matchAll(KEY)) {
      if (!found.has(match[1])) found.set(match[1], module);
    }
  }
  return found;
}

/**
 * The keys of one namespace the modules name in full; a key built at run time (`auth.${x}`) or
 * a prefix (`"auth.status."`) comes back as `<namespace>.*`, which only the whole namespace covers.
 */
export function keysRead(modules: string[], namespace: string): Set<string> {
  const pattern = new RegExp(`["'\`](${namespace}\\.[A-Za-z0-9_.]*)(["'\`$])`, "g");
  const keys = new Set<string>();
  for (const module of modules.filter((path) => path !== TABLE)) {
    for (const match of code(readFileSync(join(APP, module), "utf8")).matchAll(pattern)) {
      const complete = match[2] !== "$" && !match[1].endsWith(".");
      keys.add(complete ? match[1] : `${namespace}.*`);
    }
  }
  return keys;
}

/** Every .tsx module under app/ (paths relative to app/). */
function appModules(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appModules(path);
    return entry.name.endsWith(".tsx") ? [relative(APP, path)] : [];
  });
}

// A part one screen places by name (`<LazyWidget name="ListingFilters"`, ADR 344) and its loader
// in the page-parts registry (`ListingFilters: () => import("~/…")`, the import maybe on the next line).
const PLACED = /<LazyWidget\s+name="([A-Za-z]+)"/g;
const LOADER = /(\w+): \(\) =>\s*import\("~\/([^"]+)"\)/g;

/**
 * The parts placed by one screen, by name, with their modules: the registry (page-parts.ts) and
 * the server's list (server-parts.ts) import every part for every page, but such a part is drawn
 * only where a screen places it, so its texts are that screen's, not the root's.
 */
function placedParts(): Map<string, string> {
  const placed = new Set(
    appModules().flatMap((module) =>
      [...code(readFileSync(join(APP, module), "utf8")).matchAll(PLACED)].map((match) => match[1]),
    ),
  );
  const registry = readFileSync(join(APP, "components/page/page-parts.ts"), "utf8");
  const parts = new Map<string, string>();
  for (const [, name, path] of registry.matchAll(LOADER)) {
    const file = resolveImport(join(APP, "components/page/page-parts.ts"), `~/${path}`);
    if (placed.has(name) && file) parts.set(name, relative(APP, file));
  }
  return parts;
}

/**
 * What a page made from `entry` draws: its module graph without the parts other screens place,
 * plus the graph of each part a module of it places.
 */
export function pageGraph(entry: string): string[] {
  const parts = placedParts();
  const partFiles = new Set(parts.values());
  const graph = new Set(moduleGraph(entry, (path) => partFiles.has(path)));
  for (let grown = true; grown;) {
    grown = false;
    for (const module of [...graph]) {
      for (const [, name] of code(readFileSync(join(APP, module), "utf8")).matchAll(PLACED)) {
        const file = parts.get(name);
        if (!file || graph.has(file)) continue;
        for (const part of moduleGraph(file, (path) => partFiles.has(path))) graph.add(part);
        grown = true;
      }
    }
  }
  return [...graph].sort();
}
