/**
 * The cart as the backend answers it, and what the one cart action (routes/cart.tsx) answers:
 * shared by the cart route, the cart screen, the drawer and "Add to cart", so no component
 * imports the route back.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { CallOutput } from "../../../functions/contract/calls";

/** The cart as cart/list (and every cart change) answers it: the contract's type, not a copy. */
export type Cart = CallOutput<"cart/list">;
export type CartLine = Cart["items"][number];

/** The cart action's answer: the changed cart, or the one failure shape (conform's reply). */
export type CartActionData = { cart: Cart | null; added: boolean } | { result: SubmissionResult<string[]> };

/**
 * Without JavaScript (or before the page has hydrated) "Add to cart" posts the form and the
 * action redirects back to the product with this marker naming the SKU, so the page can say
 * what was added (features/cart/AddedNotice.tsx); with JavaScript the cart drawer says it.
 */
export const ADDED_PARAM = "added";

/** The same-site `backTo` path with the added marker (any query it had is kept). */
export function withAddedMarker(backTo: string, sku: string): string {
  const url = new URL(backTo, "http://shop.invalid");
  url.searchParams.set(ADDED_PARAM, sku);
  return url.pathname + url.search;
}
