/**
 * What the page shell shows about the shopper on every page: the account link's name and the
 * cart badge. One backend call, `shopper/summary`, answers both with the session checked in the
 * same D1 round trip (docs/decisions/085). A backend that does not offer that call (API_ORIGIN
 * pointing at another implementation of the contract: HTTP 404) is asked the contract's
 * user/info and cart/count instead.
 */
import { UpstreamError } from "./envelope";
import type { SessionView } from "./session-view";
import type { Upstream } from "./upstream.server";
import { displayName } from "../../functions/contract/display-name";

type NameFields = {
  id?: number;
  email: string | null;
  mobile: string | null;
  countryCode: string | null;
  fullName: string;
  nickname: string;
};
/** `id` tells this browser's per-account keepsakes (the wish-list flags) whose they are. */
export type ShopperSummary = { account: { id: number | null; name: string } | null; cartCount: number };

const NOBODY: ShopperSummary = { account: null, cartCount: 0 };

/** What the head's account link shows (never a secret); the Worker's stitched pages show the same (ADR 270). */
export { displayName };

/**
 * Costs nothing for a shopper with neither a session nor a cart. A session the backend no longer
 * knows (code 50/51) or a failed call shows a signed-out head with an empty badge, as before.
 */
export async function loadShopperSummary(session: SessionView, upstream: Upstream): Promise<ShopperSummary> {
  if (!session.hasCart) return NOBODY;
  try {
    const summary = await upstream.call("shopper/summary");
    return { account: summary.user ? accountOf(summary.user) : null, cartCount: unitsOf(summary.cartCount) };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return contractFallback(session, upstream);
    return NOBODY;
  }
}

async function contractFallback({ signedIn }: SessionView, upstream: Upstream): Promise<ShopperSummary> {
  const [cartCount, user] = await Promise.all([
    upstream.call("cart/count").then(
      (answer) => unitsOf(answer.count),
      () => 0,
    ),
    signedIn ? upstream.call("user/info").catch(() => null) : null,
  ]);
  return { account: user ? accountOf(user) : null, cartCount };
}

const accountOf = (user: NameFields) => ({
  id: Number.isInteger(user.id) ? (user.id as number) : null,
  name: displayName(user),
});

/** The badge shows a whole number, whatever another backend answers. */
function unitsOf(value: unknown): number {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : 0;
}
