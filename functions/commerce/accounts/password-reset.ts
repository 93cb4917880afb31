/**
 * Forgotten password: auth/forget sends a code (or, for an unknown account, a notice: the answer
 * is the same), auth/resetPassword sets the new password with it and ends every session.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { invalidInput } from "../kernel/http/envelope";
import { accountField, accountMatch, codeField, countryCodeField, passwordField, readAccount } from "./account";
import { consumeCode } from "./codes";
import { requester } from "../kernel/device";
import { securityEvent } from "./events";
import { hashPassword } from "./passwords";
import { RATE_LIMITS } from "../kernel/policy";
import { clearSigninFailures, spend } from "../kernel/rate-limits";
import { sendCode } from "./send-code";
import { humanCheckField } from "./human-check/check";
import { revokeAllStatement } from "./sessions";

export const forgetCall = defineCall({
  path: "auth/forget",
  summary: "Send a password-reset code; the same answer whether or not the account exists",
  tag: "accounts",
  input: z.object({ account: accountField, countryCode: countryCodeField, humanCheck: humanCheckField }),
  output: z.null(),
  handle: async (ctx, input) => {
    const account = readAccount(ctx, input.account, input.countryCode);
    await sendCode(ctx, account, "forget", input.humanCheck, [
      [`reset-ip:${requester(ctx).ip}`, RATE_LIMITS.resetPerIp],
    ]);
    return null;
  },
});

export const resetPasswordCall = defineCall({
  path: "auth/resetPassword",
  summary: "Set a new password with the reset code; every session of the account ends",
  tag: "accounts",
  input: z.object({ account: accountField, code: codeField, password: passwordField, countryCode: countryCodeField }),
  output: z.null(),
  handle: async (ctx, input) => {
    const account = readAccount(ctx, input.account, input.countryCode);
    await spend(ctx, [[`reset-ip:${requester(ctx).ip}`, RATE_LIMITS.resetPerIp]]);
    const passwordHash = await hashPassword(input.password);
    const { sql, params } = accountMatch(account);
    const user = await ctx.db
      .prepare(`SELECT id FROM users WHERE ${sql}`)
      .bind(...params)
      .first<{ id: number }>();
    if (!(await consumeCode(ctx, account, "forget", input.code)) || !user)
      throw invalidInput({ code: ctx.t("codeInvalid") });
    await ctx.db.batch([
      ctx.db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").bind(passwordHash, user.id),
      revokeAllStatement(ctx, user.id),
      clearSigninFailures(ctx, account.key),
      securityEvent(ctx, user.id, "passwordReset"),
    ]);
    return null;
  },
});
