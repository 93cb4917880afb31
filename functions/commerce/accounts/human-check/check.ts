/**
 * The human check every call that sends a message or creates an account requires (auth/sendCode,
 * auth/forget, auth/signup): the `humanCheck` input field, and `passHumanCheck`, which refuses
 * with code 40 on `fields.humanCheck` before anything is counted, stored or sent. Which kind is
 * accepted is the backend's choice: Turnstile when its keys are set, else the slide challenge
 * (ADR 105). A slide challenge is used once per purpose: the sign-up form slides once for
 * "send code" and "create account", and a replayed challenge fails.
 */
import { z } from "@hono/zod-openapi";
import { invalidInput, ShopError, Code } from "../../kernel/http/envelope";
import type { ShopContext } from "../../kernel/http/context";
import { requester } from "../../kernel/device";
import { verifySlide } from "./slide";
import { turnstileConfig, verifyTurnstile, type TurnstileSecrets } from "./turnstile";

export const humanCheckField = z
  .object({
    challenge: z.string().max(200).optional().openapi({ description: "slide: the challenge from auth/humanCheck" }),
    slide: z
      .number()
      .min(0)
      .max(100)
      .optional()
      .openapi({ description: "slide: the slider's value, 100 at the right end" }),
    token: z.string().max(2048).optional().openapi({ description: "turnstile: the widget's response token" }),
  })
  .optional()
  .openapi({ description: "A passed human check (see auth/humanCheck); required" });

export type HumanCheckInput = z.output<typeof humanCheckField>;

/** What a challenge may be used for once each: sending a code, and creating the account. */
export type CheckPurpose = "code" | "signup";

const failed = (ctx: ShopContext, key: "humanCheckRequired" | "humanCheckFailed") =>
  invalidInput({ humanCheck: ctx.t(key) });

/** Marks the challenge used for this purpose; answers false when it was used before. Also sweeps expired marks. */
async function spendChallenge(
  ctx: ShopContext,
  nonce: string,
  purpose: CheckPurpose,
  expiresAtMs: number,
): Promise<boolean> {
  const now = Date.now();
  const [, used] = await ctx.db.batch([
    ctx.db.prepare("DELETE FROM human_check_uses WHERE expires_at < ?").bind(now),
    ctx.db
      .prepare(
        "INSERT INTO human_check_uses (key, expires_at) VALUES (?, ?) ON CONFLICT (key) DO NOTHING RETURNING key",
      )
      .bind(`${nonce}:${purpose}`, expiresAtMs),
  ]);
  return used.results.length === 1;
}

export async function passHumanCheck(ctx: ShopContext, check: HumanCheckInput, purpose: CheckPurpose): Promise<void> {
  const turnstile = turnstileConfig(ctx.env as TurnstileSecrets);
  if (turnstile) {
    if (!check?.token) throw failed(ctx, "humanCheckRequired");
    const verdict = await verifyTurnstile(turnstile, check.token, requester(ctx).ip);
    if (verdict === "unavailable") throw new ShopError(Code.fullFailure, "humanCheckUnavailable", 503);
    if (!verdict.passed) throw failed(ctx, "humanCheckFailed");
    return;
  }
  if (!check?.challenge || check.slide === undefined) throw failed(ctx, "humanCheckRequired");
  const verdict = await verifySlide(ctx.env.SESSION_SECRET, check.challenge, check.slide);
  if (!verdict.passed || !(await spendChallenge(ctx, verdict.nonce, purpose, verdict.expiresAtMs)))
    throw failed(ctx, "humanCheckFailed");
}
