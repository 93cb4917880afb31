/**
 * Browser calls to /api/web/* and ?request=route reach the upstream through here. The browser
 * never holds the backend token: it lives in the HttpOnly session cookie and is turned into the
 * x-auth header here (and the visitor cart cookie into x-cart).
 */
import type { UpstreamFetch } from "./upstream";
import { SESSION_COOKIE, CART_COOKIE, readCookie } from "../app/lib/cookies";

export async function proxyToUpstream(request: Request, upstream: UpstreamFetch): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete("x-auth");
  headers.delete("x-cart");
  const cookieHeader = request.headers.get("cookie");
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const cartId = readCookie(cookieHeader, CART_COOKIE);
  if (token) headers.set("x-auth", token);
  if (cartId) headers.set("x-cart", cartId);
  // The backend has no business with the storefront's cookies.
  headers.delete("cookie");
  const init: RequestInit = { method: request.method, headers, redirect: "manual" };
  if (request.method !== "GET" && request.method !== "HEAD") init.body = await request.arrayBuffer();
  try {
    return await upstream(new Request(request.url, init));
  } catch (error) {
    console.error("upstream unreachable", error);
    return Response.json({ code: 500, msg: "An unknown error occurred.", data: null }, { status: 502 });
  }
}
