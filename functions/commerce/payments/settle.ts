/**
 * Recording that an order was paid by a gateway's notice. It changes an order only while it is in
 * progress, unpaid and not shipped, and only when the amount and currency are the order's own, so
 * a forged, replayed or mismatched notification changes nothing. It keeps the gateway's payment
 * id (refunds are made against it) and forgets an earlier failed attempt.
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/**
 * Marks `orderNo` paid by `methodId` when the gateway reported the order's own total, unless the
 * event `eventId` was already applied (null: the gateway has no event ids).
 */
export function settleByNotice(
  db: D1DatabaseSession,
  notice: { orderNo: string; amount: number; currency: string; reference?: string | null },
  methodId: string,
  eventId: string | null,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET pay_status = 'paid', payment_amount = total, payment_method_id = ?4, paid_at = ${NOW}, updated_at = ${NOW},
         payment_reference = coalesce(?5, payment_reference), payment_failure = NULL
       WHERE order_no = ?1 AND total = ?2 AND upper(currency) = upper(?3) AND status = 'in_progress' AND pay_status = 'unpaid'
         AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_no = orders.order_no)
         AND NOT EXISTS (SELECT 1 FROM payment_events WHERE event_id = ?9)`,
    )
    .bind(
      notice.orderNo,
      notice.amount,
      notice.currency,
      methodId,
      notice.reference ?? null,
      null,
      null,
      null,
      eventId,
    );
}
