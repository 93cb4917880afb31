/**
 * Who is buying: a signed-in customer (`x-auth`) or a visitor, whose cart is named by the
 * `x-cart` header. A customer's cart id is derived from the customer id, so finding it costs
 * no query; visitor cart ids are random and have a shape no customer cart id can take, so a
 * visitor can never name a customer's cart.
 */
import type { ShopContext } from "../kernel/http/context";
import { CURRENT_USER_SQL, requireCustomer } from "../kernel/http/customer";

const VISITOR_CART = /^v_[0-9a-f]{32}$/;

export type Shopper = {
  customerId: number | null;
  /** The cart this shopper buys from; null for a visitor who has none yet. */
  cartId: string | null;
};

export const customerCartId = (customerId: number) => `u_${customerId}`;

/** customerCartId in SQL, for the live session whose token hash is bound (customerBatch). */
export const CUSTOMER_CART_SQL = `('u_' || ${CURRENT_USER_SQL})`;

export function isVisitorCartId(value: unknown): value is string {
  return typeof value === "string" && VISITOR_CART.test(value);
}

/** The visitor cart this request names, if its id has the right shape. */
export function visitorCartId(ctx: ShopContext): string | null {
  const id = ctx.headers.get("x-cart");
  return isVisitorCartId(id) ? id : null;
}

/** A new visitor cart id, also sent back in the `x-cart` answer header. */
export function issueVisitorCart(ctx: ShopContext): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = `v_${[...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
  ctx.answerHeaders.set("x-cart", id);
  return id;
}

export function readCustomerId(result: D1Result | undefined): number | null {
  const row = result?.results[0] as { id: number | null } | undefined;
  return row?.id ?? null;
}

/**
 * The signed-in customer's id, or null for visitors. A token that is unknown, expired or revoked
 * is answered with code 50/51 by the accounts' requireCustomer, so the storefront signs out.
 */
export async function currentCustomerId(ctx: ShopContext): Promise<number | null> {
  if (!ctx.headers.get("x-auth")) return null;
  return (await requireCustomer(ctx)).userId;
}

export async function currentShopper(ctx: ShopContext): Promise<Shopper> {
  const customerId = await currentCustomerId(ctx);
  return { customerId, cartId: customerId === null ? visitorCartId(ctx) : customerCartId(customerId) };
}
