/**
 * The shopper's session: the backend token lives only in an HttpOnly, Secure, SameSite=Lax
 * cookie; the browser's script never sees it. The proxy and the upstream client read it.
 */
import { SESSION_COOKIE } from "./cookies";

const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

export function sessionCookie(token: string, secure = true): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_S}${secure ? "; Secure" : ""}`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`;
}
