/**
 * The cart as the backend answers it, and what the one cart action (routes/cart.tsx) answers:
 * shared by the cart route, the cart screen, the drawer and "Add to cart", so no component
 * imports the route back.
 */
import type { SubmissionResult } from "@conform-to/react";

export type CartLine = {
  id: string | number;
  sku: string;
  productId: number;
  title: string;
  slug?: string;
  image?: string;
  options?: Record<string, string>;
  price: number;
  quantity: number;
  stock: number;
  selected: boolean;
};
export type Cart = { items: CartLine[]; count: number; subtotal: number; currency: string; cartId?: string };

/** The cart action's answer: the changed cart, or the one failure shape (conform's reply). */
export type CartActionData = { cart: Cart | null; added: boolean } | { result: SubmissionResult<string[]> };
