/**
 * Rate limits with counters in D1, so every isolate and every request sees the same count: one
 * atomic upsert per check. Exceeding a limit answers code 41 with HTTP 429 and Retry-After.
 */
import { Code, ShopError } from "./http/envelope";
import type { ShopContext } from "./http/context";
import { SIGNIN_LOCKOUT, type RateLimit } from "./policy";

const nowS = () => Math.floor(Date.now() / 1000);

export function tooManyRequests(retryAfterS: number): ShopError {
  const seconds = Math.max(1, Math.ceil(retryAfterS));
  return new ShopError(Code.fullFailure, "tooManyRequests", 429, { retryAfter: seconds }, [seconds], {
    "retry-after": String(seconds),
  });
}

const HIT_SQL = `INSERT INTO rate_limits (key, count, reset_at) VALUES (?1, 1, ?2 + ?3)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN reset_at <= ?2 THEN 1 ELSE count + 1 END,
    reset_at = CASE WHEN reset_at <= ?2 THEN ?2 + ?3 ELSE reset_at END
  RETURNING count, reset_at`;

/** One request counted against a limit, as a statement to batch with the call's own reads. */
export function hitStatement(ctx: ShopContext, key: string, rule: RateLimit): D1PreparedStatement {
  return ctx.db.prepare(HIT_SQL).bind(key, nowS(), rule.windowS);
}

/** Throws when any of the counted hits (results of hitStatement, in order) went over its limit. */
export function assertWithinLimits(results: D1Result<unknown>[], rules: RateLimit[]): void {
  const now = nowS();
  let wait = 0;
  results.forEach((result, index) => {
    const row = result.results[0] as { count: number; reset_at: number } | undefined;
    if (row && row.count > rules[index].limit) wait = Math.max(wait, row.reset_at - now);
  });
  if (wait > 0) throw tooManyRequests(wait);
}

/** Counts one request against each limit (in one round trip); throws when any is exceeded. */
export async function spend(ctx: ShopContext, checks: [key: string, rule: RateLimit][]): Promise<void> {
  const results = await ctx.db.batch(checks.map(([key, rule]) => hitStatement(ctx, key, rule)));
  assertWithinLimits(
    results,
    checks.map(([, rule]) => rule),
  );
}

/** Gives back one counted request (a message that could not be sent should not cost a try). */
export function refundStatement(ctx: ShopContext, key: string): D1PreparedStatement {
  return ctx.db.prepare("UPDATE rate_limits SET count = max(count - 1, 0) WHERE key = ?").bind(key);
}

/** The account's lockout, as a statement to batch with the sign-in's own reads. */
export function lockoutStatement(ctx: ShopContext, accountKey: string): D1PreparedStatement {
  return ctx.db.prepare("SELECT blocked_until FROM rate_limits WHERE key = ?").bind(`signin-fail:${accountKey}`);
}

export function assertNotLocked(blockedUntil: number | undefined): void {
  const wait = (blockedUntil ?? 0) - nowS();
  if (wait > 0) throw tooManyRequests(wait);
}

/** A wrong password or code: count it, and lock the account for longer with every further one. */
export async function recordSigninFailure(ctx: ShopContext, accountKey: string): Promise<void> {
  const { freeFailures, firstLockS, maxLockS, memoryS } = SIGNIN_LOCKOUT;
  const now = nowS();
  await ctx.db
    .prepare(
      `INSERT INTO rate_limits (key, count, reset_at, blocked_until) VALUES (?1, 1, ?2 + ?3, 0)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN reset_at <= ?2 THEN 1 ELSE count + 1 END,
         reset_at = ?2 + ?3,
         blocked_until = CASE WHEN reset_at > ?2 AND count + 1 > ?4
           THEN ?2 + min(?6, ?5 * (1 << min(count + 1 - ?4 - 1, 12))) ELSE 0 END`,
    )
    .bind(`signin-fail:${accountKey}`, now, memoryS, freeFailures, firstLockS, maxLockS)
    .run();
}

export function clearSigninFailures(ctx: ShopContext, accountKey: string): D1PreparedStatement {
  return ctx.db.prepare("DELETE FROM rate_limits WHERE key = ?").bind(`signin-fail:${accountKey}`);
}
