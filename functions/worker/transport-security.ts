/**
 * HTTPS rules, applied by the Worker to every answer so no cookie builder has to remember them:
 * - over HTTPS, every Set-Cookie carries `Secure` (whatever the environment) and the answer
 *   carries HSTS, so a browser never again asks this host over plain HTTP;
 * - in production a plain-HTTP request is sent to HTTPS before anything runs (the loopback
 *   host is exempt, so the production build can be tried on http://127.0.0.1).
 * HSTS leaves out `includeSubDomains`: the shop's host should not decide for the operator's
 * other subdomains; `preload` is the operator's call too.
 */
import { developmentFeatures } from "../contract/environment";

export const HSTS = "max-age=31536000";

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** `request.url` is always normalised (lower-case scheme), so no parse is needed on every answer. */
export function isHttps(request: Request): boolean {
  return request.url.startsWith("https:");
}

/** In production, a plain-HTTP request to a real host answers 308 to the same URL over HTTPS. */
export function httpsRedirect(request: Request, env: { ENVIRONMENT?: string }): Response | null {
  // An HTTPS request (every one in production but the first) needs no parse (ADR 388).
  if (developmentFeatures(env) || isHttps(request)) return null;
  const url = new URL(request.url);
  if (url.protocol !== "http:" || LOOPBACK.test(url.hostname)) return null;
  url.protocol = "https:";
  return new Response(null, { status: 308, headers: { location: url.toString(), "cache-control": "no-store" } });
}

const HAS_SECURE = /;\s*secure\s*(?:;|$)/i;

/** `Secure` on each Set-Cookie that lacks it, and HSTS; only for HTTPS requests. */
export function withTransportSecurity(response: Response, request: Request): Response {
  if (!isHttps(request)) return response;
  const cookies = response.headers.getSetCookie();
  const needsSecure = cookies.some((cookie) => !HAS_SECURE.test(cookie));
  let answer = response;
  try {
    answer.headers.set("strict-transport-security", HSTS);
  } catch {
    // An answer of fetch() (the API_ORIGIN backend's) has immutable headers: copy it once.
    answer = new Response(response.body, response);
    answer.headers.set("strict-transport-security", HSTS);
  }
  if (needsSecure) {
    answer.headers.delete("set-cookie");
    for (const cookie of cookies)
      answer.headers.append("set-cookie", HAS_SECURE.test(cookie) ? cookie : `${cookie}; Secure`);
  }
  return answer;
}
