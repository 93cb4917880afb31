/**
 * The cart as the backend answers it, and what the one cart action (routes/cart.tsx) answers:
 * shared by the cart route, the cart screen, the drawer and "Add to cart", so no component
 * imports the route back.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { CallOutput } from "../../functions/contract/calls";

/** The cart as cart/list (and every cart change) answers it: the contract's type, not a copy. */
export type Cart = CallOutput<"cart/list">;
export type CartLine = Cart["items"][number];

/** The cart action's answer: the changed cart, or the one failure shape (conform's reply). */
export type CartActionData = { cart: Cart | null; added: boolean } | { result: SubmissionResult<string[]> };
