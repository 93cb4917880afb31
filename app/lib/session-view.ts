/**
 * The session as this request's cookies show it, read once per request into the load context
 * (`context.session`, app/load-context.server.ts): every loader and action reads it from there.
 * Whether the backend still knows the session is another question (`currentUser`,
 * lib/session.server.ts).
 */
import { CART_COOKIE, SESSION_COOKIE, readCookie } from "../../functions/contract/cookies";
import { secureCookies } from "../../functions/contract/session-cookie";

export type SessionView = {
  /** The request carries a session cookie. */
  signedIn: boolean;
  /** A cart or a session exists, so cart calls are worth making (a visitor with neither has no cart). */
  hasCart: boolean;
  /** Cookies this request sets get `Secure` (production only, so http://127.0.0.1 works in development). */
  secure: boolean;
};

export function readSessionView(request: Request, env: { ENVIRONMENT?: string } | undefined): SessionView {
  const cookies = request.headers.get("cookie");
  const signedIn = !!readCookie(cookies, SESSION_COOKIE);
  return { signedIn, hasCart: signedIn || !!readCookie(cookies, CART_COOKIE), secure: secureCookies(env) };
}
