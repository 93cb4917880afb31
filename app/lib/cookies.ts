/** Cookie names: the storefront's session helper and the Worker's /api/web proxy read the same ones. */
export const SESSION_COOKIE = "sid";
export const CART_COOKIE = "cart";
export const LANGUAGE_COOKIE = "lng";
/** The language picker's links carry the choice in this query parameter (functions/language-choice.ts). */
export const LANGUAGE_CHOICE_PARAM = "lng";
export const CURRENCY_COOKIE = "currency";
/**
 * The newest D1 bookmark this browser session's answers reached (functions/d1-bookmark-cookie.ts,
 * ADR 175): sent to the backend as `x-d1-bookmark`, so reads never fall behind the shopper's writes.
 */
export const BOOKMARK_COOKIE = "d1b";

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * A cookie set by the page's own script: the same attributes as the Worker's, and `Secure` on an
 * HTTPS page (the Worker adds it to every Set-Cookie over HTTPS; a script-set cookie must too).
 */
export function setBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}
