/**
 * Interface texts, bundled into the Worker (there is no filesystem on Workers). A language
 * without its own file falls back to English key by key; zh-TW uses the Traditional (zh-HK) texts
 * until it has its own. The browser receives only the merged texts of the current language.
 */
import { RemixI18Next } from "remix-i18next/server";
import en from "../../locales/en.json";
import zh from "../../locales/zh.json";
import zhHK from "../../locales/zh-HK.json";
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "./languages";
import { LANGUAGE_COOKIE, readCookie } from "./cookies";

export type Messages = typeof en;

const OWN_TEXTS: Partial<Record<Language, unknown>> = { en, zh, "zh-HK": zhHK, "zh-TW": zhHK };

function mergeOver(base: Record<string, unknown>, over: unknown): Record<string, unknown> {
  if (!over || typeof over !== "object") return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over as Record<string, unknown>)) {
    const baseValue = base[key];
    if (baseValue && typeof baseValue === "object" && value && typeof value === "object") {
      out[key] = mergeOver(baseValue as Record<string, unknown>, value);
    } else if (typeof value === "string" && value.length > 0) {
      out[key] = value;
    }
  }
  return out;
}

const merged = new Map<Language, Messages>();

export function messagesFor(lang: Language): Messages {
  let messages = merged.get(lang);
  if (!messages) {
    messages = mergeOver(en, OWN_TEXTS[lang]) as Messages;
    merged.set(lang, messages);
  }
  return messages;
}

/**
 * The `lng` cookie is a plain public preference (checked against the list), written by the
 * language picker in the browser (see LanguagePicker): pages themselves never set it, so a
 * prefixed page stays cacheable for everyone.
 */
function languageFromCookie(request: Request): Language | null {
  const value = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

/** The first path segment when it is one of the 15 prefixes, else null (then it is a slug). */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split("/")[1] ?? "";
  return isLanguage(first) ? first : null;
}

/** URL prefix, then the `lng` cookie, then Accept-Language, then en (the spec's order). */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom", "header"],
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname) ?? languageFromCookie(request),
  },
});

export async function resolveLanguage(request: Request): Promise<Language> {
  const found = await i18nServer.getLocale(request);
  return isLanguage(found) ? found : DEFAULT_LANGUAGE;
}
