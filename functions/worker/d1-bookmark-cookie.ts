/**
 * The shopper's D1 bookmark between the browser and the backend (ADR 175). The backend answers
 * `x-d1-bookmark` on every answer, the point in the database's history its session reached;
 * this keeps the newest per browser session in the HttpOnly `d1b` cookie and sends it on every
 * upstream request of the shopper's next requests, so a read replica never shows them their
 * cart, orders or account older than what they wrote or already saw.
 *
 * Within one request, each upstream call sends the newest bookmark any earlier answer brought
 * (an action's write, then the loaders that read it).
 *
 * The cookie is set only on the answer to a write (any method but GET and HEAD), never on a
 * read's. A read may be served by a lagging replica and answer an older bookmark than a write
 * the same browser finished meanwhile (a badge or prefetch GET racing a checkout POST): if its
 * answer set the cookie, it could move the shopper's bookmark back before their own order. So
 * the shopper's reads always start at least at their last write, and public pages, which are
 * GETs, never carry the cookie and stay shared. The browser never sees the header itself.
 */
import { BOOKMARK_HEADER, isBookmark, laterBookmark } from "../contract/d1-bookmark";
import { BOOKMARK_COOKIE, readCookie } from "../contract/cookies";
import type { UpstreamFetch } from "../contract/upstream";

export type BookmarkCarrier = {
  /** The upstream, sending the newest bookmark known and keeping the newer one an answer brings. */
  upstream: UpstreamFetch;
  /** The Worker's answer: the header gone, the cookie set when the bookmark moved on and may be set. */
  finish(response: Response): Response;
};

export function carryBookmark(request: Request, upstream: UpstreamFetch): BookmarkCarrier {
  const held = readCookie(request.headers.get("cookie"), BOOKMARK_COOKIE);
  const sent = isBookmark(held) ? held : null;
  let latest = sent;
  return {
    async upstream(outgoing) {
      const headers = new Headers(outgoing.headers);
      headers.delete(BOOKMARK_HEADER);
      if (latest) headers.set(BOOKMARK_HEADER, latest);
      const response = await upstream(new Request(outgoing, { headers }));
      const answered = response.headers.get(BOOKMARK_HEADER);
      if (isBookmark(answered)) latest = laterBookmark(latest, answered);
      return response;
    },
    finish(response) {
      const store = latest !== null && latest !== sent && isWrite(request);
      if (!store && !response.headers.has(BOOKMARK_HEADER)) return response;
      return edited(response, (headers) => {
        headers.delete(BOOKMARK_HEADER);
        // A session cookie: "per browser session", as D1's Sessions API means it.
        if (store) headers.append("set-cookie", `${BOOKMARK_COOKIE}=${latest}; Path=/; HttpOnly; SameSite=Lax`);
      });
    },
  };
}

/** A request that may write: only its answer may move the cookie on (see above). */
function isWrite(request: Request): boolean {
  return request.method !== "GET" && request.method !== "HEAD";
}

/** Changed in place when its headers allow; an answer of fetch() (API_ORIGIN) is copied once. */
function edited(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    edit(copy.headers);
    return copy;
  }
}
