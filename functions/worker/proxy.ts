/**
 * Browser calls to /api/web/* and ?request=route reach the upstream through here. The browser
 * never holds the backend token: it lives in the HttpOnly session cookie and is turned into the
 * x-auth header here (and the visitor cart cookie into x-cart, and a newly issued cart id back
 * into that cookie). An answer that carries a token
 * (signing in through a browser call, e.g. the QR sign-in poll) has it moved into the cookie and
 * removed from the body; signing out clears the cookie.
 */
import { forwardedHeaders } from "./forwarded-headers";
import { CART_COOKIE } from "../contract/cookies";
import { clearSessionCookie, secureCookies, sessionCookie } from "../contract/session-cookie";
import { CODE } from "../contract/envelope";
import { TIMED_OUT, setCredentialHeaders, withinTimeout, type UpstreamFetch } from "../contract/upstream";
import { readProxiedBody } from "./proxy-body-limit";
import { forgetEndedSession } from "./session-ended";

/** The seed's wording (docs/spec.md §8); the browser shows its own translation by code. */
const TIMEOUT = { code: CODE.timeout, msg: "The request timed out and the server did not respond.", data: null };
const UNKNOWN = { code: CODE.error, msg: "An unknown error occurred.", data: null };

type ProxyOptions = { env?: { ENVIRONMENT?: string } };

export async function proxyToUpstream(
  request: Request,
  upstream: UpstreamFetch,
  options: ProxyOptions = {},
): Promise<Response> {
  const headers = forwardedHeaders(request);
  // The same mapping and timeout as the storefront's upstream client (functions/contract/upstream.ts).
  const { token, cartId } = setCredentialHeaders(headers, request.headers.get("cookie"));
  const init: RequestInit = { method: request.method, headers, redirect: "manual" };
  if (request.method !== "GET" && request.method !== "HEAD") {
    // Uploads are judged by their content-length before the body is buffered (proxy-body-limit.ts).
    const body = await readProxiedBody(request);
    if (body instanceof Response) return body;
    init.body = body;
  }
  let response: Response;
  // The browser gives up after 20 s too; the Worker must not hold a hung upstream call for longer.
  try {
    const answer = await withinTimeout(upstream(new Request(request.url, init)));
    if (answer === TIMED_OUT) return Response.json(TIMEOUT, { status: 504, headers: { "cache-control": "no-store" } });
    response = answer;
  } catch (error) {
    console.error("upstream unreachable", error);
    return Response.json(UNKNOWN, { status: 502, headers: { "cache-control": "no-store" } });
  }
  const answer = await keepTokenInCookie(new URL(request.url).pathname, response, secureCookies(options.env));
  return keepCartInCookie(forgetEndedSession(answer, !!token, secureCookies(options.env)), cartId);
}

/** A visitor cart the backend just issued (`x-cart` on the answer) is kept in the HttpOnly cookie. */
function keepCartInCookie(response: Response, current: string | null): Response {
  const issued = response.headers.get("x-cart");
  if (!issued || issued === current) return response;
  const answer = new Response(response.body, response);
  answer.headers.delete("x-cart");
  answer.headers.append(
    "set-cookie",
    `${CART_COOKIE}=${encodeURIComponent(issued)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`,
  );
  return answer;
}

const SIGN_OUT_PATH = "/api/web/auth/signout";

async function keepTokenInCookie(pathname: string, response: Response, secure: boolean): Promise<Response> {
  const signingOut = pathname === SIGN_OUT_PATH;
  const mayCarryToken =
    pathname.startsWith("/api/web/auth/") && (response.headers.get("content-type") ?? "").includes("json");
  if (!signingOut && !mayCarryToken) return response;
  const body = (await response.json().catch(() => null)) as { code?: number; data?: { token?: unknown } | null } | null;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  if (signingOut) headers.append("set-cookie", clearSessionCookie(secure));
  const token = body?.data?.token;
  if (typeof token === "string" && body?.data) {
    headers.append("set-cookie", sessionCookie(token, secure));
    delete body.data.token;
  }
  headers.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
