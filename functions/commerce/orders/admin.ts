/**
 * The operators' order calls (ADMIN_TOKEN): ship, mark paid, approve a cancellation (which refunds
 * through the payment provider, ADR 141), and record a refund the shop paid out by hand.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { Code, ShopError } from "../kernel/http/envelope";
import { changeThenRead } from "../kernel/http/state-change";
import {
  manualRefundMethods,
  NO_REFUND,
  PAYS_ON_DELIVERY,
  RECORD_REFUND_SET,
  REFUND_ORDER_COLUMNS,
  type RefundedOrderRow,
  refundThroughProvider,
} from "../payments";
import { ITEM_COLUMNS, ORDER_COLUMNS, readOrders } from "./order-read";
import { order, orderNo } from "./order";
import { releaseStatements, releaseToStockObjects } from "./order-release";
import { pushOrderUpdate } from "./push";
import { salesStatements } from "./sales-count";
import { sendOrderMail } from "./order-mail";
import { purgePaidOrder } from "./paid-purge";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** The operator sees every order: the statements of order-read.ts without a viewer condition. */
async function operate(ctx: ShopContext, number: string, change: D1PreparedStatement[]) {
  const db = ctx.db;
  let owner: number | null = null;
  const found = await changeThenRead(
    db,
    change,
    {
      statements: [
        db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.order_no = ?`).bind(number),
        db.prepare(`SELECT ${ITEM_COLUMNS} FROM order_items oi WHERE oi.order_no = ? ORDER BY oi.id`).bind(number),
        db.prepare("SELECT * FROM shipments WHERE order_no = ? ORDER BY id").bind(number),
      ],
      rows: (results) => {
        owner = (results[0].results[0] as { user_id: number | null } | undefined)?.user_id ?? null;
        return readOrders(results);
      },
    },
    () => new ShopError(Code.fullFailure, "orderActionRefused", 400),
  );
  await pushOrderUpdate(ctx, owner, found);
  return found;
}

export const adminOrderShipCall = defineCall({
  path: "admin/order/ship",
  summary: "Record a shipment of a paid (or cash-on-delivery) order in progress",
  tag: "admin",
  admin: true,
  input: z.object({
    orderNo,
    expressName: z.string().trim().min(1).max(100),
    expressNo: z.string().trim().min(1).max(100),
  }),
  output: order,
  handle: async (ctx, input) => {
    const shipped = await operate(ctx, input.orderNo, [
      ctx.db
        .prepare(
          `INSERT INTO shipments (order_no, express_name, express_no)
           SELECT order_no, ?2, ?3 FROM orders WHERE order_no = ?1 AND status = 'in_progress' AND (pay_status = 'paid' OR payment_method_id = ?4)`,
        )
        .bind(input.orderNo, input.expressName, input.expressNo, PAYS_ON_DELIVERY),
    ]);
    await sendOrderMail(ctx, input.orderNo, "shipped");
    return shipped;
  },
});

export const adminOrderMarkPaidCall = defineCall({
  path: "admin/order/markPaid",
  summary: "Settle an unpaid order (bank transfer received, cash collected)",
  tag: "admin",
  admin: true,
  input: z.object({ orderNo }),
  output: order,
  handle: async (ctx, input) => {
    const paid = await operate(ctx, input.orderNo, [
      ctx.db
        .prepare(
          `UPDATE orders SET pay_status = 'paid', payment_amount = total, paid_at = ${NOW}, updated_at = ${NOW}
           WHERE order_no = ? AND pay_status = 'unpaid' AND status IN ('in_progress', 'completed')`,
        )
        .bind(input.orderNo),
      ...salesStatements(ctx.db, input.orderNo),
    ]);
    if (paid.payStatus === "paid")
      await purgePaidOrder(
        ctx.purgePages,
        paid.items.map((item) => item.productId),
      );
    await sendOrderMail(ctx, input.orderNo, "paid");
    return paid;
  },
});

export const adminOrderApproveCancelCall = defineCall({
  path: "admin/order/approveCancel",
  summary:
    "Approve a paid order's cancellation or refund: it is cancelled, what was paid is refunded through the payment provider (pending until it confirms; offline methods: paid out by the shop), its stock and coupon go back",
  tag: "admin",
  admin: true,
  input: z.object({ orderNo }),
  output: order,
  handle: async (ctx, input) => {
    const row = await ctx.db
      .prepare(`SELECT ${REFUND_ORDER_COLUMNS}, status, pay_status, refund_requested FROM orders WHERE order_no = ?`)
      .bind(input.orderNo)
      .first<RefundedOrderRow & { status: string; pay_status: string; refund_requested: number }>();
    // The money moves first (same key on every retry); the cancellation is then recorded once.
    const refund =
      row?.status === "pending_cancellation" && row.pay_status === "paid"
        ? await refundThroughProvider(
            ctx,
            row,
            row.payment_amount - row.refund_requested,
            `order-${input.orderNo}-cancel`,
          )
        : NO_REFUND;
    const cancelled = await operate(ctx, input.orderNo, [
      ctx.db
        .prepare(
          `UPDATE orders SET status = 'cancelled', cancelled_at = ${NOW}, updated_at = ${NOW}, ${RECORD_REFUND_SET} WHERE order_no = ?1 AND status = 'pending_cancellation'`,
        )
        .bind(input.orderNo, refund.requested, refund.refundedNow),
      ...releaseStatements(ctx.db, input.orderNo),
    ]);
    await releaseToStockObjects(ctx.env, cancelled, ctx.purgePages);
    await sendOrderMail(ctx, input.orderNo, "cancelled", "approved");
    // A refund the provider made at once (the test card gateway) is confirmed now; others by their webhook.
    if (refund.refundedNow > 0) await sendOrderMail(ctx, input.orderNo, "refunded");
    return cancelled;
  },
});

export const adminOrderRecordRefundCall = defineCall({
  path: "admin/order/recordRefund",
  summary:
    "Record that the shop paid an order's pending refund out itself (bank transfer, cash on delivery): it is then refunded",
  tag: "admin",
  admin: true,
  input: z.object({ orderNo }),
  output: order,
  handle: async (ctx, input) => {
    // Only methods the shop pays back itself: a gateway's refund is confirmed by its webhook alone.
    const MANUAL_METHODS = manualRefundMethods();
    const refunded = await operate(ctx, input.orderNo, [
      ctx.db
        .prepare(
          `UPDATE orders SET refunded_amount = refund_requested, refunded_at = ${NOW}, updated_at = ${NOW}
           WHERE order_no = ?1 AND refund_requested > refunded_amount AND payment_method_id IN (${MANUAL_METHODS.map(() => "?").join(", ")})`,
        )
        .bind(input.orderNo, ...MANUAL_METHODS),
      ctx.db
        .prepare(
          `UPDATE returns SET refunded_at = ${NOW}, updated_at = ${NOW} WHERE order_no = ?1 AND status = 'completed' AND apply_type IN (1, 3) AND refunded_at IS NULL`,
        )
        .bind(input.orderNo),
    ]);
    await sendOrderMail(ctx, input.orderNo, "refunded");
    return refunded;
  },
});
