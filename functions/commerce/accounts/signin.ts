/**
 * auth/signin by password or by code, and auth/signout. Unknown accounts and wrong passwords get
 * the same answer after the same work (a hash is always verified). Wrong tries lock the account
 * for growing times (policy.ts); every IP is limited too. Signing in rotates: a session the
 * request still carried is revoked, and a new token is issued.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { requireCustomer, tokenHash } from "../kernel/http/customer";
import { Code, ShopError, invalidInput } from "../kernel/http/envelope";
import { accountField, accountMatch, codeField, countryCodeField, readAccount, signinPasswordField } from "./account";
import { consumeCodeStatements } from "./codes";
import { requester } from "../kernel/device";
import { securityEvent } from "./events";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";
import { RATE_LIMITS } from "../kernel/policy";
import {
  assertNotLocked,
  assertWithinLimits,
  clearSigninFailures,
  hitStatement,
  lockoutStatement,
  recordSigninFailure,
} from "../kernel/rate-limits";
import { revokeSessionStatement, startSession, type SigninMethod } from "./sessions";
import { USER_SQL, signedInShape, toUser, type UserRow } from "./users";

/** Starts the session and answers `{ token, user }`; shared by every way of signing in. */
export async function signIn(ctx: ShopContext, row: UserRow, method: SigninMethod, extra: D1PreparedStatement[] = []) {
  const session = await startSession(ctx, row.id, method);
  const carried = await tokenHash(ctx.headers.get("x-auth"));
  const rotate = carried
    ? [
        ctx.db
          .prepare(
            "UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE token_hash = ? AND revoked_at IS NULL",
          )
          .bind(carried),
      ]
    : [];
  await ctx.db.batch([...rotate, ...extra, ...session.statements]);
  await session.afterwards();
  return { token: session.token, user: { ...toUser(row), lastLoginAt: new Date().toISOString() } };
}

export const signinCall = defineCall({
  path: "auth/signin",
  summary: "Sign in with a password or a code; answers a new session token",
  tag: "accounts",
  input: z.object({
    account: accountField,
    password: signinPasswordField.optional(),
    code: codeField.optional(),
    countryCode: countryCodeField,
  }),
  output: signedInShape,
  handle: async (ctx, input) => {
    if (!input.password && !input.code) throw invalidInput({ password: ctx.t("fieldRequired", "password") });
    const account = readAccount(ctx, input.account, input.countryCode);
    const { sql, params } = accountMatch(account, "u");
    // Round trip 1: the IP's limit, the user, the account's lockout and (by code) the code itself;
    // round trip 2: the session batch. A code tried while locked out is used up all the same.
    const consuming =
      !input.password && input.code ? await consumeCodeStatements(ctx, account, "signin", input.code) : [];
    const [hit, users, lockout, consumed] = await ctx.db.batch<Record<string, unknown>>([
      hitStatement(ctx, `signin-ip:${requester(ctx).ip}`, RATE_LIMITS.signinPerIp),
      ctx.db.prepare(`SELECT ${USER_SQL} FROM users u WHERE ${sql}`).bind(...params),
      lockoutStatement(ctx, account.key),
      ...consuming,
    ]);
    assertWithinLimits([hit], [RATE_LIMITS.signinPerIp]);
    assertNotLocked((lockout.results[0] as { blocked_until?: number } | undefined)?.blocked_until);
    const row = users.results[0] as UserRow | undefined;
    const passed = input.password
      ? await verifyPassword(input.password, row?.password_hash ?? null)
      : consumed.results.length > 0;
    if (!row || !passed) {
      await recordSigninFailure(ctx, account.key);
      if (input.password) throw new ShopError(Code.fullFailure, "wrongCredentials", 400);
      throw invalidInput({ code: ctx.t("codeInvalid") });
    }
    const extra = [clearSigninFailures(ctx, account.key)];
    if (input.password && row.password_hash && needsRehash(row.password_hash)) {
      extra.push(
        ctx.db
          .prepare("UPDATE users SET password_hash = ? WHERE id = ?")
          .bind(await hashPassword(input.password), row.id),
      );
    }
    return signIn(ctx, row, input.password ? "password" : "code", extra);
  },
});

export const signoutCall = defineCall({
  path: "auth/signout",
  summary: "End the current session",
  tag: "accounts",
  input: z.object({}),
  output: z.null(),
  handle: async (ctx) => {
    const customer = await requireCustomer(ctx);
    await ctx.db.batch([
      revokeSessionStatement(ctx, customer.sessionId, customer.userId),
      securityEvent(ctx, customer.userId, "signout"),
    ]);
    return null;
  },
});
