/**
 * auth/bind: a signed-in customer adds an email address or a mobile number to an account that
 * has none of that kind (an account made by WeChat sign-in has neither), proven by the code that
 * auth/sendCode (scene "bind") sent there. An address that belongs to another account was sent
 * a notice instead of a code, so binding it fails like a wrong code: no enumeration. A bound
 * email counts as verified: the code proved the customer reads that mailbox.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { requireCustomer } from "../kernel/http/customer";
import { Code, ShopError, invalidInput } from "../kernel/http/envelope";
import { accountField, codeField, countryCodeField, readAccount } from "./account";
import { consumeCode } from "./codes";
import { securityEvent } from "./events";
import { RATE_LIMITS } from "../kernel/policy";
import { spend } from "../kernel/rate-limits";
import { USER_SQL, toUser, userShape, type UserRow } from "./users";

export const bindCall = defineCall({
  path: "auth/bind",
  summary: "Add an email or mobile number to the signed-in account with the code sent to it",
  tag: "accounts",
  input: z.object({ account: accountField, code: codeField, countryCode: countryCodeField }),
  output: userShape,
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const account = readAccount(ctx, input.account, input.countryCode, true);
    await spend(ctx, [[`bind:${customer.userId}`, RATE_LIMITS.bindPerUser]]);
    if (!(await consumeCode(ctx, account, "bind", input.code))) throw invalidInput({ code: ctx.t("codeInvalid") });
    // Only an empty slot is filled, and only while no other account took the address meanwhile.
    const update =
      account.kind === "email"
        ? ctx.db
            .prepare(
              `UPDATE users SET email = ?1, email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
               WHERE id = ?2 AND email IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE email = ?1) RETURNING id`,
            )
            .bind(account.email, customer.userId)
        : ctx.db
            .prepare(
              `UPDATE users SET mobile = ?1, country_code = ?2
               WHERE id = ?3 AND mobile IS NULL AND NOT EXISTS (SELECT 1 FROM users WHERE mobile = ?1 AND country_code = ?2) RETURNING id`,
            )
            .bind(account.mobile, account.countryCode, customer.userId);
    if (!(await update.first())) throw new ShopError(Code.fullFailure, "accountAlreadyBound", 400);
    const [, found] = await ctx.db.batch<UserRow>([
      securityEvent(ctx, customer.userId, "accountBound", { account: account.kind }),
      ctx.db.prepare(`SELECT ${USER_SQL} FROM users u WHERE u.id = ?`).bind(customer.userId),
    ]);
    return toUser(found.results[0]);
  },
});
