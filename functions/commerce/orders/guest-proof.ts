/**
 * The proof a stranger needs for a guest order: its number and the email it was placed with.
 * Order numbers are 14 digits and emails guessable, so every call that takes that pair
 * (order/lookup, order/pay with `email`) counts the asking address's tries against ONE limit,
 * `orderLookupPerIp`: past it, each of them answers 429 whether or not the order exists, and a
 * call that does not answer "not found" cannot be used as the oracle the limited one stopped
 * being.
 */
import type { ShopContext } from "../kernel/http/context";
import { requester } from "../kernel/device";
import { RATE_LIMITS } from "../kernel/policy";
import { assertWithinLimits, hitStatement } from "../kernel/rate-limits";

export const GUEST_PROOF_LIMIT = RATE_LIMITS.orderLookupPerIp;

/** One try of the asking address, as a statement to batch with the call's own reads. */
export function guestProofHit(ctx: ShopContext): D1PreparedStatement {
  return hitStatement(ctx, `order-lookup-ip:${requester(ctx).ip}`, GUEST_PROOF_LIMIT);
}

/** Throws 429 when the batched hit (the result of guestProofHit) went over the limit. */
export function assertGuestProofAllowed(hit: D1Result<unknown>): void {
  assertWithinLimits([hit], [GUEST_PROOF_LIMIT]);
}

/** Counts one try on its own (for a call that reads the order later); throws 429 past the limit. */
export async function spendGuestProof(ctx: ShopContext): Promise<void> {
  assertGuestProofAllowed(await guestProofHit(ctx).run());
}
