/** Picks a row's fields in the shopper's language, falling back field by field to English. */
import type { Translations } from "../db/schema/common";
import { fallbackChain, type Language } from "./languages";

export function localise<Row extends { i18n?: unknown }, Field extends keyof Row & string>(
  row: Row,
  language: Language,
  fields: readonly Field[],
): Omit<Row, "i18n"> {
  const { i18n, ...rest } = row;
  const overrides = parseTranslations(i18n) as Translations<Field>;
  const out = { ...rest } as Record<string, unknown>;
  for (const field of fields) {
    for (const code of fallbackChain(language)) {
      const value = overrides[code]?.[field];
      if (typeof value === "string" && value !== "") {
        out[field] = value;
        break;
      }
    }
  }
  return out as Omit<Row, "i18n">;
}

/** Raw SQL rows carry the JSON as text; drizzle rows already parsed it. */
function parseTranslations(value: unknown): Record<string, Record<string, string>> {
  if (typeof value === "string") {
    try {
      return JSON.parse(value) ?? {};
    } catch {
      return {};
    }
  }
  return (value as Record<string, Record<string, string>>) ?? {};
}
