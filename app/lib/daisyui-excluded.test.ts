/**
 * app/tailwind.css leaves daisyUI components no screen uses out of the CSS (`exclude:`). This
 * fails when one of their own classes shows up in a class attribute in app/ or the backend's
 * HTML templates, so a component cannot silently lose its styles.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const DAISY = join(ROOT, "node_modules/daisyui");

function excludedComponents(): string[] {
  const css = readFileSync(join(ROOT, "app/tailwind.css"), "utf8");
  const list = /@plugin\s+"daisyui"\s*\{[^}]*exclude:\s*([^;]+);/.exec(css)?.[1] ?? "";
  return list
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

async function classesOf(kind: string, name: string): Promise<Set<string>> {
  const styles = (await import(/* @vite-ignore */ join(DAISY, kind, name, "object.js"))).default;
  return new Set([...JSON.stringify(styles).matchAll(/\.([a-z][a-z0-9-]*)/g)].map((match) => match[1]));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

/** Every token of a class attribute: className="…", className={`…`} / {"…"} and class="…". */
function usedClasses(): Set<string> {
  const files = [...sourceFiles(join(ROOT, "app")), join(ROOT, "functions/commerce/pages/default-templates.ts")];
  const used = new Set<string>();
  const attribute = /class(?:Name)?=(?:"([^"]*)"|\{`([^`]*)`\}|\{"([^"]*)"\}|\{[^}]*?["'`]([^"'`]*)["'`])/g;
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(attribute)) {
      for (const token of (match[1] ?? match[2] ?? match[3] ?? match[4] ?? "").split(/\s+/))
        used.add(token.split(":").pop() ?? token);
    }
  }
  return used;
}

it("uses no class that only an excluded daisyUI component defines", async () => {
  const excluded = excludedComponents();
  expect(excluded.length).toBeGreaterThan(0);
  const kept = new Set<string>();
  for (const kind of ["components", "utilities"]) {
    for (const name of readdirSync(join(DAISY, kind)).filter((name) => !excluded.includes(name))) {
      for (const cls of await classesOf(kind, name).catch(() => new Set<string>())) kept.add(cls);
    }
  }
  const used = usedClasses();
  expect(used.has("btn")).toBe(true); // the scan itself finds class attributes
  const missing: string[] = [];
  for (const name of excluded) {
    const kind = readdirSync(join(DAISY, "components")).includes(name) ? "components" : "utilities";
    for (const cls of await classesOf(kind, name))
      if (!kept.has(cls) && used.has(cls)) missing.push(`${name}: .${cls}`);
  }
  expect(missing).toEqual([]);
});
