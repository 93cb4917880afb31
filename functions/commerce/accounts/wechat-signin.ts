/**
 * Sign-in with WeChat (wechat.ts is the provider adapter): auth/providers tells the storefront
 * which outside providers are configured, auth/wechat/authorize builds the QR page's address for
 * a `state` the storefront bound to the browser, and auth/wechat/signin trades the code for the
 * WeChat user and signs in the account linked to it, or creates one (`created: true`, which the
 * storefront follows with the bind-an-email-or-mobile screen). Session method: "wechat".
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { Code, ShopError } from "../kernel/http/envelope";
import { requester } from "../kernel/device";
import { RATE_LIMITS } from "../kernel/policy";
import { spend } from "../kernel/rate-limits";
import { signIn } from "./signin";
import { USER_SQL, signedInShape, type UserRow } from "./users";
import {
  WechatError,
  authorizeUrl,
  exchangeCode,
  fetchProfile,
  wechatConfig,
  wechatSubject,
  type WechatConfig,
} from "./wechat";

const PROVIDER = "wechat";

function requireWechat(ctx: ShopContext): WechatConfig {
  const config = wechatConfig(ctx.env);
  if (!config) throw new ShopError(Code.fullFailure, "providerUnavailable", 404);
  return config;
}

export const providersCall = defineCall({
  path: "auth/providers",
  summary: "Which outside sign-in providers this shop offers",
  tag: "accounts",
  input: z.object({}),
  output: z.object({ wechat: z.boolean() }),
  handle: async (ctx) => ({ wechat: !!wechatConfig(ctx.env) }),
});

export const wechatAuthorizeCall = defineCall({
  path: "auth/wechat/authorize",
  summary: "The WeChat QR login page's address for a state the caller bound to the browser",
  tag: "accounts",
  input: z.object({
    redirectUri: z.string().trim().url().max(500),
    state: z
      .string()
      .trim()
      .regex(/^[\w-]{16,128}$/),
  }),
  output: z.object({ url: z.string() }),
  handle: async (ctx, input) => ({ url: authorizeUrl(requireWechat(ctx), input.redirectUri, input.state) }),
});

/** A new customer for a WeChat user never seen before: the user row and the link, all or nothing. */
async function createLinkedUser(
  ctx: ShopContext,
  config: WechatConfig,
  subject: string,
  identity: Parameters<typeof fetchProfile>[1],
): Promise<UserRow> {
  const profile = await fetchProfile(config, identity);
  const [created, , found] = await ctx.db.batch<{ id: number }>([
    ctx.db
      .prepare("INSERT INTO users (nickname, avatar, language) VALUES (?, ?, ?) RETURNING id")
      .bind(profile.nickname, profile.avatar, ctx.language),
    ctx.db
      .prepare("INSERT INTO user_identities (provider, subject, user_id) VALUES (?, ?, last_insert_rowid())")
      .bind(PROVIDER, subject),
    // Not last_insert_rowid() here: the link's own insert has just changed it.
    ctx.db
      .prepare(
        `SELECT ${USER_SQL} FROM users u WHERE u.id = (SELECT user_id FROM user_identities WHERE provider = ? AND subject = ?)`,
      )
      .bind(PROVIDER, subject),
  ]);
  if (!created.results[0]) throw new ShopError(Code.fullFailure, "providerFailed", 502);
  return found.results[0] as unknown as UserRow;
}

export const wechatSigninCall = defineCall({
  path: "auth/wechat/signin",
  summary: "Trade WeChat's code for a session: the linked account, or a new one (created: true)",
  tag: "accounts",
  input: z.object({ code: z.string().trim().min(1).max(200) }),
  output: signedInShape.extend({ created: z.boolean() }),
  handle: async (ctx, input) => {
    const config = requireWechat(ctx);
    await spend(ctx, [[`wechat-ip:${requester(ctx).ip}`, RATE_LIMITS.wechatPerIp]]);
    let identity;
    try {
      identity = await exchangeCode(config, input.code);
    } catch (error) {
      if (!(error instanceof WechatError)) throw error;
      console.warn("wechat sign-in refused", error.message);
      throw new ShopError(Code.fullFailure, "providerFailed", 400);
    }
    const subject = wechatSubject(identity);
    const findLinked = () =>
      ctx.db
        .prepare(
          `SELECT ${USER_SQL} FROM user_identities i JOIN users u ON u.id = i.user_id WHERE i.provider = ? AND i.subject = ?`,
        )
        .bind(PROVIDER, subject)
        .first<UserRow>();
    const linked = await findLinked();
    // Two first sign-ins at once: the second link insert fails (and its batch rolls back); use the first's account.
    const row =
      linked ??
      (await createLinkedUser(ctx, config, subject, identity).catch(async (error: unknown) => {
        const first = await findLinked();
        if (!first) throw error;
        return first;
      }));
    return { ...(await signIn(ctx, row, "wechat")), created: !linked };
  },
});
