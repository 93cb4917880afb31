/**
 * The edge cache for public pages: a GET whose answer says `public` (the backend called the
 * page public and the request carried no personal cookie, see app/lib/page-headers.ts) is kept
 * in the colo's cache, keyed by URL, the page's language and the build, and served from there until its
 * s-maxage runs out. Anything personal (session, cookies set, non-200) is never stored. A hit
 * gets this response's CSP nonce in place of the cached one (fresh-nonce.ts, docs/decisions/031).
 */
import { withFreshNonce } from "./fresh-nonce";
const PERSONAL_COOKIES = /(?:^|;\s*)(?:sid|cart|lng|currency)=/;

export type Handler = () => Promise<Response>;

/** `version` is the build's: pages cached by an earlier deploy name assets that are gone. */
export async function withPageCache(
  request: Request,
  ctx: ExecutionContext,
  key: { language: string; version: string },
  handle: Handler,
  nonce: string,
): Promise<Response> {
  if (request.method !== "GET" || PERSONAL_COOKIES.test(request.headers.get("cookie") ?? "")) return handle();
  const keyUrl = new URL(request.url);
  keyUrl.searchParams.set("__lang", key.language);
  keyUrl.searchParams.set("__build", key.version);
  const cacheKey = new Request(keyUrl.toString(), { method: "GET" });
  // Workers' CacheStorage has a `default` cache; the DOM typings in scope do not know it.
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(cacheKey);
  const renewed = hit ? withFreshNonce(hit, nonce) : null;
  if (renewed) {
    renewed.headers.set("x-page-cache", "hit");
    return renewed;
  }
  const response = await handle();
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (response.status === 200 && /\bpublic\b/.test(cacheControl) && !response.headers.has("set-cookie")) {
    ctx.waitUntil(cache.put(cacheKey, response.clone()));
  }
  const answer = new Response(response.body, response);
  answer.headers.set("x-page-cache", "miss");
  return answer;
}
