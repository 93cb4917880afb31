/**
 * Sending a completed application's refund through the order's payment provider (ADR 209). It
 * runs only AFTER the guarded completion: by then the shopper can no longer cancel, so money is
 * never sent for an application that ends cancelled. The application's number is the provider's
 * idempotency key, so a retry (the operator's complete again after a failure, or two operators at
 * once) asks for the same refund and the provider pays it once; the shop records it once, guarded
 * by `refund_sent_at` being empty. A failure is kept in `refund_error` and the call fails.
 */
import type { ShopContext } from "../kernel/http/context";
import { refundThroughProvider, type RefundedOrderRow } from "../payments";
import { NOW, sendOrderMail } from "../orders";

export async function sendReturnRefund(
  ctx: ShopContext,
  returnNo: string,
  order: RefundedOrderRow,
  amount: number,
): Promise<void> {
  let refundedNow: number;
  try {
    ({ refundedNow } = await refundThroughProvider(ctx, order, amount, `return-${returnNo}`));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await ctx.db
      .prepare(
        `UPDATE returns SET refund_error = ?2, updated_at = ${NOW} WHERE return_no = ?1 AND refund_sent_at IS NULL`,
      )
      .bind(returnNo, reason.slice(0, 500))
      .run();
    throw error;
  }
  await ctx.db.batch([
    ctx.db
      .prepare(
        `UPDATE returns SET refund_sent_at = ${NOW}, refund_error = NULL, updated_at = ${NOW},
           refunded_at = CASE WHEN ?2 > 0 THEN ${NOW} ELSE refunded_at END
         WHERE return_no = ?1 AND status = 'completed' AND refund_sent_at IS NULL`,
      )
      .bind(returnNo, refundedNow),
    // Only when the statement above marked it sent (changes() of the statement before it), so twice is once.
    ctx.db
      .prepare(
        `UPDATE orders SET refunded_amount = refunded_amount + ?2, refunded_at = ${NOW}, updated_at = ${NOW}
         WHERE order_no = ?1 AND changes() > 0 AND ?2 > 0`,
      )
      .bind(order.order_no, refundedNow),
  ]);
  // Money the provider gave back at once is confirmed now; a gateway's pending refund mails from its
  // webhook. The mail's claim is keyed by the refunded total, so a retry mails once.
  if (refundedNow > 0) await sendOrderMail(ctx, order.order_no, "refunded");
}
