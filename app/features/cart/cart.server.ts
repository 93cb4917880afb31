/**
 * The shopper's cart through the upstream. A visitor's cart is known by the `cartId` the
 * backend issues with its first cart answer; it lives in an HttpOnly cookie and travels as
 * `x-cart` (lib/upstream.server.ts). Prices are always the backend's.
 */
import { CART_COOKIE, readCookie } from "../../../functions/contract/cookies";
import type { Upstream } from "../../lib/upstream.server";

const CART_MAX_AGE_S = 60 * 60 * 24 * 30;

/** A Set-Cookie for the visitor cart id the backend just issued, when it is new to the browser. */
export function cartCookie(request: Request, cart: { cartId?: string | null } | null | undefined): string | null {
  const issued = cart?.cartId;
  if (!issued || readCookie(request.headers.get("cookie"), CART_COOKIE) === issued) return null;
  return `${CART_COOKIE}=${encodeURIComponent(issued)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CART_MAX_AGE_S}`;
}

/** The cart calls, typed once for the cart route and the drawer. */
export function cartCalls(upstream: Upstream) {
  return {
    list: () => upstream.call("cart/list"),
    count: () => upstream.call("cart/count"),
    add: (sku: string, quantity: number) => upstream.call("cart/add", { sku, quantity }),
    // A form posts a line's id as text; the contract names lines by number (cart/list's `id`).
    update: (id: string, changes: { quantity?: number; selected?: boolean }) =>
      upstream.call("cart/update", { id: Number(id), ...changes }),
    remove: (ids: string[]) => upstream.call("cart/remove", { ids: ids.map(Number) }),
    checkout: (items?: Array<{ sku: string; quantity: number }>) =>
      upstream.call("checkout/create", items ? { items } : {}),
  };
}
