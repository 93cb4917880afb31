/**
 * The language picker's choice, remembered without JavaScript: its links carry `?lng=<code>`
 * (app/components/layout/LanguagePicker.tsx). Such a request is answered with the `lng` cookie
 * and a redirect to the same address without the marker, so no page is ever stored with a cookie
 * set (docs/decisions/135). With JavaScript the picker writes the cookie itself and never sends
 * the marker.
 */
import { isLanguage } from "../contract/languages";
import { LANGUAGE_CHOICE_PARAM, LANGUAGE_COOKIE } from "../contract/cookies";
import { safeRedirectPath } from "../contract/safe-redirect";

const ONE_YEAR = 31_536_000;

export function languageChoice(request: Request): Response | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  const chosen = url.searchParams.get(LANGUAGE_CHOICE_PARAM);
  if (chosen === null) return null;
  url.searchParams.delete(LANGUAGE_CHOICE_PARAM);
  // The path is the request's own, so it may be `//evil.example/` (or `/\\evil…`, read as `//`):
  // the one redirect check turns anything off-site into the home page (ADR 200).
  const location = safeRedirectPath(url.pathname + url.search, "/");
  const headers = new Headers({ location, "cache-control": "no-store" });
  if (isLanguage(chosen))
    headers.set("set-cookie", `${LANGUAGE_COOKIE}=${chosen}; Path=/; SameSite=Lax; Max-Age=${ONE_YEAR}`);
  return new Response(null, { status: 303, headers });
}
