/**
 * The edge cache for public pages: a GET whose answer says `public` (the backend called the
 * page public and the request carried no personal cookie, see app/lib/page-headers.ts) is kept
 * in the colo's cache, keyed by URL, the page's language and the build, and served from there until its
 * s-maxage runs out. Anything personal (session, cookies set, non-200) is never stored. A hit
 * gets this response's CSP nonce in place of the cached one (fresh-nonce.ts, docs/decisions/031).
 * The pages this isolate stores are also kept in its memory and served from there first, for no
 * longer than the edge cache keeps them (page-memory.ts, docs/decisions/086).
 */
import { freshPage, prepareForCache, withFreshNonce } from "./fresh-nonce";
import { recall, remember } from "./page-memory";
import { storeUnderTags } from "./page-purge";
import { withoutTags } from "./page-tags";
import { withHeaders } from "./response-headers";
import { PERSONAL_COOKIES } from "../contract/cookies";
import { carriesCookie } from "../contract/cookie-header";

// Personal cookies are read by the one strict parser the app and the proxy read them with
// (ADR 201): `cart =1` is neither read nor personal, `cart=1` is both. The `lng` cookie is not
// personal: it only picks the language, which is part of the key. Neither is the D1 bookmark
// (`d1b`, ADR 175): it only says how fresh the reads must be.
const personal = (request: Request) => carriesCookie(request.headers.get("cookie"), PERSONAL_COOKIES);

/** A request this cache never answers from, nor stores for: not a GET, or a personal cookie came. */
export function bypassesPageCache(request: Request): boolean {
  return request.method !== "GET" || personal(request);
}

/** An answer rendered for a personal cookie is never shared, whatever the page said (ADR 201). */
function neverShared(request: Request, response: Response): Response {
  if (!personal(request) || !/\bpublic\b/i.test(response.headers.get("cache-control") ?? "")) return response;
  return withHeaders(response, { "cache-control": "private, no-cache" });
}

export type Handler = () => Promise<Response>;

/** `version` is the build's: pages cached by an earlier deploy name assets that are gone. */
export async function withPageCache(
  request: Request,
  ctx: ExecutionContext,
  key: { language: string; version: string },
  handle: Handler,
  nonce: string,
  /**
   * Outside production, `x-page-cache` says which way the page came (tests, bench): `hit-memory`
   * (this isolate's memory), `hit-cache` (the edge cache) or `miss` (rendered).
   */
  report = false,
): Promise<Response> {
  // The browser never gets the page's cache tags (page-tags.ts, ADR 275).
  const marked = (response: Response, state: "hit-memory" | "hit-cache" | "miss") =>
    report ? withHeaders(withoutTags(response), { "x-page-cache": state }) : withoutTags(response);
  if (bypassesPageCache(request)) return withoutTags(neverShared(request, await handle()));
  const keyUrl = new URL(request.url);
  keyUrl.searchParams.set("__lang", key.language);
  keyUrl.searchParams.set("__build", key.version);
  const keyText = keyUrl.toString();
  const remembered = recall(keyText);
  const fromMemory = remembered ? freshPage(remembered, nonce) : null;
  if (fromMemory) return marked(fromMemory, "hit-memory");
  const cacheKey = new Request(keyText, { method: "GET" });
  // Workers' CacheStorage has a `default` cache; the DOM typings in scope do not know it.
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(cacheKey);
  const renewed = hit ? await withFreshNonce(hit, nonce) : null;
  if (renewed) return marked(renewed, "hit-cache");
  const renderStarted = Date.now();
  const response = await handle();
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (response.status === 200 && /\bpublic\b/.test(cacheControl) && !response.headers.has("set-cookie")) {
    // Stored under the tags of what it shows, unless a purge of one came meanwhile (page-purge.ts, ADR 275).
    const store = prepareForCache(response.clone()).then((page) =>
      storeUnderTags(
        keyText,
        page,
        renderStarted,
        () => cache.put(cacheKey, new Response(page.body as Uint8Array<ArrayBuffer>, page)),
        (memorySeconds) => remember(keyText, page, undefined, memorySeconds),
      ),
    );
    ctx.waitUntil(store);
  }
  return marked(response, "miss");
}
