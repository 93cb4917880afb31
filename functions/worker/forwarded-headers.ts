/**
 * What a browser's request may carry to the backend through the /api/web proxy: an allow-list,
 * not a deny-list, so a header the backend trusts can never be supplied by a visitor.
 * - The session and cart come from the HttpOnly cookies (the proxy sets x-auth and x-cart
 *   itself), and so does the D1 bookmark (x-d1-bookmark, set by d1-bookmark-cookie.ts); a
 *   client's own x-auth / x-cart / x-d1-bookmark / cookie never passes.
 * - The client's address is Cloudflare's `cf-connecting-ip` only, which Cloudflare sets on
 *   every request and overwrites when a client sends one; `x-real-ip` and `x-forwarded-for`
 *   are the client's word and are dropped.
 * - `authorization` (the operator's bearer token) passes only to operator calls (admin/*), so a
 *   shopper's page can never hand a stolen token to a customer call by accident.
 * - A payment gateway's webhook keeps its signature header (`stripe-signature`, …): the
 *   provider's code verifies it.
 */
const ALWAYS = [
  "accept",
  "accept-language",
  "content-type",
  "user-agent",
  "x-lang",
  "cf-connecting-ip",
  "cf-ipcountry",
];
const ADMIN_CALLS = "/api/web/admin/";
const WEBHOOKS = "/api/web/payment/webhook/";

export function forwardedHeaders(request: Request): Headers {
  const pathname = new URL(request.url).pathname;
  const headers = new Headers();
  for (const name of ALWAYS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (pathname.startsWith(ADMIN_CALLS)) {
    const authorization = request.headers.get("authorization");
    if (authorization !== null) headers.set("authorization", authorization);
  }
  if (pathname.startsWith(WEBHOOKS)) {
    for (const [name, value] of request.headers) if (name.endsWith("signature")) headers.set(name, value);
  }
  return headers;
}
