/**
 * What a cancelled order gives back — its stock and its coupon — written so it happens exactly
 * once however many paths (shopper, operator, payment provider, expiry) reach the cancellation, and
 * the sales a paid order counted (orders/sales-count.ts: an unpaid one counted none). D1 is
 * the record; the SKUs' stock objects then recompute from it (docs/decisions/182).
 */
import { syncStock } from "../stock";
import { salesStatements } from "./sales-count";
import { NO_PAGE_PURGE, productTags, purgeQuietly, type PagePurge } from "../kernel/page-purge";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
const RELEASABLE =
  "EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND status = 'cancelled' AND restocked_at IS NULL)";

/** Once an order is cancelled: its stock, coupon and counted sales go back, exactly once. */
export function releaseStatements(db: D1DatabaseSession, number: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE product_skus SET stock = stock + (SELECT sum(quantity) FROM order_items WHERE order_no = ?1 AND sku = product_skus.sku)
         WHERE sku IN (SELECT sku FROM order_items WHERE order_no = ?1) AND ${RELEASABLE}`,
      )
      .bind(number),
    db
      .prepare(
        `UPDATE products SET stock = (SELECT coalesce(sum(s.stock), 0) FROM product_skus s WHERE s.product_id = products.id)
         WHERE id IN (SELECT product_id FROM order_items WHERE order_no = ?1) AND ${RELEASABLE}`,
      )
      .bind(number),
    db
      .prepare(`UPDATE coupon_claims SET used_at = NULL, order_no = NULL WHERE order_no = ?1 AND ${RELEASABLE}`)
      .bind(number),
    db
      .prepare(
        `UPDATE orders SET restocked_at = ${NOW} WHERE order_no = ?1 AND status = 'cancelled' AND restocked_at IS NULL`,
      )
      .bind(number),
    ...salesStatements(db, number),
  ];
}

/**
 * After the release batch: a cancelled order's SKUs' stock objects reread D1, which now has the
 * units back. A recompute, not an increment, so calling it again (a repeated cancel) is harmless.
 * The cached pages showing its products go too: their stock changed (docs/decisions/275).
 */
export async function releaseToStockObjects(
  env: Env,
  order: { status: string; items: { sku: string; productId?: number | null }[] },
  purge: PagePurge = NO_PAGE_PURGE,
): Promise<void> {
  if (order.status !== "cancelled") return;
  await syncStock(
    env,
    order.items.map((item) => item.sku),
  );
  await purgeQuietly(purge, productTags(order.items.map((item) => item.productId)));
}
