/**
 * A repeat anonymous page answered before the rest of the Worker runs (docs/decisions/387).
 *
 * Which stored page an anonymous GET gets is a function of three things the request carries: its
 * URL, its `Cookie` header (the language and currency cookies; no personal cookie, else it is
 * stitched) and its `Accept-Language` (page-cache.ts builds the key from them, through the
 * route's checks, the language detection and URL and cookie parses). When the page cache has
 * answered such a request from a stored page, it notes those three, verbatim, with the key it
 * built; a later request with the very same three goes straight to the stored page under that
 * key: one map lookup instead of the route.
 *
 * The page itself is still found the way the page cache finds it — `recall` (the memory's
 * lifetime and purges, ADR 275) and then the Cache API — and answered by the same functions
 * (stored bytes and headers as they are, ADR 324; gzip bytes to a client that takes them, ADR
 * 363). A note only says where to look, never what to answer: a page purged, expired or changed
 * meanwhile is looked up afresh, and a note that finds nothing is dropped and the request goes the
 * whole way. Only what the page cache decided for a request is ever noted, so a request it would
 * not have answered from a stored page (a personal cookie, another language or currency, a write,
 * a route handled before the page cache) has no note.
 */
import { acceptsGzip, answerFromCache, answerFromMemory } from "./compressed-page";
import { answerable } from "./hashed-page";
import { recall } from "./page-memory";
import { withoutTags } from "./page-tags";
import { withHeaders } from "./response-headers";
import { CACHE_TAG_HEADER } from "../contract/page-tags";

/**
 * What the Worker adds to every answer once the page cache has answered (entry.ts): `report`,
 * the layer in `x-page-cache` outside production, and `headers` (the hit's meter, the baseline
 * security headers, HSTS over HTTPS). The same object for the same answers: a page in memory is
 * answered with its headers finished once per page and finish (the answers' headers are copied
 * from them by the Response, never set one by one per answer).
 */
export type Finish = { report: boolean; headers: Record<string, string> };

/** Bounded: cleared when full (a note is only a shortcut; the next hit notes it again). */
const NOTES_LIMIT = 1024;
const keyOfRequest = new Map<string, string>();

/** Everything an anonymous GET's page key is made of, verbatim: nothing is parsed to make it. */
const signatureOf = (request: Request) =>
  `${request.url}\n${request.headers.get("cookie") ?? ""}\n${request.headers.get("accept-language") ?? ""}`;

/** The page cache answered this anonymous GET from the page stored under `keyText`. */
export function notePageKey(request: Request, keyText: string): void {
  if (request.method !== "GET") return;
  if (keyOfRequest.size >= NOTES_LIMIT) keyOfRequest.clear();
  keyOfRequest.set(signatureOf(request), keyText);
}

/**
 * The stored page for a request the page cache has answered before, as the page cache answers it
 * (`x-page-cache` when `report`); null (synchronously, at the cost of one map lookup) for any
 * other request, and after a lookup that finds nothing.
 */
export function knownPage(request: Request, finishOf: () => Finish): Promise<Response | null> | null {
  if (request.method !== "GET" || !keyOfRequest.size) return null;
  const signature = signatureOf(request);
  const keyText = keyOfRequest.get(signature);
  if (keyText === undefined) return null;
  const gzip = acceptsGzip(request);
  const finish = finishOf();
  const remembered = recall(keyText);
  if (remembered) return Promise.resolve(answerFromMemory(remembered, gzip, (stored) => finished(stored, finish)));
  return fromCache(keyText, gzip, finish).then((answer) => {
    if (!answer) keyOfRequest.delete(signature);
    return answer;
  });
}

async function fromCache(keyText: string, gzip: boolean, finish: Finish): Promise<Response | null> {
  // Workers' CacheStorage has a `default` cache; the DOM typings in scope do not know it.
  const cache = (caches as unknown as { default: Cache }).default;
  const hit = await cache.match(new Request(keyText, { method: "GET" }));
  if (hit && answerable(hit.headers)) {
    // As the page cache marks its answers: no cache tags for the browser, the layer outside production.
    const marked = withoutTags(answerFromCache(hit, gzip));
    return withHeaders(finish.report ? withHeaders(marked, { "x-page-cache": "hit-cache" }) : marked, finish.headers);
  }
  await hit?.body?.cancel();
  return null;
}

/** A stored page's headers (plain or gzip form) as answered from memory with `finish`: made once each. */
const finishedOf = new WeakMap<Headers, Map<Finish, Headers>>();
function finished(stored: Headers, finish: Finish): Headers {
  let byFinish = finishedOf.get(stored);
  if (!byFinish) finishedOf.set(stored, (byFinish = new Map()));
  let headers = byFinish.get(finish);
  if (!headers) {
    headers = new Headers(stored);
    headers.delete(CACHE_TAG_HEADER);
    if (finish.report) headers.set("x-page-cache", "hit-memory");
    for (const [name, value] of Object.entries(finish.headers)) headers.set(name, value);
    byFinish.set(finish, headers);
  }
  return headers;
}

/** For tests: forgets every note. */
export function forgetPageKeys(): void {
  keyOfRequest.clear();
}
