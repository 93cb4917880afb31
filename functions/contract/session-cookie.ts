/**
 * The session cookie as every answer sets or clears it: the storefront's sign-in and sign-out,
 * and the Worker's proxy (a token from a browser call, an ended session). The backend token lives
 * only here, HttpOnly and SameSite=Lax; `Secure` in production only, so http://127.0.0.1 works
 * in development.
 */
import { SESSION_COOKIE } from "./cookies";

/** The backend ends a session after 30 days at most; the cookie never outlives it. */
const SESSION_MAX_AGE_S = 60 * 60 * 24 * 30;

/** Secure cookies in production only. */
export function secureCookies(env: { ENVIRONMENT?: string } | undefined): boolean {
  return env?.ENVIRONMENT === "production";
}

export function sessionCookie(token: string, secure = true): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_S}${secure ? "; Secure" : ""}`;
}

export function clearSessionCookie(secure = true): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}
