/**
 * Every locale file has every key of en.json, no empty value, and the same {{placeholders}}.
 * (Issue #11 adds the remaining 12 languages; this test covers whichever files exist.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };
const dir = new URL("../../locales/", import.meta.url);
const load = (file: string) => JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Tree;

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(load("en.json"));

describe.each(readdirSync(dir).filter((file) => file.endsWith(".json") && file !== "en.json"))("%s", (file) => {
  const texts = flatten(load(file));
  it("has every key of en.json and no others", () => {
    expect([...texts.keys()].sort()).toEqual([...en.keys()].sort());
  });
  it("has no empty value and keeps every placeholder", () => {
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ""));
    }
  });
});
