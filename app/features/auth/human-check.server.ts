/**
 * A fresh human check for a form (auth/humanCheck): a slide challenge or Turnstile's site key.
 * A backend without the call (another API_ORIGIN) answers null and the form shows no check.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { HumanCheck } from "./human-check-form";

export async function loadHumanCheck({ context }: { context: AppLoadContext }): Promise<HumanCheck | null> {
  try {
    const answer = await context.upstream.call("auth/humanCheck", {});
    return answer.kind === "turnstile"
      ? { kind: "turnstile", siteKey: answer.siteKey }
      : { kind: "slide", challenge: answer.challenge, minFillMs: answer.minFillMs };
  } catch (error) {
    console.error("human check unavailable", error instanceof Error ? error.message : error);
    return null;
  }
}
