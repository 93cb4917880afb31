/**
 * Cloudflare Turnstile, checked with Cloudflare's siteverify API: a form POST of `secret`,
 * `response` (the widget's token), `remoteip` and `idempotency_key`, answered with
 * `{ success, "error-codes", challenge_ts, hostname, action, cdata }`. A token is valid for
 * 300 s and once: Cloudflare answers `timeout-or-duplicate` for a second use, so single use needs
 * no table of ours. TURNSTILE_VERIFY_URL points at a fake server, and only in development or
 * test mode, so a production config can never send tokens (and the secret) elsewhere.
 */
import { developmentFeatures } from "../../../contract/environment";

export const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const TIMEOUT_MS = 10_000;

export type TurnstileSecrets = {
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_VERIFY_URL?: string;
  ENVIRONMENT?: string;
};

export type TurnstileConfig = { secret: string; siteKey: string; verifyUrl: string };

/** Turnstile is on when both keys are set; otherwise the slide check is used. */
export function turnstileConfig(env: TurnstileSecrets): TurnstileConfig | null {
  if (!env.TURNSTILE_SECRET_KEY || !env.TURNSTILE_SITE_KEY) return null;
  const verifyUrl = developmentFeatures(env) && env.TURNSTILE_VERIFY_URL ? env.TURNSTILE_VERIFY_URL : SITEVERIFY_URL;
  return { secret: env.TURNSTILE_SECRET_KEY, siteKey: env.TURNSTILE_SITE_KEY, verifyUrl };
}

export type SiteverifyAnswer = {
  success: boolean;
  "error-codes"?: string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
  cdata?: string;
};

/** The verdict, or "unavailable" when siteverify could not be asked (network, 5xx, not JSON). */
export async function verifyTurnstile(
  config: TurnstileConfig,
  token: string,
  remoteIp: string,
): Promise<{ passed: boolean; errors: string[] } | "unavailable"> {
  const form = new URLSearchParams({ secret: config.secret, response: token, idempotency_key: crypto.randomUUID() });
  if (remoteIp) form.set("remoteip", remoteIp);
  try {
    const response = await fetch(config.verifyUrl, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return "unavailable";
    const answer = (await response.json()) as SiteverifyAnswer;
    return { passed: answer.success === true, errors: answer["error-codes"] ?? [] };
  } catch {
    return "unavailable";
  }
}
