/**
 * Option names and values (Colour, Red, Size…) are stored once, in English, because SKUs and
 * filters match on them. Their labels in other languages are a shop-wide dictionary in the
 * site settings ("optionLabels": { "zh": { "Colour": "颜色", … } }), applied on the way out.
 */
import { fallbackChain, type Language } from "../kernel/i18n/languages";

export type OptionLabel = (text: string) => string;

export const optionLabelsStatement = (db: D1DatabaseSession) =>
  db.prepare("SELECT value FROM site_settings WHERE key = 'optionLabels'");

export function readOptionLabels(result: D1Result, language: Language): OptionLabel {
  const row = result.results[0] as { value: string } | undefined;
  const dictionary = row ? (JSON.parse(row.value) as Record<string, Record<string, string> | undefined>) : {};
  const chain = fallbackChain(language).map((code) => dictionary[code] ?? {});
  return (text) => {
    for (const labels of chain) if (labels[text]) return labels[text];
    return text;
  };
}
