/**
 * Browser calls to /api/web/* and ?request=route reach the upstream through here. The browser
 * never holds the backend token: it lives in the HttpOnly session cookie and is turned into the
 * x-auth header here (and the visitor cart cookie into x-cart, and a newly issued cart id back
 * into that cookie). An answer that carries a token
 * (signing in through a browser call, e.g. the QR sign-in poll) has it moved into the cookie and
 * removed from the body; signing out clears the cookie.
 */
import type { UpstreamFetch } from "./upstream";
import { forwardedHeaders } from "./forwarded-headers";
import { SESSION_COOKIE, CART_COOKIE, readCookie } from "../contract/cookies";
import { clearSessionCookie, secureCookies, sessionCookie } from "../../app/lib/session.server";
import { API_TIMEOUT_MS, CODE } from "../../app/lib/constants";
import { readProxiedBody } from "./proxy-body-limit";
import { forgetEndedSession } from "./session-ended";

/** The seed's wording (docs/spec.md §8); the browser shows its own translation by code. */
const TIMED_OUT = { code: CODE.timeout, msg: "The request timed out and the server did not respond.", data: null };
const UNKNOWN = { code: CODE.error, msg: "An unknown error occurred.", data: null };

type ProxyOptions = { env?: { ENVIRONMENT?: string } };

export async function proxyToUpstream(
  request: Request,
  upstream: UpstreamFetch,
  options: ProxyOptions = {},
): Promise<Response> {
  const headers = forwardedHeaders(request);
  const cookieHeader = request.headers.get("cookie");
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const cartId = readCookie(cookieHeader, CART_COOKIE);
  if (token) headers.set("x-auth", token);
  if (cartId) headers.set("x-cart", cartId);
  const init: RequestInit = { method: request.method, headers, redirect: "manual" };
  if (request.method !== "GET" && request.method !== "HEAD") {
    // Uploads are judged by their content-length before the body is buffered (proxy-body-limit.ts).
    const body = await readProxiedBody(request);
    if (body instanceof Response) return body;
    init.body = body;
  }
  let response: Response;
  // The browser gives up after 20 s too; the Worker must not hold a hung upstream call for longer.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), API_TIMEOUT_MS)));
  try {
    const answer = await Promise.race([upstream(new Request(request.url, init)), timedOut]);
    if (answer === "timeout")
      return Response.json(TIMED_OUT, { status: 504, headers: { "cache-control": "no-store" } });
    response = answer;
  } catch (error) {
    console.error("upstream unreachable", error);
    return Response.json(UNKNOWN, { status: 502, headers: { "cache-control": "no-store" } });
  } finally {
    clearTimeout(timer);
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
