/**
 * auth/humanCheck: the check a form must pass before auth/sendCode, auth/forget or auth/signup.
 * Answers a fresh slide challenge, or Turnstile's site key when Turnstile is configured. Making a
 * challenge writes nothing (it is signed, not stored), so forms can ask for one on every render.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../../kernel/http/call";
import { mintSlideChallenge, SLIDE_RULES } from "./slide";
import { turnstileConfig, type TurnstileSecrets } from "./turnstile";

export const humanCheckCall = defineCall({
  path: "auth/humanCheck",
  summary:
    "A human check to pass with auth/sendCode, auth/forget and auth/signup: a slide challenge, or Turnstile's site key",
  tag: "accounts",
  input: z.object({}),
  output: z.union([
    z.object({
      kind: z.literal("slide"),
      challenge: z.string(),
      minFillMs: z.number().int(),
      expiresIn: z.number().int(),
    }),
    z.object({ kind: z.literal("turnstile"), siteKey: z.string() }),
  ]),
  handle: async (ctx) => {
    const turnstile = turnstileConfig(ctx.env as TurnstileSecrets);
    if (turnstile) return { kind: "turnstile" as const, siteKey: turnstile.siteKey };
    return {
      kind: "slide" as const,
      challenge: await mintSlideChallenge(ctx.env.SESSION_SECRET),
      minFillMs: SLIDE_RULES.minFillMs,
      expiresIn: SLIDE_RULES.maxAgeMs / 1000,
    };
  },
});
