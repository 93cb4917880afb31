/**
 * Email verification by link: auth/verifyEmail (the link's token) and auth/resendVerify. The
 * token is 256 random bits, stored only as its SHA-256, valid for a day and used once.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { requireCustomer } from "../kernel/http/customer";
import { Code, ShopError } from "../kernel/http/envelope";
import { assertCanSend, DeliveryError, deliveryRefusal, sendMessage } from "../mail";
import { expiresAt } from "./codes";
import { securityEvent } from "./events";
import { shopLink } from "./links";
import { ACCOUNT_POLICY, RATE_LIMITS } from "../kernel/policy";
import { randomToken, sha256Hex } from "../kernel/random";
import { refundStatement, spend } from "../kernel/rate-limits";
import { USER_SQL, toUser, userShape, type UserRow } from "./users";

const SCENE = "verifyEmail";

/** A new verification link for the address: the statement that stores its token, and the mail to send. */
async function newVerifyLink(ctx: ShopContext, email: string) {
  const token = randomToken();
  const link = shopLink(ctx, `/auth/verify-email?token=${token}`);
  const statement = ctx.db
    .prepare(
      `INSERT INTO verification_codes (account, scene, code_hash, attempts, expires_at) VALUES (?, ?, ?, 0, ?)
       ON CONFLICT (account, scene) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
    )
    .bind(email, SCENE, await sha256Hex(token), expiresAt(ACCOUNT_POLICY.verifyLinkTtlS));
  const send = () =>
    sendMessage(ctx, {
      channel: "mail",
      to: email,
      subject: ctx.t("mailVerifySubject"),
      text: ctx.t("mailVerifyText", link),
    });
  return { statement, send };
}

/** Mails the link first and stores its token only once it went out (a DeliveryError writes nothing). */
export async function sendVerifyLink(ctx: ShopContext, email: string): Promise<void> {
  const { statement, send } = await newVerifyLink(ctx, email);
  await send();
  await statement.run();
}

export const verifyEmailCall = defineCall({
  path: "auth/verifyEmail",
  summary: "Confirm an email address with the token of the mailed link",
  tag: "accounts",
  input: z.object({ token: z.string().trim().min(1).max(100) }),
  output: z.object({ user: userShape }),
  handle: async (ctx, input) => {
    const used = await ctx.db
      .prepare(
        `DELETE FROM verification_codes WHERE scene = ? AND code_hash = ? AND expires_at > strftime('%Y-%m-%dT%H:%M:%fZ','now') RETURNING account`,
      )
      .bind(SCENE, await sha256Hex(input.token))
      .first<{ account: string }>();
    if (!used) throw new ShopError(Code.fullFailure, "verificationFailed", 400);
    const [, found] = await ctx.db.batch<UserRow>([
      ctx.db
        .prepare(
          "UPDATE users SET email_verified_at = coalesce(email_verified_at, strftime('%Y-%m-%dT%H:%M:%fZ','now')) WHERE email = ?",
        )
        .bind(used.account),
      ctx.db.prepare(`SELECT ${USER_SQL} FROM users u WHERE u.email = ?`).bind(used.account),
    ]);
    const row = found.results[0];
    if (!row) throw new ShopError(Code.fullFailure, "verificationFailed", 400);
    await securityEvent(ctx, row.id, "emailVerified", { email: row.email }).run();
    return { user: toUser(row) };
  },
});

export const resendVerifyCall = defineCall({
  path: "auth/resendVerify",
  summary: "Mail the signed-in customer a new verification link (at most one a minute)",
  tag: "accounts",
  input: z.object({}),
  output: z.null(),
  handle: async (ctx) => {
    const customer = await requireCustomer(ctx);
    const row = await ctx.db
      .prepare("SELECT email, email_verified_at FROM users WHERE id = ?")
      .bind(customer.userId)
      .first<{ email: string | null; email_verified_at: string | null }>();
    if (!row?.email) throw new ShopError(Code.fullFailure, "noEmailToVerify", 400);
    if (row.email_verified_at) throw new ShopError(Code.fullFailure, "alreadyVerified", 400);
    assertCanSend("mail", ctx.env);
    await spend(ctx, [[`resend-verify:${customer.userId}`, RATE_LIMITS.resendVerifyPerUser]]);
    try {
      await sendVerifyLink(ctx, row.email);
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      await refundStatement(ctx, `resend-verify:${customer.userId}`).run();
      throw deliveryRefusal(error);
    }
    return null;
  },
});
