/**
 * auth/signup: a new account from an email or mobile number, the code sent to it, a password
 * and agreement to the terms. An account that exists already never got a usable code (it was
 * mailed a notice instead), so its sign-up fails exactly like a wrong code: no enumeration.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { invalidInput } from "../kernel/http/envelope";
import { accountField, accountMatch, codeField, countryCodeField, passwordField, readAccount } from "./account";
import { consumeCodeStatements } from "./codes";
import { requester } from "../kernel/device";
import { securityEvent } from "./events";
import { hashPassword } from "./passwords";
import { humanCheckField, passHumanCheck } from "./human-check/check";
import { RATE_LIMITS } from "../kernel/policy";
import { assertWithinLimits, hitStatement } from "../kernel/rate-limits";
import { startSession } from "./sessions";
import { USER_SQL, signedInShape, toUser, type UserRow } from "./users";

const nameField = z.string().trim().max(50).optional();

export const signupCall = defineCall({
  path: "auth/signup",
  summary: "Create an account with the code sent to it; answers a session token",
  tag: "accounts",
  input: z.object({
    account: accountField,
    password: passwordField,
    code: codeField,
    agree: z.boolean(),
    countryCode: countryCodeField,
    firstName: nameField,
    lastName: nameField,
    humanCheck: humanCheckField,
  }),
  output: signedInShape,
  handle: async (ctx, input) => {
    if (!input.agree) throw invalidInput({ agree: ctx.t("agreeTerms") });
    const account = readAccount(ctx, input.account, input.countryCode, true);
    await passHumanCheck(ctx, input.humanCheck, "signup");
    const passwordHash = await hashPassword(input.password);
    // Round trip 1: the IP's limit, the code and whether the account exists already.
    const { sql, params } = accountMatch(account);
    const [hit, consumed, , existing] = await ctx.db.batch([
      hitStatement(ctx, `signup-ip:${requester(ctx).ip}`, RATE_LIMITS.signupPerIp),
      ...(await consumeCodeStatements(ctx, account, "signup", input.code)),
      ctx.db.prepare(`SELECT 1 AS found FROM users WHERE ${sql}`).bind(...params),
    ]);
    assertWithinLimits([hit], [RATE_LIMITS.signupPerIp]);
    if (!consumed.results.length || existing.results.length) throw invalidInput({ code: ctx.t("codeInvalid") });
    const created = await ctx.db
      .prepare(
        // The code just consumed was sent to this address: an email account is proven, so it is
        // verified now (no "verify your email" step, no link mailed).
        `INSERT INTO users (email, mobile, country_code, password_hash, first_name, last_name, language, email_verified_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, CASE WHEN ? THEN strftime('%Y-%m-%dT%H:%M:%fZ','now') END) RETURNING id`,
      )
      .bind(
        account.kind === "email" ? account.email : null,
        account.kind === "mobile" ? account.mobile : null,
        account.kind === "mobile" ? account.countryCode : null,
        passwordHash,
        input.firstName ?? "",
        input.lastName ?? "",
        ctx.language,
        account.kind === "email" ? 1 : 0,
      )
      .first<{ id: number }>();
    const userId = created!.id;
    const session = await startSession(ctx, userId, "signup");
    const results = await ctx.db.batch<UserRow>([
      securityEvent(ctx, userId, "signup", { account: account.kind }),
      ...session.statements,
      ctx.db.prepare(`SELECT ${USER_SQL} FROM users u WHERE u.id = ?`).bind(userId),
    ]);
    await session.afterwards();
    return { token: session.token, user: toUser(results.at(-1)!.results[0]) };
  },
});
