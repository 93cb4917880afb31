/**
 * The edge cache for public pages: a GET whose answer says `public` (the backend called the
 * page public and the request carried no personal cookie, see app/lib/page-headers.ts) is kept
 * in the colo's cache, keyed by URL, the page's language and currency and the build, and served from there until its
 * s-maxage runs out. Anything personal (session, cookies set, non-200) is never stored. A page is
 * stored with its inline scripts allowed by hash instead of the render's nonce, so a hit answers
 * the stored bytes and headers as they are (hashed-page.ts, docs/decisions/324), gzip-compressed
 * once when stored and answered so to a client that accepts gzip (compressed-page.ts, ADR 363).
 * The pages this isolate stores are also kept in its memory and served from there first, for no
 * longer than the edge cache keeps them (page-memory.ts, docs/decisions/086).
 *
 * A request with a session or cart cookie gets the same neutral copy (rendered, when missing, as
 * a request with only its language and currency cookies) with its personal parts written in by
 * `stitch`, answered `private` (docs/decisions/270). A page the neutral render does not call
 * public (cart, checkout, the user area, sign-in) is rendered for the request as before.
 */
import { answerable, prepareForCache } from "./hashed-page";
import {
  STORED_ENCODING_HEADER,
  acceptsGzip,
  answerFromCache,
  answerFromMemory,
  cacheEntry,
  withGzip,
} from "./compressed-page";
import { recall, remember } from "./page-memory";
import { storeUnderTags } from "./page-purge";
import { withoutTags } from "./page-tags";
import { withHeaders } from "./response-headers";
import { BOOKMARK_COOKIE, CURRENCY_COOKIE, LANGUAGE_COOKIE, PERSONAL_COOKIES } from "../contract/cookies";
import { carriesCookie, readCookie } from "../contract/cookie-header";
import { isPersonalPage, rememberPersonalPage } from "./personal-pages";
import { NEVER_STITCHED, PAGE_STITCH_HEADER } from "../contract/shopper-parts";
import { gzipTemplate, storedPageTemplate, type NeutralPage } from "./stitch-answer";
import { notePageKey } from "./known-page";

// Personal cookies are read by the one strict parser the app and the proxy read them with
// (ADR 201): `cart =1` is neither read nor personal, `cart=1` is both. The `lng` cookie is not
// personal: it only picks the language, which is part of the key; nor is `currency` (ADR 270).
// Neither is the D1 bookmark (`d1b`, ADR 175): it only says how fresh the reads must be.
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

/** The currency part of the key: the cookie as the app reads it (an unknown code renders the default). */
function currencyKey(request: Request): string {
  const code = readCookie(request.headers.get("cookie"), CURRENCY_COOKIE);
  return code && /^[A-Z]{3}$/.test(code) ? code : "";
}

/**
 * The request as a shopper with no session and no cart would send it: only the language and
 * currency cookies and the D1 bookmark (freshness, ADR 175), as the strict rule reads them, go
 * along, so nothing personal reaches the render.
 */
export function neutralRequest(request: Request): Request {
  const cookies = request.headers.get("cookie");
  const kept = [LANGUAGE_COOKIE, CURRENCY_COOKIE, BOOKMARK_COOKIE].flatMap((name) => {
    const value = readCookie(cookies, name);
    return value === null ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  const headers = new Headers(request.headers);
  if (kept.length) headers.set("cookie", kept.join("; "));
  else headers.delete("cookie");
  return new Request(request.url, { method: "GET", headers });
}

/** Remix's data requests (single fetch's `.data`) and the route manifest are never stitched. */
const isDocument = (url: URL) =>
  !url.pathname.endsWith(".data") && !url.searchParams.has("_data") && !url.pathname.startsWith("/__manifest");

/** What this cache stores: a 200 the page called public that sets no cookie. */
const storable = (page: { status: number; headers: Headers }) =>
  page.status === 200 && /\bpublic\b/.test(page.headers.get("cache-control") ?? "") && !page.headers.has("set-cookie");

const isHtml = (headers: Headers) => (headers.get("content-type") ?? "").startsWith("text/html");

export type Handler = (request: Request) => Promise<Response>;
/** The neutral page with one shopper's parts written in; null when their parts cannot be had. */
export type Stitcher = (request: Request, neutral: NeutralPage) => Promise<Response | null>;

/** `version` is the build's: pages cached by an earlier deploy name assets that are gone. */
export async function withPageCache(
  request: Request,
  ctx: ExecutionContext,
  key: { language: string; version: string },
  handle: Handler,
  /**
   * Outside production, `x-page-cache` says which way the page came (tests, bench): `hit-memory`
   * (this isolate's memory), `hit-cache` (the edge cache) or `miss` (rendered); a stitched
   * page says `stitched-` before it, a shopper's page rendered for the request `bypass`.
   */
  report = false,
  stitch?: Stitcher,
): Promise<Response> {
  // The browser never gets the page's cache tags (page-tags.ts, ADR 275).
  const marked = (response: Response, state: string) =>
    report ? withHeaders(withoutTags(response), { "x-page-cache": state }) : withoutTags(response);
  if (request.method !== "GET") return withoutTags(neverShared(request, await handle(request)));
  const shopper = personal(request);
  // One parse of the URL: whether it is a document, then the key (ADR 386).
  const keyUrl = new URL(request.url);
  if (shopper && (!stitch || !isDocument(keyUrl))) return withoutTags(neverShared(request, await handle(request)));
  keyUrl.searchParams.set("__lang", key.language);
  keyUrl.searchParams.set("__currency", currencyKey(request));
  keyUrl.searchParams.set("__build", key.version);
  const keyText = keyUrl.toString();
  const bypass = async () => marked(neverShared(request, await handle(request)), "bypass");
  if (shopper && isPersonalPage(keyText)) return bypass();
  // Only an anonymous answer may be the stored gzip bytes; a shopper's is spliced from the page's
  // template (stitch-answer.ts, ADR 380) when they take gzip, else rewritten from the plain bytes.
  const gzip = acceptsGzip(request);
  const found = await neutralPage(
    request,
    shopper,
    ctx,
    keyText,
    handle,
    gzip ? (shopper ? "splice" : "gzip") : "plain",
  );
  const { state } = found;
  // The next request with the same URL and headers goes straight to the stored page (known-page.ts, ADR 387).
  if (!shopper && state !== "miss") notePageKey(request, keyText);
  if (!shopper || !stitch) return marked(found.response(), state);
  if ((state === "miss" && !storable(found)) || found.headers.get(PAGE_STITCH_HEADER) === NEVER_STITCHED) {
    // Personal by nature (or an error, a redirect): rendered for the shopper, as before.
    rememberPersonalPage(keyText);
    await found.response().body?.cancel();
    return bypass();
  }
  // A shared answer that is not a page (a feed, a sitemap) has nothing personal to fill in.
  if (!isHtml(found.headers)) return marked(found.response(), state);
  const stitched = await stitch(request, found);
  if (!stitched) {
    await found.response().body?.cancel();
    return bypass();
  }
  const answer = marked(privately(stitched), `stitched-${state}`);
  if (!report) return answer;
  // Which way the parts went in (ADR 380): gzip spliced from the page's template, or the rewriter.
  return withHeaders(answer, { "x-page-stitched-by": answer.headers.has("content-encoding") ? "splice" : "rewriter" });
}

/** A stitched answer is the shopper's own: private to the browser, never stored by anyone else. */
function privately(response: Response): Response {
  const privateHeaders = (headers: Headers) => {
    headers.set("cache-control", "private, no-cache");
    headers.delete("set-cookie");
    headers.delete("content-length");
    return headers;
  };
  // Changed in place where it can be: a spliced answer's gzip bytes must stay manually encoded.
  try {
    privateHeaders(response.headers);
    return response;
  } catch {
    const headers = privateHeaders(new Headers(response.headers));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * A neutral page as found: its status and headers at once; its answer made only when it is
 * needed (an anonymous answer, the rewriter's input), so a page spliced from its template never
 * wraps the stored bytes in a response only to cancel it (ADR 386).
 */
type FoundPage = NeutralPage & {
  state: "hit-memory" | "hit-cache" | "miss";
  /** The page as the client gets it when nothing is stitched into it; made once. */
  response: () => Response;
};

/** A page found as an answer already (rendered, or streamed from the Cache API). */
function foundAnswer(response: Response, state: FoundPage["state"]): FoundPage {
  // The Cache API's stream is read whole before the rewriter runs over it: streamed straight
  // into HTMLRewriter, connections dropped under load in workerd (ADR 324).
  const plain = async () => (state === "hit-cache" ? new Response(await response.arrayBuffer(), response) : response);
  const { status, statusText, headers } = response;
  return { state, status, statusText, headers, response: () => response, plain, template: null };
}

/** `make` called at most once, on first use. */
function once(make: () => Response): () => Response {
  let made: Response | undefined;
  return () => (made ??= make());
}

/**
 * The page for `request` from memory, the edge cache, or rendered and stored when it may be; a
 * shopper's page is rendered from their request made neutral (only then: a hit needs no request).
 * A stored page comes as its gzip bytes for `gzip` (the client takes them and nothing rewrites
 * it), as its plain bytes with a way to its template for `splice` (ADR 380).
 */
async function neutralPage(
  request: Request,
  shopper: boolean,
  ctx: ExecutionContext,
  keyText: string,
  handle: Handler,
  form: "plain" | "gzip" | "splice",
): Promise<FoundPage> {
  const remembered = recall(keyText);
  if (remembered) {
    if (form !== "splice") return foundAnswer(answerFromMemory(remembered, form === "gzip"), "hit-memory");
    const { status, statusText, headers } = remembered;
    const response = once(() => answerFromMemory(remembered, false));
    const template = () => storedPageTemplate(remembered);
    return { state: "hit-memory", status, statusText, headers, response, plain: async () => response(), template };
  }
  const cacheKey = new Request(keyText, { method: "GET" });
  // Workers' CacheStorage has a `default` cache; the DOM typings in scope do not know it.
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(cacheKey);
  if (hit && answerable(hit.headers)) {
    // Streamed on as it comes: nothing in a stored page is renewed per answer (ADR 324).
    if (form !== "splice" || hit.headers.get(STORED_ENCODING_HEADER) !== "gzip")
      return foundAnswer(answerFromCache(hit, form === "gzip"), "hit-cache");
    // A splice needs the stored gzip bytes whole (their digest names the template).
    const gzipBytes = new Uint8Array(await hit.arrayBuffer());
    const response = once(() => answerFromCache(new Response(gzipBytes, hit), false));
    // The plain page's headers, as answerFromCache gives them: no storage mark, no gzip length.
    const headers = new Headers(hit.headers);
    headers.delete(STORED_ENCODING_HEADER);
    headers.delete("content-length");
    const plain = async () => {
      const decompressed = response();
      return new Response(await decompressed.arrayBuffer(), decompressed);
    };
    const { status, statusText } = hit;
    return {
      state: "hit-cache",
      status,
      statusText,
      headers,
      response,
      plain,
      template: () => gzipTemplate(gzipBytes),
    };
  }
  await hit?.body?.cancel();
  const renderStarted = Date.now();
  const response = await handle(shopper ? neutralRequest(request) : request);
  if (storable(response)) {
    // Stored under the tags of what it shows, unless a purge of one came meanwhile (page-purge.ts, ADR 275).
    const store = prepareForCache(response.clone()).then(async (prepared) => {
      if (!prepared) return;
      const page = await withGzip(prepared);
      await storeUnderTags(
        keyText,
        page,
        renderStarted,
        () => cache.put(cacheKey, cacheEntry(page)),
        (memorySeconds) => remember(keyText, page, undefined, memorySeconds),
      );
    });
    ctx.waitUntil(store);
  }
  return foundAnswer(response, "miss");
}
