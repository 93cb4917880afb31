/** Cookie names: the storefront's session helper and the Worker's /api/web proxy read the same ones. */
export const SESSION_COOKIE = "sid";
export const CART_COOKIE = "cart";
export const LANGUAGE_COOKIE = "lng";
/** The language picker's links carry the choice in this query parameter (functions/worker/language-choice.ts). */
export const LANGUAGE_CHOICE_PARAM = "lng";
export const CURRENCY_COOKIE = "currency";
/**
 * The newest D1 bookmark this browser session's answers reached (functions/worker/d1-bookmark-cookie.ts,
 * ADR 175): sent to the backend as `x-d1-bookmark`, so reads never fall behind the shopper's writes.
 */
export const BOOKMARK_COOKIE = "d1b";

/**
 * Cookies that make a page personal: a page rendered for a request with any of them is never
 * stored nor answered as `public` (functions/worker/page-cache.ts, lib/page.server.ts; ADR 201);
 * the page cache serves such a request its page's neutral copy with the personal parts written
 * in (ADR 270). Not `lng` nor `currency` (the cache keys pages by language and currency, ADR 270)
 * nor `d1b` (freshness only, ADR 175).
 */
export const PERSONAL_COOKIES = [SESSION_COOKIE, CART_COOKIE] as const;

export { readCookie } from "./cookie-header";

/**
 * A cookie set by the page's own script: the same attributes as the Worker's, and `Secure` on an
 * HTTPS page (the Worker adds it to every Set-Cookie over HTTPS; a script-set cookie must too).
 */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}
