/**
 * Every one of the 15 languages has a folder under locales/ with every key of locales/en
 * (plural keys expanded to the language's own plural categories), no key en lacks, no empty
 * value, and the same {{placeholders}}. `node scripts/locale-gaps.mjs` lists the same gaps.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES, gaps } from "../../scripts/locale-keys.mjs";
import { LANGUAGES as APP_LANGUAGES } from "../../functions/contract/languages";

type Gaps = { folder: boolean; missing: string[]; extra: string[]; empty: string[]; placeholderChanged: string[] };
const check = gaps as (language: string, dir?: URL) => Gaps;

it("has a folder for each of the 15 languages the app serves, and no other", () => {
  expect([...LANGUAGES].sort()).toEqual([...APP_LANGUAGES].sort());
});

describe.each((LANGUAGES as string[]).filter((language) => language !== "en"))("%s", (language) => {
  const found = check(language);
  it("has a folder", () => expect(found.folder).toBe(true));
  it("has every key of en and no others", () => {
    expect(found.missing).toEqual([]);
    expect(found.extra).toEqual([]);
  });
  it("has no empty value and keeps every placeholder", () => {
    expect(found.empty).toEqual([]);
    expect(found.placeholderChanged).toEqual([]);
  });
});

describe("the check itself", () => {
  function fixture(files: Record<string, object>): URL {
    const root = mkdtempSync(join(tmpdir(), "locales-"));
    for (const [path, tree] of Object.entries(files)) {
      mkdirSync(join(root, path.split("/")[0]), { recursive: true });
      writeFileSync(join(root, path), JSON.stringify(tree));
    }
    return pathToFileURL(`${root}/`);
  }
  const en = { "en/cart.json": { title: "Cart", count_one: "{{count}} item", count_other: "{{count}} items" } };

  it("finds a missing folder, key, empty text and changed placeholder", () => {
    const dir = fixture({ ...en, "de/cart.json": { title: " ", count_one: "{{n}} Artikel", extra: "x" } });
    expect(check("de", dir)).toMatchObject({
      missing: ["cart.count_other"],
      extra: ["cart.extra"],
      empty: ["cart.title"],
      placeholderChanged: ["cart.count_one"],
    });
    expect(check("fr", dir).folder).toBe(false);
  });
  it("asks each language for its own plural categories", () => {
    const dir = fixture({
      ...en,
      "ja/cart.json": { title: "カート", count_other: "{{count}} 点" },
      "fr/cart.json": { title: "Panier", count_one: "{{count}} article", count_other: "{{count}} articles" },
    });
    expect(check("ja", dir)).toMatchObject({ missing: [], extra: [] });
    expect(check("fr", dir).missing).toEqual(["cart.count_many"]);
  });
});
