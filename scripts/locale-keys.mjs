/**
 * What a language folder under locales/ must hold, derived from locales/en: every key of en,
 * with i18next plural keys (`name_one`, `name_other`) expanded to the plural categories of that
 * language (Intl.PluralRules: `other` only in Chinese, `one`/`many`/`other` in French…). Shared
 * by app/lib/locales.test.ts and scripts/locale-gaps.mjs so both judge a folder the same way.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** The 15 URL language prefixes (app/lib/languages.ts). */
export const LANGUAGES = [
  "en",
  "zh",
  "zh-TW",
  "zh-HK",
  "de",
  "es",
  "fr",
  "id",
  "it",
  "ja",
  "ko",
  "pt",
  "th",
  "fil",
  "vi",
];

const PLURAL = /_(zero|one|two|few|many|other)$/;
export const localesDir = new URL("../locales/", import.meta.url);

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
