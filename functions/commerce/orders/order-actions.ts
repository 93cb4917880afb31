/**
 * The actions the shopper may take on an order — the storefront shows only those. The SQL of
 * every transition repeats the condition its action has here, so a stale screen can never do more.
 */
import { orderMayApply } from "./return-rules";

/** refund: a paid order not yet shipped asks for its money back; afterSale: apply for a return. */
export const ORDER_ACTIONS = ["pay", "cancel", "refund", "confirmReceipt", "afterSale", "buyAgain"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** As in the order answer (order.ts); readOrders passes its rows here, so tsc catches any drift. */
type OrderStatus = "in_progress" | "completed" | "cancelled" | "pending_cancellation";
type PayStatus = "unpaid" | "paid";

/**
 * A paid order not yet shipped offers a refund (order/refund, with a reason) rather than a plain
 * cancel; a shipped or recently completed paid order offers after-sales while some unit is
 * left to return and no application is open (orders/return-rules.ts).
 */
export function actionsOf(
  row: {
    status: OrderStatus;
    pay_status: PayStatus;
    completed_at: string | null;
    open_return_no: string | null;
    pay_by?: string | null;
  },
  shipped: boolean,
  items: { quantity: number; returned_quantity: number }[],
  now = new Date().toISOString(),
): OrderAction[] {
  // Past its payment window an unpaid order is no longer paid (the expiry job cancels it, ADR 204).
  const overdue = !!row.pay_by && row.pay_by <= now;
  if (row.status === "in_progress" && !shipped)
    return row.pay_status === "unpaid" ? (overdue ? ["cancel"] : ["pay", "cancel"]) : ["refund"];
  const afterSale =
    row.open_return_no === null &&
    items.some((item) => item.returned_quantity < item.quantity) &&
    orderMayApply({ status: row.status, payStatus: row.pay_status, shipped, completedAt: row.completed_at });
  if (row.status === "in_progress") return afterSale ? ["confirmReceipt", "afterSale"] : ["confirmReceipt"];
  if (row.status === "pending_cancellation") return [];
  return afterSale ? ["afterSale", "buyAgain"] : ["buyAgain"];
}
