/**
 * Giving a paid order's money back through the provider that took it (ADR 141). The operator's
 * approval of a cancellation and completion of a refund application call this BEFORE they change
 * anything: when the provider refuses, the call fails and nothing is recorded; when the provider
 * took the refund and the shop's own write is then lost, the operator retries and the same
 * idempotency key makes the provider answer the same refund instead of paying twice.
 */
import type { ShopContext } from "../kernel/http/context";
import { Code, ShopError } from "../kernel/http/envelope";
import { paymentProvider, type RefundOutcome } from "./providers";

export type RefundedOrderRow = {
  order_no: string;
  payment_method_id: string;
  currency: string;
  payment_amount: number;
  payment_reference: string | null;
};

/** What the order's columns become: asked (refund_requested) and, when the money went back at once, refunded. */
export type RefundAmounts = { requested: number; refundedNow: number; outcome: RefundOutcome | null };

export const NO_REFUND: RefundAmounts = { requested: 0, refundedNow: 0, outcome: null };

export async function refundThroughProvider(
  ctx: ShopContext,
  order: RefundedOrderRow,
  amount: number,
  idempotencyKey: string,
): Promise<RefundAmounts> {
  if (amount <= 0) return NO_REFUND;
  const provider = paymentProvider(order.payment_method_id, ctx.env);
  // A gateway switched off since (its keys removed) cannot refund: say so rather than pretend.
  if (!provider) throw new ShopError(Code.fullFailure, "refundNotPossible", 503);
  const outcome = await provider.refund(
    {
      orderNo: order.order_no,
      currency: order.currency,
      paymentAmount: order.payment_amount,
      paymentReference: order.payment_reference,
    },
    amount,
    idempotencyKey,
    ctx.env,
  );
  return { requested: amount, refundedNow: outcome.result === "refunded" ? amount : 0, outcome };
}

/** SET fragment recording a refund asked for: binds ?2 (asked) and ?3 (refunded at once). */
export const RECORD_REFUND_SET = `refund_requested = refund_requested + ?2, refunded_amount = refunded_amount + ?3,
  refunded_at = CASE WHEN ?3 > 0 THEN strftime('%Y-%m-%dT%H:%M:%fZ','now') ELSE refunded_at END`;

export const REFUND_ORDER_COLUMNS = "order_no, payment_method_id, currency, payment_amount, payment_reference";
