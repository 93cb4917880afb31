/**
 * SQL fragments of the after-sales rules (orders/return-rules.ts says the same in TypeScript), shared
 * by the order reads (actions, returned quantities) and the return calls' guarded writes.
 */
import { RETURN_WINDOW_DAYS } from "./return-rules";

export const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

const HOLDING = "r.status IN ('pending_approval', 'completed')";

/** How many units of order line `line` (an alias of order_items) holding returns took. */
export const heldQuantitySql = (line: string) =>
  `(SELECT coalesce(sum(ri.quantity), 0) FROM return_items ri JOIN returns r ON r.return_no = ri.return_no WHERE ri.order_item_id = ${line}.id AND ${HOLDING})`;

/** What the units holding returns took of order line `line` are worth (refunded, or exchanged). */
export const heldShareSql = (line: string) =>
  `(SELECT coalesce(sum(ri.paid_share), 0) FROM return_items ri JOIN returns r ON r.return_no = ri.return_no WHERE ri.order_item_id = ${line}.id AND ${HOLDING})`;

/** The order's application still waiting for a decision or the goods, if any (one at a time). */
export const openReturnSql = (order: string) =>
  `(SELECT return_no FROM returns WHERE order_no = ${order}.order_no AND status = 'pending_approval' LIMIT 1)`;

/** True when order `o` may apply: paid, and shipped or completed within the window. */
export const ORDER_MAY_APPLY_SQL = `(o.pay_status = 'paid' AND (
  (o.status = 'in_progress' AND EXISTS (SELECT 1 FROM shipments WHERE order_no = o.order_no))
  OR (o.status = 'completed' AND o.completed_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${RETURN_WINDOW_DAYS} days'))))`;
