/**
 * The 15 URL language prefixes, and how a request's language is found: the `x-lang` header the
 * storefront sends, else a language prefix on a route request's path, else Accept-Language.
 * Content is translated into en, zh and zh-HK; zh-TW reads the Traditional (zh-HK) texts.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "../../../contract/languages";

// One list for both sides (functions/contract/languages.ts).
export { DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from "../../../contract/languages";

/** Languages the demo content and interface messages are written in. */
export const CONTENT_LANGUAGES = ["en", "zh", "zh-HK"] as const;

/** Where to look for a translation, most specific first; English (the base columns) is implied last. */
export function fallbackChain(language: Language): string[] {
  if (language === "zh-TW") return ["zh-TW", "zh-HK"];
  return language === "en" ? [] : [language];
}

function fromAcceptLanguage(header: string): Language | null {
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, q] = part.trim().split(";q=");
      return { tag: tag.trim(), q: q ? Number(q) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const exact = LANGUAGES.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const base = tag.split("-")[0].toLowerCase();
    const byBase = LANGUAGES.find((code) => code === base);
    if (byBase) return byBase;
  }
  return null;
}

export function requestLanguage(headers: Headers, pathLanguage?: Language | null): Language {
  const explicit = headers.get("x-lang");
  if (isLanguage(explicit)) return explicit;
  if (pathLanguage) return pathLanguage;
  return fromAcceptLanguage(headers.get("accept-language") ?? "") ?? DEFAULT_LANGUAGE;
}

/** The language whose content (and search index rows) a shopper reads. */
export function contentLanguage(language: Language): (typeof CONTENT_LANGUAGES)[number] {
  if (language === "zh") return "zh";
  if (language === "zh-HK" || language === "zh-TW") return "zh-HK";
  return "en";
}

/** A path's language prefix ("/zh/cart" → zh, "/cart"), as route requests and their failures read it. */
export function splitLanguage(pathname: string): { language: Language | null; rest: string } {
  const segments = pathname.split("/").filter(Boolean);
  const first = safeDecode(segments[0] ?? "");
  if (isLanguage(first)) return { language: first, rest: "/" + segments.slice(1).join("/") };
  return { language: null, rest: "/" + segments.join("/") };
}

/** A path segment decoded; kept as it is when it is not valid percent-encoding. */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
