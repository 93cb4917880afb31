/**
 * What a language folder under locales/ must hold, derived from locales/en: every key of en,
 * with i18next plural keys (`name_one`, `name_other`) expanded to the plural categories of that
 * language (Intl.PluralRules: `other` only in Chinese, `one`/`many`/`other` in French…). Shared
 * by app/lib/locales.test.ts and scripts/locale-gaps.mjs so both judge a folder the same way.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

const PLURAL = /_(zero|one|two|few|many|other)$/;
export const localesDir = new URL("../locales/", import.meta.url);

/**
 * The languages with a folder under locales/, English first. The list of the 15 URL prefixes
 * itself is the contract's (functions/contract/languages.ts); app/lib/locales.test.ts holds
 * the folders to it, so a missing or extra folder fails there.
 */
export const LANGUAGES = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort((a, b) => (a === "en" ? -1 : b === "en" ? 1 : a.localeCompare(b)));

/** All namespaces of one language as flat keys: "cart.itemCount_one" → text. */
export function loadFlat(language, dir = localesDir) {
  const out = new Map();
  const folder = new URL(`${language}/`, dir);
  if (!existsSync(folder)) return out;
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    flatten(JSON.parse(readFileSync(new URL(file, folder), "utf8")), `${file.replace(/\.json$/, "")}.`, out);
  }
  return out;
}

function flatten(tree, prefix, out) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") out.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, out);
  }
}

export const placeholders = (text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Keys a language must have, each with the English text it translates. */
export function expectedKeys(language, en) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const out = new Map();
  for (const [key, text] of en) {
    const plural = key.match(PLURAL);
    if (!plural) out.set(key, text);
    else {
      const base = key.slice(0, -plural[0].length);
      for (const category of categories)
        out.set(`${base}_${category}`, en.get(`${base}_${category}`) ?? en.get(`${base}_other`) ?? text);
    }
  }
  return out;
}

/** What is wrong with one language: missing keys, keys en does not have, empty texts, changed placeholders. */
export function gaps(language, dir = localesDir) {
  const en = loadFlat("en", dir);
  const texts = loadFlat(language, dir);
  const expected = expectedKeys(language, en);
  const missing = [...expected.keys()].filter((key) => !texts.has(key));
  const extra = [...texts.keys()].filter((key) => !expected.has(key));
  const empty = [...texts].filter(([, text]) => text.trim() === "").map(([key]) => key);
  const placeholderChanged = [...texts]
    .filter(([key, text]) => expected.has(key) && placeholders(text).join() !== placeholders(expected.get(key)).join())
    .map(([key]) => key);
  return { folder: existsSync(new URL(`${language}/`, dir)), missing, extra, empty, placeholderChanged, expected };
}
