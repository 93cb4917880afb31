/**
 * order/refund: a paid order not yet shipped asks for its money back, with a reason. Like
 * cancelling a paid order it waits as pending_cancellation until the operator approves
 * (admin/order/approveCancel), which cancels it, records the refund and returns stock and coupon.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { changeOrder, currentViewer } from "./calls";
import { order, orderNo } from "./order";
import { VIEWER_SQL, viewerBinds } from "./order-viewer";
import { NOW } from "./return-sql";
import { returnFields } from "../../contract/returns";

/** The reason's rule is the contract's (functions/contract/returns.ts), which the refund form is built from. */
export const orderRefundInput = z.object({ orderNo, reason: returnFields().reason });

export const orderRefundCall = defineCall({
  path: "order/refund",
  summary: "Ask for a refund of a paid order not yet shipped; it waits as pending_cancellation for the operator",
  tag: "orders",
  input: orderRefundInput,
  output: order,
  handle: async (ctx, input) => {
    const viewer = await currentViewer(ctx);
    const refund = ctx.db
      .prepare(
        `UPDATE orders AS o SET status = 'pending_cancellation', refund_reason = ?5, updated_at = ${NOW}
         WHERE o.order_no = ?1 AND ${VIEWER_SQL} AND o.status = 'in_progress' AND o.pay_status = 'paid'
           AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_no = o.order_no)`,
      )
      .bind(input.orderNo, ...viewerBinds(viewer), input.reason);
    return changeOrder(ctx, viewer, input.orderNo, [refund]);
  },
});
