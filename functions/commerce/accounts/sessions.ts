/**
 * Sessions: each sign-in gets a new opaque token of 256 random bits; only its SHA-256 is stored,
 * with the IP, device, method and times. A session ends after ACCOUNT_POLICY.sessionIdleS
 * without use or sessionAbsoluteS after sign-in; signing out, resetting or changing the
 * password revokes sessions. The security event of the sign-in, and the merge of the visitor's
 * cart, are written in the same batch.
 */
import type { ShopContext } from "../kernel/http/context";
import { tokenHash } from "../kernel/http/customer";
import { requester } from "../kernel/device";
import { securityEvent } from "./events";
import { randomToken } from "../kernel/random";
import { mergeVisitorCartWrites } from "../cart";

export type SigninMethod = "password" | "code" | "qr" | "signup" | "wechat";

/**
 * Statements that start a session; run them in one batch with whatever else the sign-in writes,
 * then `afterwards()` (the visitor cart's merge, where the cart store is not D1).
 */
export async function startSession(
  ctx: ShopContext,
  userId: number,
  method: SigninMethod,
): Promise<{ token: string; statements: D1PreparedStatement[]; afterwards: () => Promise<void> }> {
  const token = randomToken();
  const who = requester(ctx);
  // The cart the shopper filled as a visitor (x-cart) becomes part of the customer's cart.
  const merge = mergeVisitorCartWrites(ctx, ctx.headers.get("x-cart"), userId);
  const statements = [
    ctx.db
      .prepare("INSERT INTO sessions (id, user_id, token_hash, ip, device, method) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(crypto.randomUUID(), userId, await tokenHash(token), who.ip, who.device, method),
    ctx.db.prepare("UPDATE users SET last_login_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?").bind(userId),
    securityEvent(ctx, userId, "signin", { method }),
    ...merge.statements,
  ];
  return { token, statements, afterwards: () => signedInMerge(merge.afterwards) };
}

/** The session stands whatever happens to the cart: a merge that fails leaves the visitor cart as it was. */
async function signedInMerge(afterwards: (placed: boolean) => Promise<void>): Promise<void> {
  await afterwards(true).catch((error: unknown) => console.error("visitor cart not merged", String(error)));
}

export function revokeSessionStatement(ctx: ShopContext, sessionId: string, userId: number): D1PreparedStatement {
  return ctx.db
    .prepare(
      "UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND user_id = ? AND revoked_at IS NULL",
    )
    .bind(sessionId, userId);
}

/** Every session of the customer, or every one but `keep` (a password change keeps the current one). */
export function revokeAllStatement(ctx: ShopContext, userId: number, keep = ""): D1PreparedStatement {
  return ctx.db
    .prepare(
      "UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ? AND id != ? AND revoked_at IS NULL",
    )
    .bind(userId, keep);
}
