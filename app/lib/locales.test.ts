/**
 * Every language folder has every key of locales/en (namespace by namespace), no empty value,
 * and the same {{placeholders}}. (Issue #11 adds the remaining languages; this test covers
 * whichever folders exist.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };
const dir = new URL("../../locales/", import.meta.url);
/** All namespaces of one language as one tree: { cart: {...}, orders: {...} }. */
function load(language: string): Tree {
  const tree: Tree = {};
  for (const file of readdirSync(new URL(`${language}/`, dir)).filter((name) => name.endsWith(".json"))) {
    tree[file.replace(/\.json$/, "")] = JSON.parse(readFileSync(new URL(`${language}/${file}`, dir), "utf8")) as Tree;
  }
  return tree;
}

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(load("en"));

const languages = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== "en").map((entry) => entry.name);

describe.each(languages)("%s", (language) => {
  const texts = flatten(load(language));
  it("has every key of en and no others", () => {
    expect([...texts.keys()].sort()).toEqual([...en.keys()].sort());
  });
  it("has no empty value and keeps every placeholder", () => {
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ""));
    }
  });
});
