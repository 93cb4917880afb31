/**
 * Texts in several languages inside an admin/import document (ADR 225). Any text a shopper reads
 * may be a plain string (the shop's default language, as before) or a map from language to text:
 *
 *   "name": { "en": "Women", "de": "Damen", "ja": "レディース" }
 *
 * The map's default-language text goes into the row's own column; every other language becomes
 * the row's `i18n` override (the stored shape the pages already read, falling back field by field
 * to the column). A product's option names and values may be maps too; their words go into the
 * `optionLabels` dictionary the product pages translate options with, keyed by the default text
 * the SKUs use. A map without the default language is a field error: the column needs a text.
 */
import type { Language } from "../kernel/i18n/languages";
import { invalidInput } from "../kernel/http/envelope";
import type { ImportDocument, ImportInput } from "./import-schema";

export type Translatable = string | Partial<Record<Language, string>>;
type Translations = Record<string, Record<string, string>>;
type OptionLabels = Record<string, Record<string, string>>;

/** Split one field's value: the default-language text, and the other languages into `i18n`. */
function splitText(
  value: Translatable,
  field: string,
  i18n: Translations,
  defaultLanguage: string,
  path: string,
  errors: Record<string, string>,
): string {
  if (typeof value === "string") return value;
  for (const [language, text] of Object.entries(value)) {
    if (language === defaultLanguage || text === undefined) continue;
    (i18n[language] ??= {})[field] = text;
  }
  const base = value[defaultLanguage as Language];
  if (base === undefined) errors[path] = `needs the shop's default language (${defaultLanguage})`;
  return base ?? "";
}

/** An option word: its default text, with the other languages added to the labels dictionary. */
function optionWord(
  value: Translatable,
  labels: OptionLabels,
  defaultLanguage: string,
  path: string,
  errors: Record<string, string>,
) {
  const scratch: Translations = {};
  const base = splitText(value, "word", scratch, defaultLanguage, path, errors);
  for (const [language, { word }] of Object.entries(scratch)) (labels[language] ??= {})[base] = word;
  return base;
}

type Item = { i18n?: Translations } & Record<string, unknown>;

/** The fields of each kind that may carry translations. */
const FIELDS: Record<string, readonly string[]> = {
  categories: ["name", "description"],
  tags: ["name"],
  products: ["title", "summary", "description"],
  collections: ["name", "description"],
  articles: ["title", "excerpt", "content"],
  pages: ["title", "content"],
  promotions: ["title", "description"],
  coupons: ["title", "description"],
};

/**
 * The document with every map turned into its default text plus `i18n` overrides (texts given in
 * the map win over the same field in the item's own `i18n`), and the option words gathered.
 * Throws a code-40 answer naming every map that lacks the default language; nothing is written.
 */
export function splitTranslations(
  input: ImportInput,
  defaultLanguage: string,
): { doc: ImportDocument; optionLabels: OptionLabels } {
  const errors: Record<string, string> = {};
  const optionLabels: OptionLabels = {};
  const doc: Record<string, unknown> = { ...input };
  for (const [kind, fields] of Object.entries(FIELDS)) {
    const items = (input as Record<string, unknown>)[kind] as Item[] | undefined;
    if (!Array.isArray(items)) continue;
    doc[kind] = items.map((item, index) => {
      const i18n: Translations = structuredClone(item.i18n ?? {});
      const out: Item = { ...item };
      for (const field of fields) {
        if (item[field] === undefined) continue;
        out[field] = splitText(
          item[field] as Translatable,
          field,
          i18n,
          defaultLanguage,
          `${kind}.${index}.${field}`,
          errors,
        );
      }
      if (kind === "products" && Array.isArray(item.options)) {
        out.options = (item.options as { name: Translatable; values: Translatable[] }[]).map((option, o) => ({
          name: optionWord(option.name, optionLabels, defaultLanguage, `products.${index}.options.${o}.name`, errors),
          values: option.values.map((value, v) =>
            optionWord(value, optionLabels, defaultLanguage, `products.${index}.options.${o}.values.${v}`, errors),
          ),
        }));
      }
      out.i18n = i18n;
      return out;
    });
  }
  if (Object.keys(errors).length) throw invalidInput(errors);
  return { doc: doc as ImportDocument, optionLabels };
}
