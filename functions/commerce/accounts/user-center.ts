/** The signed-in customer's own account: user/info, sessions, revoking one, security activity, password change. */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { CURRENT_USER_SQL, currentUserSqlAt, customerBatch, requireCustomer } from "../kernel/http/customer";
import { Code, ShopError, invalidInput, notFound } from "../kernel/http/envelope";
import { listOf, paging, offset } from "../kernel/http/paging";
import { securityEvent } from "./events";
import { ACCOUNT_POLICY } from "../kernel/policy";
import { passwordField, signinPasswordField } from "./account";
import { sessionIdField } from "../../contract/accounts";
import { hashPassword, verifyPassword } from "./passwords";
import { revokeAllStatement, revokeSessionStatement } from "./sessions";
import { USER_SQL, toUser, userShape, type UserRow } from "./users";

export const userInfoCall = defineCall({
  path: "user/info",
  summary: "The signed-in customer",
  tag: "user center",
  input: z.object({}),
  output: userShape,
  handle: async (ctx) => {
    // The session check and the customer's row in one round trip (ADR 085).
    const { results } = await customerBatch(ctx, (hash) => [
      ctx.db.prepare(`SELECT ${USER_SQL} FROM users u WHERE u.id = ${CURRENT_USER_SQL}`).bind(hash),
    ]);
    const row = results[0].results[0] as UserRow | undefined;
    if (!row) throw new ShopError(Code.authInvalid, "signInRequired", 401);
    return toUser(row);
  },
});

const sessionShape = z.object({
  id: z.string(),
  ip: z.string(),
  device: z.string(),
  method: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

export const userSessionsCall = defineCall({
  path: "user/sessions",
  summary: "The customer's live sessions, newest first",
  tag: "user center",
  input: z.object({}),
  output: z.array(sessionShape),
  handle: async (ctx) => {
    // The session check and the list in one round trip (ADR 160).
    const {
      customer,
      results: [live],
    } = await customerBatch(ctx, (hash) => [
      ctx.db
        .prepare(
          `SELECT id, ip, device, method, created_at, last_seen_at FROM sessions WHERE user_id = ${CURRENT_USER_SQL} AND revoked_at IS NULL
           AND last_seen_at > strftime('%Y-%m-%dT%H:%M:%fZ','now','-${ACCOUNT_POLICY.sessionIdleS} seconds') ORDER BY created_at DESC LIMIT 100`,
        )
        .bind(hash),
    ]);
    type Row = { id: string; ip: string; device: string; method: string; created_at: string; last_seen_at: string };
    return (live.results as Row[]).map((row) => ({
      id: row.id,
      ip: row.ip,
      device: row.device,
      method: row.method,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.id === customer.sessionId,
    }));
  },
});

export const revokeSessionCall = defineCall({
  path: "user/sessions/revoke",
  summary: "End one of the customer's sessions (another device, or this one)",
  tag: "user center",
  input: z.object({ id: sessionIdField }),
  output: z.null(),
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const [revoked] = await ctx.db.batch([
      revokeSessionStatement(ctx, input.id, customer.userId),
      securityEvent(ctx, customer.userId, "sessionRevoked"),
    ]);
    if (!revoked.meta.changes) throw notFound();
    return null;
  },
});

const eventShape = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  device: z.string(),
  createdAt: z.string(),
});

export const userActivityCall = defineCall({
  path: "user/activity",
  summary: "Security events: sign-ins, sign-outs, password and email changes",
  tag: "user center",
  input: z.object(paging),
  output: listOf(eventShape),
  handle: async (ctx, input) => {
    // The session check, the page and its total in one round trip (ADR 160).
    const mine = `user_id = ${currentUserSqlAt("?1")} AND stream = 'security'`;
    const {
      results: [list, total],
    } = await customerBatch(ctx, (hash) => [
      ctx.db
        .prepare(
          `SELECT id, action, detail, ip, device, created_at FROM user_events WHERE ${mine} ORDER BY id DESC LIMIT ?2 OFFSET ?3`,
        )
        .bind(hash, input.pageSize, offset(input)),
      ctx.db.prepare(`SELECT count(*) AS n FROM user_events WHERE ${mine}`).bind(hash),
    ]);
    type Row = { id: number; action: string; detail: string; ip: string; device: string; created_at: string };
    return {
      list: (list.results as Row[]).map((row) => ({
        id: row.id,
        action: row.action,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
        ip: row.ip,
        device: row.device,
        createdAt: row.created_at,
      })),
      total: (total.results[0] as { n: number }).n,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});

export const editPasswordCall = defineCall({
  path: "user/editPassword",
  summary: "Change the password; every other session of the customer ends",
  tag: "user center",
  input: z.object({ oldPassword: signinPasswordField, password: passwordField }),
  output: z.null(),
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const row = await ctx.db
      .prepare("SELECT password_hash FROM users WHERE id = ?")
      .bind(customer.userId)
      .first<{ password_hash: string | null }>();
    if (!(await verifyPassword(input.oldPassword, row?.password_hash ?? null)))
      throw invalidInput({ oldPassword: ctx.t("wrongCredentials") });
    await ctx.db.batch([
      ctx.db
        .prepare("UPDATE users SET password_hash = ? WHERE id = ?")
        .bind(await hashPassword(input.password), customer.userId),
      revokeAllStatement(ctx, customer.userId, customer.sessionId),
      securityEvent(ctx, customer.userId, "passwordChange"),
    ]);
    return null;
  },
});
