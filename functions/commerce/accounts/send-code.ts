/** auth/sendCode: a one-time code for sign-up, sign-in, password reset or binding an account. */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { accountField, accountMatch, countryCodeField, readAccount, type Account } from "./account";
import { issueCode, type Scene } from "./codes";
import { requester } from "../kernel/device";
import { humanCheckField, passHumanCheck, type HumanCheckInput } from "./human-check/check";
import { ACCOUNT_POLICY, RATE_LIMITS, type RateLimit } from "../kernel/policy";
import { assertWithinLimits, hitStatement, refundStatement } from "../kernel/rate-limits";
import { assertCanSend, DeliveryError, deliveryRefusal } from "../mail";
import type { ShopContext } from "../kernel/http/context";

export async function accountExists(ctx: ShopContext, account: Account): Promise<boolean> {
  const { sql, params } = accountMatch(account);
  return !!(await ctx.db
    .prepare(`SELECT 1 FROM users WHERE ${sql}`)
    .bind(...params)
    .first());
}

/** Shared by auth/sendCode and auth/forget: the same limits, the same answer for every account. */
export async function sendCode(
  ctx: ShopContext,
  account: Account,
  scene: Scene,
  humanCheck: HumanCheckInput,
  extraLimits: [string, RateLimit][] = [],
): Promise<void> {
  // A shop that cannot send on this channel says so before spending a human check, a limit or
  // storing anything.
  assertCanSend(account.kind === "email" ? "mail" : "sms", ctx.env);
  await passHumanCheck(ctx, humanCheck, "code");
  const accountKey = `sendcode:${scene}:${account.key}`;
  const limits: [string, RateLimit][] = [
    [accountKey, RATE_LIMITS.sendCodePerAccount],
    [`sendcode-ip:${requester(ctx).ip}`, RATE_LIMITS.sendCodePerIp],
    ...extraLimits,
  ];
  // The limits and the account lookup in one round trip; the code is stored after sending (a second).
  const { sql, params } = accountMatch(account);
  const results = await ctx.db.batch([
    ...limits.map(([key, rule]) => hitStatement(ctx, key, rule)),
    ctx.db.prepare(`SELECT 1 AS found FROM users WHERE ${sql}`).bind(...params),
  ]);
  assertWithinLimits(
    results.slice(0, limits.length),
    limits.map(([, rule]) => rule),
  );
  const exists = results[limits.length].results.length > 0;
  const wantsAccount = scene === "signin" || scene === "forget";
  const notice = wantsAccount === exists ? "code" : exists ? "accountExists" : "noAccount";
  try {
    await issueCode(ctx, account, scene, notice);
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    // Nothing went out: the shopper may ask again at once.
    console.error("code not delivered", error.message);
    await refundStatement(ctx, accountKey).run();
    throw deliveryRefusal(error);
  }
}

export const sendCodeCall = defineCall({
  path: "auth/sendCode",
  summary: "Send a 6-digit code to an email or mobile number (at most one a minute per account)",
  tag: "accounts",
  input: z.object({
    account: accountField,
    scene: z.enum(["signup", "signin", "forget", "bind"]),
    countryCode: countryCodeField,
    humanCheck: humanCheckField,
  }),
  output: z.object({ expiresIn: z.number().int() }),
  handle: async (ctx, input) => {
    const account = readAccount(ctx, input.account, input.countryCode, input.scene === "signup");
    await sendCode(ctx, account, input.scene, input.humanCheck);
    return { expiresIn: ACCOUNT_POLICY.codeTtlS };
  },
});
