/**
 * The D1 bookmark on the contract (docs/api.md "Read replicas", ADR 175): a request may carry
 * `x-d1-bookmark`, the position in the database's history its reads must at least see, and every
 * answer of the embedded backend carries the position its reads and writes reached. The
 * storefront keeps the newest per browser session, so a shopper's reads never fall behind their
 * own writes on a read replica.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";

/**
 * D1's bookmark shape ("00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683", also what
 * Miniflare answers). Anything else is not passed on: it would reach `withSession` from a cookie
 * the shopper can edit.
 */
const SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

export function isBookmark(value: string | null | undefined): value is string {
  return typeof value === "string" && SHAPE.test(value);
}

/** D1 bookmarks sort lexicographically from oldest to newest; null is older than any. */
export function laterBookmark(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return b > a ? b : a;
}
