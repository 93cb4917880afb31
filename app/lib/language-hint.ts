/**
 * Which language version to suggest (docs/spec.md §8: "a language hint offers redirect to a
 * matching language version"): the browser's most preferred language that the site has a
 * prefix for, when it differs from the page's. Chinese tags are matched by script and region
 * (zh-Hant-HK → zh-HK, zh-TW → zh-TW, zh-CN / zh-Hans → zh); others by their base language.
 */
import { LANGUAGE_COOKIE, readCookie } from "../../functions/contract/cookies";
import { LANGUAGES, type Language } from "../../functions/contract/languages";

/**
 * The cookie that remembers a dismissed hint (the language it offered). A cookie, not
 * localStorage, so it lives as long as the `lng` choice and reaches every tab; the hint is drawn
 * only in the browser, so neither cookie changes the server's HTML or the page cache (ADR 224).
 */
export const LANGUAGE_HINT_DISMISSED_COOKIE = "lngHintOff";

function siteLanguageFor(tag: string, available: readonly string[]): Language | null {
  const lower = tag.toLowerCase();
  const has = (code: string) => (available.includes(code) ? (code as Language) : null);
  const exact = available.find((code) => code.toLowerCase() === lower);
  if (exact) return exact as Language;
  const [base, ...rest] = lower.split("-");
  if (base === "zh") {
    if (rest.includes("hk") || rest.includes("mo")) return has("zh-HK") ?? has("zh-TW");
    if (rest.includes("tw") || rest.includes("hant")) return has("zh-TW") ?? has("zh-HK");
    return has("zh");
  }
  if (base === "tl") return has("fil");
  return has(base);
}

export function suggestedLanguage(
  browserLanguages: readonly string[],
  pageLanguage: string,
  available: readonly string[] = LANGUAGES,
): Language | null {
  for (const tag of browserLanguages) {
    const match = siteLanguageFor(tag, available);
    if (match) return match === pageLanguage ? null : match;
  }
  return null;
}

/**
 * The hint to show, if any, given the page's cookies: none once the shopper picked a language
 * (the picker and the hint's own link set `lng`), none for the language they dismissed.
 */
export function hintToShow(
  browserLanguages: readonly string[],
  pageLanguage: string,
  cookieHeader: string,
  available: readonly string[] = LANGUAGES,
): Language | null {
  if (readCookie(cookieHeader, LANGUAGE_COOKIE)) return null;
  const match = suggestedLanguage(browserLanguages, pageLanguage, available);
  return match && readCookie(cookieHeader, LANGUAGE_HINT_DISMISSED_COOKIE) !== match ? match : null;
}
