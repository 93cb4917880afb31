/**
 * The signed-in customer behind `x-auth`. Calls that need one start with
 * `const customer = await requireCustomer(ctx)`: it answers code 50 (missing, unknown or
 * expired token) or 51 (session revoked: signed out elsewhere, password reset) for them.
 * Sessions store the token's SHA-256, so queries can also join on it directly
 * (CURRENT_USER_SQL) when a call only wants to know who may be asking, and `customerBatch`
 * runs the session check in the same batch as a call's own statements (one round trip).
 */
import { ACCOUNT_POLICY } from "../policy";
import type { ShopContext } from "./context";
import { Code, ShopError } from "./envelope";

/** Each byte's two hex digits, made once: the hash of every signed-in call is spelled with them. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));
const encoder = new TextEncoder();

/**
 * The token's SHA-256 in lower-case hex, as sessions store it. Spelled by table lookup: the
 * spread-map-padStart-join it replaced was the backend's largest own cost on a signed-in page's
 * parts call (docs/decisions/392-the-parts-call-dispatch-profiled.md).
 */
export async function tokenHash(token: string | null): Promise<string> {
  if (!token) return "";
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(token)));
  let hex = "";
  for (const byte of digest) hex += HEX[byte];
  return hex;
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
const LIVE_SESSION_SQL = `revoked_at IS NULL
  AND last_seen_at > strftime('%Y-%m-%dT%H:%M:%fZ','now','-${ACCOUNT_POLICY.sessionIdleS} seconds')
  AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ','now','-${ACCOUNT_POLICY.sessionAbsoluteS} seconds')`;

/** SQL for the current customer's id, with the token hash bound to `parameter` (`?1`, `?2`, …). */
export const currentUserSqlAt = (parameter: string) =>
  `(SELECT user_id FROM sessions WHERE token_hash = ${parameter} AND ${LIVE_SESSION_SQL})`;

/** SQL for the current customer's id, given the token hash as the bound parameter. */
export const CURRENT_USER_SQL = currentUserSqlAt("?");

export type Customer = { userId: number; sessionId: string };

export type SessionRow = { id: string; user_id: number; live: number; revoked: number; stale: number };

const STALE_SQL = `last_seen_at < strftime('%Y-%m-%dT%H:%M:%fZ','now','-${ACCOUNT_POLICY.sessionTouchS} seconds')`;

/**
 * The session row the checks below read (id, user_id, live, revoked, stale), as a query with the
 * token hash bound to `parameter`: a call that reads its customer in one statement of its own
 * selects from it (shopper/parts, docs/decisions/382) and hands the row to `checkedCustomer`.
 */
export const sessionRowSql = (parameter: string) =>
  `SELECT id, user_id, (${LIVE_SESSION_SQL}) AS live, revoked_at IS NOT NULL AS revoked, ${STALE_SQL} AS stale
       FROM sessions WHERE token_hash = ${parameter}`;

function sessionStatement(ctx: ShopContext, hash: string): D1PreparedStatement {
  return ctx.db.prepare(sessionRowSql("?")).bind(hash);
}

/** The session row as the checks want it: the customer, or the code-50/51 refusal. */
function checkSession(row: SessionRow | null | undefined): SessionRow {
  if (!row) throw new ShopError(Code.authInvalid, "signInRequired", 401);
  if (row.revoked) throw new ShopError(Code.authOut, "sessionEnded", 401);
  if (!row.live) throw new ShopError(Code.authInvalid, "sessionEnded", 401);
  return row;
}

export async function requireCustomer(ctx: ShopContext): Promise<Customer> {
  const hash = await tokenHash(ctx.headers.get("x-auth"));
  if (!hash) throw new ShopError(Code.authInvalid, "signInRequired", 401);
  const row = checkSession(await sessionStatement(ctx, hash).first<SessionRow>());
  if (row.stale) await touchSession(ctx, row.id);
  return { userId: row.user_id, sessionId: row.id };
}

/**
 * requireCustomer and the call's own statements in one D1 round trip. `build` gets the token
 * hash, to bind to CURRENT_USER_SQL wherever its statements need the customer: a dead session
 * makes those match nothing, and its results are thrown away, since the same checks as
 * requireCustomer (codes 50/51) run on the session row read in the same batch. The batch only
 * reads: the last-seen touch, needed at most every few minutes per session, is its own trip
 * afterwards, exactly as in requireCustomer (a write in every batch made every page a commit).
 */
export async function customerBatch(
  ctx: ShopContext,
  build: (hash: string) => D1PreparedStatement[],
): Promise<{ customer: Customer; results: D1Result[] }> {
  const hash = await tokenHash(ctx.headers.get("x-auth"));
  if (!hash) throw new ShopError(Code.authInvalid, "signInRequired", 401);
  const [session, ...results] = await ctx.db.batch([sessionStatement(ctx, hash), ...build(hash)]);
  const row = checkSession(session.results[0] as SessionRow | undefined);
  if (row.stale) await touchSession(ctx, row.id);
  return { customer: { userId: row.user_id, sessionId: row.id }, results };
}

/**
 * The same checks as customerBatch on a session row read by a statement of the caller's own
 * (sessionRowSql): the customer, or code 50/51; the last-seen touch when due, as its own trip.
 */
export async function checkedCustomer(ctx: ShopContext, row: SessionRow | null | undefined): Promise<Customer> {
  const checked = checkSession(row);
  if (checked.stale) await touchSession(ctx, checked.id);
  return { userId: checked.user_id, sessionId: checked.id };
}

function touchSession(ctx: ShopContext, sessionId: string) {
  return ctx.db.prepare(`UPDATE sessions SET last_seen_at = ${NOW} WHERE id = ?`).bind(sessionId).run();
}
