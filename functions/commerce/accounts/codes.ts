/**
 * One-time codes: 6 random digits, stored only as an HMAC, valid 10 minutes, consumed by the
 * first correct use, and dead after 5 wrong tries. One live code per account and scene: asking
 * again replaces it.
 */
import type { ShopContext } from "../kernel/http/context";
import { sendMessage } from "../mail";
import type { Account } from "./account";
import { ACCOUNT_POLICY } from "../kernel/policy";
import { codeHash, randomDigits } from "../kernel/random";

export type Scene = "signup" | "signin" | "forget" | "bind";

const NOW_SQL = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

export function expiresAt(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString();
}

/**
 * Makes a code, sends the account a message, then stores the code. Whether the account exists or
 * not, the same work is done and the same answer given: `notice` other than "code" sends a notice
 * instead (e.g. "you already have an account") and stores an unusable code, so the asker learns
 * nothing. The message is handed to the jobs queue first (docs/decisions/185): a channel with no
 * provider refuses before anything is written, so a code sent earlier still works. A provider
 * that fails later does so in the queue's consumer, after the new code was stored: the shopper
 * asks again, and the job is kept in dead_jobs for the operator.
 */
export async function issueCode(
  ctx: ShopContext,
  account: Account,
  scene: Scene,
  notice: "code" | "accountExists" | "noAccount",
): Promise<void> {
  const code = randomDigits(ACCOUNT_POLICY.codeDigits);
  const hash = await codeHash(ctx.env.SESSION_SECRET, account.key, scene, code);
  const channel = account.kind === "email" ? "mail" : "sms";
  const to = account.kind === "email" ? account.email : account.key;
  if (notice === "code") {
    const text = channel === "mail" ? ctx.t("mailCodeText", code) : ctx.t("mailSmsCode", ctx.t("shop"), code);
    await sendMessage(ctx, { channel, to, subject: ctx.t("mailCodeSubject", code), text, code });
  } else {
    const [subject, text] =
      notice === "accountExists"
        ? (["mailAccountExistsSubject", "mailAccountExistsText"] as const)
        : (["mailNoAccountSubject", "mailNoAccountText"] as const);
    await sendMessage(ctx, { channel, to, subject: ctx.t(subject), text: ctx.t(text) });
  }
  await ctx.db
    .prepare(
      `INSERT INTO verification_codes (account, scene, code_hash, attempts, expires_at) VALUES (?, ?, ?, 0, ?)
       ON CONFLICT (account, scene) DO UPDATE SET code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at, created_at = ${NOW_SQL}`,
    )
    .bind(account.key, scene, notice === "code" ? hash : `unusable:${hash}`, expiresAt(ACCOUNT_POLICY.codeTtlS))
    .run();
}

/**
 * Consuming a code as two statements to batch with a call's other reads: the first deletes the
 * right, fresh code (RETURNING a row when it was right), the second counts a wrong try against
 * it (and finds nothing to count once the first deleted it).
 */
export async function consumeCodeStatements(
  ctx: ShopContext,
  account: Account,
  scene: Scene,
  code: string,
): Promise<[D1PreparedStatement, D1PreparedStatement]> {
  const hash = await codeHash(ctx.env.SESSION_SECRET, account.key, scene, code);
  return [
    ctx.db
      .prepare(
        `DELETE FROM verification_codes WHERE account = ? AND scene = ? AND code_hash = ? AND attempts < ? AND expires_at > ${NOW_SQL} RETURNING account`,
      )
      .bind(account.key, scene, hash, ACCOUNT_POLICY.codeAttempts),
    ctx.db
      .prepare("UPDATE verification_codes SET attempts = attempts + 1 WHERE account = ? AND scene = ?")
      .bind(account.key, scene),
  ];
}

/** True once for the right, fresh code; a wrong one counts against the code's tries. One round trip. */
export async function consumeCode(ctx: ShopContext, account: Account, scene: Scene, code: string): Promise<boolean> {
  const [used] = await ctx.db.batch(await consumeCodeStatements(ctx, account, scene, code));
  return used.results.length > 0;
}
