/**
 * A passed human check (ADR 105) for suites that call auth/sendCode, auth/forget or auth/signup
 * over HTTP. `askedHumanCheck` does what a shopper's form does: asks the shop for a challenge and
 * waits out the minimum fill time (about 1.5 s). `mintedHumanCheck` signs one with the secret a
 * test Worker was started with, issued as if shown seconds ago, for suites that make many calls.
 * Spread the answer into the call's input: `{ ...check, account, scene }`.
 */
import { mintSlideChallenge, SLIDE_RULES } from "../../functions/commerce/accounts/human-check/slide";

export type PassedCheck = { humanCheck: { challenge: string; slide: number } };

export async function askedHumanCheck(origin: string, headers: Record<string, string> = {}): Promise<PassedCheck> {
  const response = await fetch(`${origin}/api/web/auth/humanCheck`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, ...headers },
    body: "{}",
  });
  const answer = (await response.json()) as {
    code: number;
    data: { kind: string; challenge: string; minFillMs: number };
  };
  if (answer.code !== 0 || answer.data.kind !== "slide") throw new Error(`auth/humanCheck: ${JSON.stringify(answer)}`);
  await new Promise((resolve) => setTimeout(resolve, answer.data.minFillMs + 100));
  return { humanCheck: { challenge: answer.data.challenge, slide: 100 } };
}

export async function mintedHumanCheck(secret: string): Promise<PassedCheck> {
  return {
    humanCheck: { challenge: await mintSlideChallenge(secret, Date.now() - SLIDE_RULES.minFillMs - 1_000), slide: 100 },
  };
}
