/**
 * The door of every operator call (ADR 106), in front of input validation so that a refused
 * caller learns nothing about its input. A wrong or missing token counts against the address
 * (`admin-fail:<ip>`): the first RATE_LIMITS.adminFailPerIp.limit are answered 403, every one after
 * them 429 with Retry-After until the window (counted from the first) ends. The right token is written to the audit log in the same statement that reads the
 * address's count, and is refused with 429 too while the address is locked out, so guessing
 * cannot be confirmed by a different answer. One D1 round trip either way.
 */
import { forbidden } from "../kernel/http/envelope";
import type { ShopContext } from "../kernel/http/context";
import { requester } from "../kernel/device";
import { RATE_LIMITS } from "../kernel/policy";
import { hitStatement, tooManyRequests } from "../kernel/rate-limits";
import { isAdmin } from "./auth";
import { auditKeys, tokenFingerprint } from "./audit";

const AUDIT_SQL = `INSERT INTO admin_audit (token, call, keys, ip, outcome)
  SELECT ?1, ?2, ?3, ?4, CASE WHEN lock.reset_at IS NULL THEN 'ok' ELSE 'throttled' END
  FROM (SELECT 1) LEFT JOIN (SELECT reset_at FROM rate_limits WHERE key = ?5 AND reset_at > ?6 AND count >= ?7) AS lock ON 1
  RETURNING outcome, (SELECT reset_at FROM rate_limits WHERE key = ?5) AS reset_at`;

const bearer = (request: Request) => {
  const header = request.headers.get("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice(7).trim() : "";
};

export async function admitOperator(
  ctx: ShopContext,
  request: Request,
  callPath: string,
  input: unknown,
): Promise<void> {
  const ip = requester(ctx).ip;
  const key = `admin-fail:${ip}`;
  const rule = RATE_LIMITS.adminFailPerIp;
  const now = Math.floor(Date.now() / 1000);
  if (!isAdmin(request, ctx.env)) {
    const row = await hitStatement(ctx, key, rule).first<{ count: number; reset_at: number }>();
    if (row && row.count > rule.limit) throw tooManyRequests(row.reset_at - now);
    throw forbidden();
  }
  const token = await tokenFingerprint(ctx.env.SESSION_SECRET, bearer(request));
  const row = await ctx.db
    .prepare(AUDIT_SQL)
    .bind(token, callPath, JSON.stringify(auditKeys(input)), ip, key, now, rule.limit)
    .first<{ outcome: string; reset_at: number }>();
  if (row?.outcome === "throttled") throw tooManyRequests(row.reset_at - now);
}
