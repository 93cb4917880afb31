/**
 * A passed human check for tests that call auth/sendCode, auth/forget or auth/signup directly:
 * a real slide challenge signed with the suite's SESSION_SECRET and issued as if shown a few
 * seconds ago (past the minimum fill time), spread into the call's input as `humanCheck`.
 */
import { env } from "cloudflare:test";
import { mintSlideChallenge, SLIDE_RULES } from "../accounts/human-check/slide";

export async function human(): Promise<{ humanCheck: { challenge: string; slide: number } }> {
  const challenge = await mintSlideChallenge(env.SESSION_SECRET, Date.now() - SLIDE_RULES.minFillMs - 500);
  return { humanCheck: { challenge, slide: 100 } };
}
