/**
 * Carries the shopper's D1 bookmark between the backend's `x-d1-bookmark` answers and the
 * HttpOnly `d1b` cookie: every upstream call of a request sends the newest bookmark known, and
 * only a write's answer (any method but GET and HEAD) moves the cookie on. Why: ADR 175 and
 * ADR 250 (a read's answer could move it back).
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
