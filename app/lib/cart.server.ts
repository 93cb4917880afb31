/**
 * The shopper's cart through the upstream. A visitor's cart is known by the `cartId` the
 * backend issues with its first cart answer; it lives in an HttpOnly cookie and travels as
 * `x-cart` (lib/upstream.server.ts). Prices are always the backend's.
 */
import { CART_COOKIE, readCookie } from "./cookies";
import type { Upstream } from "./upstream.server";
import type { Cart } from "./cart";


const CART_MAX_AGE_S = 60 * 60 * 24 * 30;

/** A Set-Cookie for the visitor cart id the backend just issued, when it is new to the browser. */
export function cartCookie(request: Request, cart: { cartId?: string } | null | undefined): string | null {
  const issued = cart?.cartId;
  if (!issued || readCookie(request.headers.get("cookie"), CART_COOKIE) === issued) return null;
  return `${CART_COOKIE}=${encodeURIComponent(issued)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${CART_MAX_AGE_S}`;
}

/** The cart calls, typed once for the cart route and the drawer. */
export function cartCalls(upstream: Upstream) {
  return {
    list: () => upstream.call<Cart>("cart/list"),
    count: () => upstream.call<{ count: number }>("cart/count"),
    add: (sku: string, quantity: number) => upstream.call<Cart>("cart/add", { sku, quantity }),
    update: (id: string, changes: { quantity?: number; selected?: boolean }) => upstream.call<Cart>("cart/update", { id, ...changes }),
    remove: (ids: string[]) => upstream.call<Cart>("cart/remove", { ids }),
    checkout: (items?: Array<{ sku: string; quantity: number }>) => upstream.call<{ slug: string }>("checkout/create", items ? { items } : {}),
  };
}
