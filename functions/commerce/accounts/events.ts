/** Security events (sign-ins, sign-outs, password and email changes) for `user/activity`. */
import type { ShopContext } from "../kernel/http/context";
import { requester } from "../kernel/device";

export type SecurityAction =
  | "signup"
  | "signin"
  | "signout"
  | "passwordReset"
  | "passwordChange"
  | "emailVerified"
  | "sessionRevoked"
  | "qrApproved"
  | "accountBound"
  | "emailChange"
  | "mobileChange";

export function securityEvent(
  ctx: ShopContext,
  userId: number,
  action: SecurityAction,
  detail: Record<string, unknown> = {},
): D1PreparedStatement {
  const who = requester(ctx);
  return ctx.db
    .prepare("INSERT INTO user_events (user_id, stream, action, detail, ip, device) VALUES (?, 'security', ?, ?, ?, ?)")
    .bind(userId, action, JSON.stringify(detail), who.ip, who.device);
}
