/**
 * Signing in merges the visitor's cart into the customer's: lines of the same SKU add up (never
 * beyond stock), the visitor cart empties, and a checkout the visitor had started becomes the
 * customer's. The sign-in runs `statements` in its own batch and `afterwards` once that batch
 * has committed (the Durable Object store merges then; the D1 store has nothing left to do).
 */
import type { ShopContext } from "../kernel/http/context";
import { customerCartId, isVisitorCartId } from "./shopper";
import { cartStore } from "./store";
import type { CartWrites } from "./store-types";

export function mergeVisitorCartWrites(ctx: ShopContext, visitorCartId: unknown, customerId: number): CartWrites {
  if (!isVisitorCartId(visitorCartId)) return { statements: [], afterwards: async () => {} };
  const writes = cartStore(ctx).mergeVisitor(ctx, visitorCartId, customerId);
  const checkout = ctx.db
    .prepare("UPDATE checkouts SET user_id = ?, cart_id = ? WHERE cart_id = ? AND user_id IS NULL")
    .bind(customerId, customerCartId(customerId), visitorCartId);
  return { statements: [...writes.statements, checkout], afterwards: writes.afterwards };
}
