/**
 * The human check's form fields (ADR 105), read by every action that ends in auth/sendCode,
 * auth/forget or auth/signup and passed to the backend, which alone decides: `humanChallenge` +
 * `slide` (the native range input, 100 at the right end) or Turnstile's `cf-turnstile-response`.
 */
import { z } from "../../lib/forms/zod";

/** `minFillMs`: the backend refuses a slide younger than this (the slider waits it out before saying "success"). */
export type HumanCheck =
  { kind: "slide"; challenge: string; minFillMs?: number } | { kind: "turnstile"; siteKey: string };

const fields = z.object({
  humanChallenge: z.string().max(200).optional(),
  slide: z.coerce.number().min(0).max(100).catch(0),
  "cf-turnstile-response": z.string().max(2048).optional(),
});

export type HumanCheckInput = { challenge: string; slide: number } | { token: string } | undefined;

export function humanCheckInput(formData: FormData): HumanCheckInput {
  const parsed = fields.safeParse(
    Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string")),
  );
  if (!parsed.success) return undefined;
  const token = parsed.data["cf-turnstile-response"];
  if (token) return { token };
  return parsed.data.humanChallenge ? { challenge: parsed.data.humanChallenge, slide: parsed.data.slide } : undefined;
}

/** The slide challenge a form posted, to keep after a code was sent (sign-up then needs no second slide). */
export function postedChallenge(formData: FormData): string | null {
  const input = humanCheckInput(formData);
  return input && "challenge" in input && input.slide >= 100 ? input.challenge : null;
}
