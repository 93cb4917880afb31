/**
 * What the storefront's upstream client (app/lib/upstream.server.ts) and the Worker's proxy
 * (functions/worker/proxy.ts) do alike on the way to the backend: the session and cart cookies
 * become `x-auth` and `x-cart`, and no call waits longer than the spec's 20 s.
 */
import { CART_COOKIE, SESSION_COOKIE, readCookie } from "./cookies";

/** The Worker's way to the backend: the embedded commerce service or the API_ORIGIN server. */
export type UpstreamFetch = (request: Request) => Promise<Response>;

/** The spec's timeout (docs/spec.md §9): the browser gives up after it too. */
export const API_TIMEOUT_MS = 20_000;

/** Sets `x-auth` and `x-cart` from the cookies; returns what it found (the proxy keeps the cart cookie in step). */
export function setCredentialHeaders(
  headers: Headers,
  cookieHeader: string | null,
): { token: string | null; cartId: string | null } {
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const cartId = readCookie(cookieHeader, CART_COOKIE);
  if (token) headers.set("x-auth", token);
  if (cartId) headers.set("x-cart", cartId);
  return { token, cartId };
}

export const TIMED_OUT = Symbol("timed out");

/** The upstream's answer, or TIMED_OUT once `timeoutMs` passed; the timer never outlives the call. */
export async function withinTimeout<T>(pending: Promise<T>, timeoutMs = API_TIMEOUT_MS): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)));
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
