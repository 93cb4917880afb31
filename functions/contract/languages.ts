/**
 * The 15 URL language prefixes of the spec (section 2), shared by the storefront and the
 * backend: one list, so a language added on one side exists on the other. `en` is the default
 * and the fallback. Plain data only.
 */
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
] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's own name, for the picker (never translated: a shopper looks for their own). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  zh: "简体中文",
  "zh-TW": "繁體中文（台灣）",
  "zh-HK": "繁體中文（香港）",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  id: "Bahasa Indonesia",
  it: "Italiano",
  ja: "日本語",
  ko: "한국어",
  pt: "Português",
  th: "ไทย",
  fil: "Filipino",
  vi: "Tiếng Việt",
};

export function isLanguage(value: string | null | undefined): value is Language {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}
