/**
 * Codes 50/51 (the session is unknown, expired or ended elsewhere) come with HTTP 401 (shared
 * contract, section "codes"). The session cookie is HttpOnly, so the browser's script cannot
 * forget it: the proxy's answer does, for browser calls and page data alike, before use-api sends
 * the shopper to sign-in ("login error"). Only when the browser sent a session: a visitor's 401
 * has nothing to clear.
 */
import { clearSessionCookie } from "../contract/session-cookie";

export function forgetEndedSession(response: Response, sentSession: boolean, secure: boolean): Response {
  if (!sentSession || response.status !== 401) return response;
  const answer = new Response(response.body, response);
  answer.headers.append("set-cookie", clearSessionCookie(secure));
  answer.headers.set("cache-control", "no-store");
  return answer;
}
