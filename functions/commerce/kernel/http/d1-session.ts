/**
 * The request's D1 session: where it starts (the shopper's bookmark, the primary, or any
 * replica) and the bookmark it hands back on the answer. Why, and what each start guarantees:
 * ADR 175, with ADR 251 for the calls that start at the primary.
 */
import { BOOKMARK_HEADER, isBookmark } from "../../../contract/d1-bookmark";

/** Paths whose reads must be the primary's: operator calls (all under admin/) and gateway webhooks. */
const PRIMARY_PATHS = ["/api/web/admin/", "/api/web/payment/webhook/"];

/** Sign-in, codes and passwords: what they check (a password, a lockout) must be the latest. */
const AUTH_PATHS = "/api/web/auth/";

/**
 * `pathname` is the path the router matched (Hono's, percent-decoded), never the raw URL's: a call
 * reached as `/api/web/%61uth/signin` is auth/signin and must start at the primary too.
 */
export function sessionStart(pathname: string, headers: Headers): D1SessionBookmark | D1SessionConstraint {
  if (PRIMARY_PATHS.some((prefix) => pathname.startsWith(prefix))) return "first-primary";
  if (pathname.startsWith(AUTH_PATHS)) return "first-primary";
  const bookmark = headers.get(BOOKMARK_HEADER)?.trim();
  if (isBookmark(bookmark)) return bookmark;
  // A signed-in request with no bookmark (another device, a cleared cookie) starts at the
  // primary: a session revoked or a password changed elsewhere must count at once, not after
  // a replica catches up. With a bookmark the window is the replica's lag behind it.
  if (headers.get("x-auth")) return "first-primary";
  return "first-unconstrained";
}

export function openSession(db: D1Database, pathname: string, headers: Headers): D1DatabaseSession {
  return db.withSession(sessionStart(pathname, headers));
}

/**
 * The session's latest bookmark on the answer, for the storefront to send with the shopper's
 * next request. Set on every answer, errors included: a call that wrote and then refused still
 * moved the shopper's history on.
 */
export function answerBookmark(headers: Headers, session: D1DatabaseSession): void {
  const bookmark = session.getBookmark();
  if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
}
