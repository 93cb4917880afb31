/**
 * The shop's own texts for browser assertions, read from locales/<lang>/<namespace>.json by key
 * ("checkout.total"), with i18next's {{value}} interpolation and plural suffixes (_one, _other…).
 * Asserting by key keeps a test true to what a shopper reads in any language.
 */
import { readFileSync } from "node:fs";

export type Lang = "en" | "de";

const cache = new Map<string, Record<string, unknown>>();

function namespace(lang: Lang, name: string): Record<string, unknown> {
  const file = `locales/${lang}/${name}.json`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>);
  return cache.get(file)!;
}

function lookup(tree: Record<string, unknown>, path: string[]): string | undefined {
  let node: unknown = tree;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

export function text(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [name, ...path] = key.split(".");
  const tree = namespace(lang, name);
  const plural =
    typeof values.count === "number"
      ? lookup(tree, [...path.slice(0, -1), `${path.at(-1)}_${new Intl.PluralRules(lang).select(values.count)}`])
      : undefined;
  const template = plural ?? lookup(tree, path);
  if (template === undefined) throw new Error(`no text ${lang}:${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
