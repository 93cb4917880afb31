/**
 * Signing in merges the visitor's cart into the customer's: lines of the same SKU add up (never
 * beyond stock), the visitor cart disappears, and a checkout the visitor had started becomes the
 * customer's. Accounts' sign-in calls `mergeVisitorCart` (or folds the statements into its own
 * batch) with the `x-cart` the request carried.
 */
import type { ShopContext } from "../http/context";
import { customerCartId, isVisitorCartId } from "./shopper";

export function mergeVisitorCartStatements(
  db: D1DatabaseSession,
  visitorCartId: unknown,
  customerId: number,
): D1PreparedStatement[] {
  if (!isVisitorCartId(visitorCartId)) return [];
  const target = customerCartId(customerId);
  return [
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, sku, quantity, selected)
         SELECT ?1, v.sku, v.quantity, v.selected FROM cart_items v WHERE v.cart_id = ?2 ORDER BY v.id
         ON CONFLICT (cart_id, sku) DO UPDATE SET selected = 1,
           quantity = max(cart_items.quantity, min(cart_items.quantity + excluded.quantity,
             (SELECT stock FROM product_skus WHERE sku = excluded.sku)))`,
      )
      .bind(target, visitorCartId),
    db
      .prepare(
        `INSERT INTO carts (id, user_id) SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?1)
         ON CONFLICT (id) DO UPDATE SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
      )
      .bind(target, customerId),
    db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(visitorCartId),
    db.prepare("DELETE FROM carts WHERE id = ?").bind(visitorCartId),
    db
      .prepare("UPDATE checkouts SET user_id = ?, cart_id = ? WHERE cart_id = ? AND user_id IS NULL")
      .bind(customerId, target, visitorCartId),
  ];
}

/** One round trip; does nothing when the request carried no visitor cart. */
export async function mergeVisitorCart(
  ctx: ShopContext,
  visitorCartId: string | null | undefined,
  customerId: number,
): Promise<void> {
  const statements = mergeVisitorCartStatements(ctx.db, visitorCartId, customerId);
  if (statements.length) await ctx.db.batch(statements);
}
