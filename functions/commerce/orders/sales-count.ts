/**
 * The one place that decides what products.sales counts: units that were paid for (ADR 208).
 * An order's units are added once it is paid (test card, gateway webhook, operator markPaid) and
 * taken back once a counted order is cancelled (approved cancellation or refund; the release path
 * that shopper cancels and automatic expiry go through); a refund application takes its own units
 * back when it completes. Each statement list reconciles the count with the order's state through
 * a marker (orders.sales_counted_at, returns.sales_returned_at), so it can be appended to any batch
 * that changes an order, any number of times, and counts exactly once. An unpaid order's cancel or
 * expiry finds nothing counted and changes nothing.
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** Paid and standing, not yet counted: its units go in. */
const TO_COUNT = `EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND pay_status = 'paid' AND status != 'cancelled'
  AND sales_counted_at IS NULL)`;
/** Cancelled while counted: its units come out. */
const TO_UNCOUNT =
  "EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND status = 'cancelled' AND sales_counted_at IS NOT NULL)";

/** Units of the order for one product, less those its refunded returns already took back. */
const UNITS = `(SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi WHERE oi.order_no = ?1 AND oi.product_id = products.id)
  - (SELECT coalesce(sum(ri.quantity), 0) FROM return_items ri JOIN returns r ON r.return_no = ri.return_no
     JOIN order_items oi ON oi.id = ri.order_item_id
     WHERE r.order_no = ?1 AND r.sales_returned_at IS NOT NULL AND oi.product_id = products.id)`;

/** Brings products.sales in line with the order's state (append after the change, in its batch). */
export function salesStatements(db: D1DatabaseSession, orderNo: string): D1PreparedStatement[] {
  const products = "id IN (SELECT product_id FROM order_items WHERE order_no = ?1)";
  return [
    db.prepare(`UPDATE products SET sales = sales + ${UNITS} WHERE ${products} AND ${TO_COUNT}`).bind(orderNo),
    db
      .prepare(`UPDATE products SET sales = max(0, sales - (${UNITS})) WHERE ${products} AND ${TO_UNCOUNT}`)
      .bind(orderNo),
    db
      .prepare(
        `UPDATE orders SET sales_counted_at = CASE WHEN status = 'cancelled' THEN NULL ELSE ${NOW} END
         WHERE order_no = ?1 AND (${TO_COUNT} OR ${TO_UNCOUNT})`,
      )
      .bind(orderNo),
  ];
}

/** A refund application that completed takes its units back out of the count, once. */
export function returnSalesStatements(db: D1DatabaseSession, returnNo: string): D1PreparedStatement[] {
  const due = `EXISTS (SELECT 1 FROM returns r JOIN orders o ON o.order_no = r.order_no WHERE r.return_no = ?1
    AND r.status = 'completed' AND r.apply_type IN (1, 3) AND r.sales_returned_at IS NULL AND o.sales_counted_at IS NOT NULL)`;
  return [
    db
      .prepare(
        `UPDATE products SET sales = max(0, sales - (SELECT coalesce(sum(ri.quantity), 0) FROM return_items ri
           JOIN order_items oi ON oi.id = ri.order_item_id WHERE ri.return_no = ?1 AND oi.product_id = products.id))
         WHERE id IN (SELECT oi.product_id FROM return_items ri JOIN order_items oi ON oi.id = ri.order_item_id WHERE ri.return_no = ?1)
           AND ${due}`,
      )
      .bind(returnNo),
    db.prepare(`UPDATE returns SET sales_returned_at = ${NOW} WHERE return_no = ?1 AND ${due}`).bind(returnNo),
  ];
}
