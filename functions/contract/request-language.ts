/**
 * Which language a page request is in: the URL prefix, then the `lng` cookie, then
 * Accept-Language, then en (the spec's order). The Worker needs it for the page cache's key and
 * the operator page, the storefront for a render without a Worker-made context.
 */
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "./languages";
import { LANGUAGE_COOKIE, readCookie } from "./cookies";

/**
 * The `lng` cookie is a plain public preference (checked against the list), written by the
 * language picker: pages themselves never set it, so a prefixed page stays cacheable for everyone.
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

// remix-i18next only for its Accept-Language matching; the prefix and cookie come first.
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom", "header"],
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname) ?? languageFromCookie(request),
  },
});

/**
 * The answer depends only on the path's prefix, the `lng` cookie and Accept-Language, so it is
 * kept per isolate by those three. Bounded: cleared when it grows past the limit.
 */
const resolved = new Map<string, Language>();
const RESOLVED_LIMIT = 512;

export async function resolveLanguage(request: Request): Promise<Language> {
  const key = `${languageFromPath(new URL(request.url).pathname) ?? ""}|${languageFromCookie(request) ?? ""}|${request.headers.get("accept-language") ?? ""}`;
  const known = resolved.get(key);
  if (known) return known;
  const found = await detector.getLocale(request);
  const language = isLanguage(found) ? found : DEFAULT_LANGUAGE;
  if (resolved.size >= RESOLVED_LIMIT) resolved.clear();
  resolved.set(key, language);
  return language;
}
