/**
 * auth/signup: a new account from an email or mobile number, the code sent to it, a password
 * and agreement to the terms. An account that exists already never got a usable code (it was
 * mailed a notice instead), so its sign-up fails exactly like a wrong code: no enumeration.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import { invalidInput } from "../http/envelope";
import { accountField, accountMatch, codeField, countryCodeField, passwordField, readAccount } from "./account";
import { consumeCodeStatements } from "./codes";
import { requester } from "./device";
import { verifyLinkForSignup } from "./email-verification";
import { securityEvent } from "./events";
import { hashPassword } from "./passwords";
import { humanCheckField, passHumanCheck } from "./human-check/check";
import { RATE_LIMITS } from "./policy";
import { assertWithinLimits, hitStatement } from "./rate-limits";
import { DeliveryError } from "../mail/transport";
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
        "INSERT INTO users (email, mobile, country_code, password_hash, first_name, last_name, language) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
      )
      .bind(
        account.kind === "email" ? account.email : null,
        account.kind === "mobile" ? account.mobile : null,
        account.kind === "mobile" ? account.countryCode : null,
        passwordHash,
        input.firstName ?? "",
        input.lastName ?? "",
        ctx.language,
      )
      .first<{ id: number }>();
    const userId = created!.id;
    const session = await startSession(ctx, userId, "signup");
    // An unused link token is harmless, so it is stored with the session and mailed afterwards.
    const verify = account.kind === "email" ? await verifyLinkForSignup(ctx, account.email) : null;
    const results = await ctx.db.batch<UserRow>([
      securityEvent(ctx, userId, "signup", { account: account.kind }),
      ...session.statements,
      ...(verify ? [verify.statement] : []),
      ctx.db.prepare(`SELECT ${USER_SQL} FROM users u WHERE u.id = ?`).bind(userId),
    ]);
    await session.afterwards();
    // The account exists now: a link that could not be mailed is asked for again on the verify prompt.
    await verify?.send().catch((error) => {
      if (!(error instanceof DeliveryError)) throw error;
      console.error("verify link not delivered", error.message);
    });
    return { token: session.token, user: toUser(results.at(-1)!.results[0]) };
  },
});
