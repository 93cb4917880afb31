/**
 * The after-sales rules as pure functions over rows already read: which orders may apply, what a
 * return refunds, and which transitions each state allows. The SQL of every call repeats the
 * condition its rule states here (see orders/return-sql.ts), so a stale screen can never do more.
 */

/** A completed order may apply for this many days after it was completed. */
export const RETURN_WINDOW_DAYS = 30;
export const MAX_RETURN_IMAGES = 6;

export const APPLY_TYPES = { returnAndRefund: 1, exchange: 2, refundOnly: 3 } as const;
export type ApplyType = 1 | 2 | 3;

export const RETURN_STATUSES = ["pending_approval", "cancelled", "completed", "ended"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const AUDIT_STATUSES = ["pending", "approved", "refused"] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

export const RETURN_ACTIONS = ["cancel", "logistics"] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

export type ReturnState = {
  status: ReturnStatus;
  auditStatus: AuditStatus;
  applyType: ApplyType;
  logisticsNo: string | null;
};

/** Goods go back to the merchant (the shopper sends them and gives the tracking number). */
export const sendsGoodsBack = (applyType: ApplyType) => applyType !== APPLY_TYPES.refundOnly;
/** Money goes back to the shopper (an exchange ships new goods instead). */
export const refundsMoney = (applyType: ApplyType) => applyType !== APPLY_TYPES.exchange;

/** What the shopper may do: cancel until the goods are on their way; send them once approved. */
export function returnActions(state: ReturnState): ReturnAction[] {
  if (state.status !== "pending_approval" || state.logisticsNo !== null) return [];
  const actions: ReturnAction[] = ["cancel"];
  if (state.auditStatus === "approved" && sendsGoodsBack(state.applyType)) actions.push("logistics");
  return actions;
}

export const canAudit = (state: ReturnState) => state.status === "pending_approval" && state.auditStatus === "pending";

/** The operator completes an approved return once the goods are on their way (refund only: at once). */
export const canComplete = (state: ReturnState) =>
  state.status === "pending_approval" &&
  state.auditStatus === "approved" &&
  (!sendsGoodsBack(state.applyType) || state.logisticsNo !== null);

/** Whether an order may apply for after-sales at all (its lines may still be used up). */
export function orderMayApply(
  order: { status: string; payStatus: string; shipped: boolean; completedAt: string | null },
  now = Date.now(),
): boolean {
  if (order.payStatus !== "paid") return false;
  if (order.status === "in_progress") return order.shipped;
  if (order.status !== "completed" || !order.completedAt) return false;
  return now - Date.parse(order.completedAt) <= RETURN_WINDOW_DAYS * 86_400_000;
}

/**
 * What each line cost after the coupon: the order's discount shared in proportion to the lines'
 * totals, by largest remainder, so the shares add up to the discount exactly and none is more
 * than its line (the discount never exceeds the subtotal).
 */
export function linePaidAmounts(
  lines: { id: number; price: number; quantity: number }[],
  couponDiscount: number,
): Map<number, number> {
  const totals = lines.map((line) => line.price * line.quantity);
  const subtotal = totals.reduce((sum, total) => sum + total, 0);
  const discount = Math.min(Math.max(couponDiscount, 0), subtotal);
  const exact = totals.map((total) => (subtotal === 0 ? 0 : (discount * total) / subtotal));
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return new Map(lines.map((line, index) => [line.id, totals[index] - shares[index]]));
}

/**
 * What `quantity` units of a line are worth, given what the line cost (`paid`) and what its
 * holding returns already took (`heldQuantity`, `heldShare`). A share in proportion, rounded
 * down; the return that takes the last units gets the rest, so the shares of a line add up to
 * exactly what it cost and never more. A return refunds its share; an exchange refunds nothing.
 */
export function paidShare(
  line: { quantity: number; paid: number; heldQuantity: number; heldShare: number },
  quantity: number,
): number {
  const left = line.paid - line.heldShare;
  if (left <= 0) return 0;
  if (line.heldQuantity + quantity >= line.quantity) return left;
  return Math.min(left, Math.floor((line.paid * quantity) / line.quantity));
}
