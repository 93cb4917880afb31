/**
 * A visitor's parts (docs/decisions/270: a cart count, no account, no favourites) kept by this
 * isolate for a few seconds, so a visitor with a cart who opens several cached pages in a row
 * pays the `shopper/parts` call (an upstream call and a cart object call) once, not on every
 * page (docs/decisions/325). A signed-in shopper's parts are never kept: their session is checked
 * on every page, so a revoked session shows signed out on the very next one (ADR 085).
 *
 * Why no one can see another's parts: an entry is found only by the exact cart id the parts
 * call itself would send (the one strict cookie rule, ADR 201), and only for a request without a
 * session cookie; a request with neither is never stitched. Why a visitor's own writes show at once: every write a browser
 * sends with a personal cookie (any method but GET and HEAD, through this Worker: the API proxy
 * and the storefront's form actions alike) forgets its entry here and answers a new parts-version
 * cookie; an entry is used only for the version it was fetched for, so the browser's next page,
 * in whichever isolate, fetches its parts anew. What no write of this browser causes (a cart
 * that expired) shows within the lifetime.
 */
import type { ShopperParts } from "../contract/shopper-parts";
import { CART_COOKIE, SESSION_COOKIE, readCookie } from "../contract/cookies";

/** How long a fetched set of parts is used; the bound on what no write of this browser changed. */
export const PARTS_LIFETIME_MS = 5_000;
const MAX_ENTRIES = 2_000;
/** The browser's parts version: renewed by every write it sends with a personal cookie. */
export const PARTS_VERSION_COOKIE = "pv";

type Entry = { version: string; parts: ShopperParts; expires: number };
const entries = new Map<string, Entry>();

/**
 * Whose parts may be kept, as the parts call reads the cookies: a visitor's cart id; null for a
 * session (never kept) or a request with no cart.
 */
export function visitorKey(cookieHeader: string | null): string | null {
  if (readCookie(cookieHeader, SESSION_COOKIE)) return null;
  return readCookie(cookieHeader, CART_COOKIE) || null;
}

/** The version the request's browser holds ("" before its first write). */
export const partsVersion = (cookieHeader: string | null) => readCookie(cookieHeader, PARTS_VERSION_COOKIE) ?? "";

export function recallParts(key: string, version: string, now = Date.now()): ShopperParts | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expires <= now || entry.version !== version) {
    entries.delete(key);
    return null;
  }
  return entry.parts;
}

export function rememberParts(key: string, version: string, parts: ShopperParts, now = Date.now()): void {
  entries.delete(key);
  entries.set(key, { version, parts, expires: now + PARTS_LIFETIME_MS });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}

/** A write by a request with a personal cookie: its parts are fetched anew (here, and by version everywhere). */
export function afterWrite(request: Request, response: Response): Response {
  if (request.method === "GET" || request.method === "HEAD") return response;
  const cookies = request.headers.get("cookie");
  if (!readCookie(cookies, SESSION_COOKIE) && !readCookie(cookies, CART_COOKIE)) return response;
  // A write that signs a visitor in still names their cart: its count may have moved.
  const cartId = readCookie(cookies, CART_COOKIE);
  if (cartId) entries.delete(cartId);
  const cookie = `${PARTS_VERSION_COOKIE}=${crypto.randomUUID()}; Path=/; HttpOnly; SameSite=Lax`;
  try {
    response.headers.append("set-cookie", cookie);
    return response;
  } catch {
    // An answer of fetch() (an API_ORIGIN backend's) has immutable headers: copied once.
    const copy = new Response(response.body, response);
    copy.headers.append("set-cookie", cookie);
    return copy;
  }
}

/** For tests: forgets every shopper. */
export function forgetAllParts(): void {
  entries.clear();
}
