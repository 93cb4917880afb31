/**
 * Recording that an order was paid: the one UPDATE both the pay call (a gateway that settles at
 * once) and a gateway's webhook use. It changes an order only while it is in progress, unpaid and
 * not shipped, and — for webhooks — only when the amount and currency are the order's own, so a
 * replayed or forged notification changes nothing.
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** Marks `orderNo` paid by `methodId` when the gateway reported the order's own total. */
export function settleByNotice(db: D1Database, notice: { orderNo: string; amount: number; currency: string }, methodId: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET pay_status = 'paid', payment_amount = total, payment_method_id = ?4, paid_at = ${NOW}, updated_at = ${NOW}
       WHERE order_no = ?1 AND total = ?2 AND upper(currency) = upper(?3) AND status = 'in_progress' AND pay_status = 'unpaid'
         AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_no = orders.order_no)`,
    )
    .bind(notice.orderNo, notice.amount, notice.currency, methodId);
}
