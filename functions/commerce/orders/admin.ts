/** The operators' order calls (ADMIN_TOKEN): ship, mark paid, approve a cancellation. */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import type { ShopContext } from "../http/context";
import { Code, notFound, ShopError } from "../http/envelope";
import { PAYS_ON_DELIVERY } from "../payments/providers";
import { ITEM_COLUMNS, order, ORDER_COLUMNS, orderNo, readOrders, releaseStatements } from "./order";
import { pushOrderUpdate } from "./push";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** The operator sees every order: the statements of order.ts without a viewer condition. */
async function operate(ctx: ShopContext, number: string, change: D1PreparedStatement[]) {
  const db = ctx.db;
  const results = await db.batch([
    ...change,
    db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.order_no = ?`).bind(number),
    db.prepare(`SELECT ${ITEM_COLUMNS} FROM order_items oi WHERE oi.order_no = ? ORDER BY oi.id`).bind(number),
    db.prepare("SELECT * FROM shipments WHERE order_no = ? ORDER BY id").bind(number),
  ]);
  const [found] = readOrders(results.slice(-3));
  if (!found) throw notFound();
  if (results[0].meta.changes === 0) throw new ShopError(Code.fullFailure, "orderActionRefused", 400);
  const owner = (results.at(-3)?.results[0] as { user_id: number | null } | undefined)?.user_id ?? null;
  await pushOrderUpdate(ctx, owner, found);
  return found;
}

export const adminOrderShipCall = defineCall({
  path: "admin/order/ship",
  summary: "Record a shipment of a paid (or cash-on-delivery) order in progress",
  tag: "admin",
  admin: true,
  input: z.object({ orderNo, expressName: z.string().trim().min(1).max(100), expressNo: z.string().trim().min(1).max(100) }),
  output: order,
  handle: (ctx, input) =>
    operate(ctx, input.orderNo, [
      ctx.db
        .prepare(
          `INSERT INTO shipments (order_no, express_name, express_no)
           SELECT order_no, ?2, ?3 FROM orders WHERE order_no = ?1 AND status = 'in_progress' AND (pay_status = 'paid' OR payment_method_id = ?4)`,
        )
        .bind(input.orderNo, input.expressName, input.expressNo, PAYS_ON_DELIVERY),
    ]),
});

export const adminOrderMarkPaidCall = defineCall({
  path: "admin/order/markPaid",
  summary: "Settle an unpaid order (bank transfer received, cash collected)",
  tag: "admin",
  admin: true,
  input: z.object({ orderNo }),
  output: order,
  handle: (ctx, input) =>
    operate(ctx, input.orderNo, [
      ctx.db
        .prepare(
          `UPDATE orders SET pay_status = 'paid', payment_amount = total, paid_at = ${NOW}, updated_at = ${NOW}
           WHERE order_no = ? AND pay_status = 'unpaid' AND status IN ('in_progress', 'completed')`,
        )
        .bind(input.orderNo),
    ]),
});

export const adminOrderApproveCancelCall = defineCall({
  path: "admin/order/approveCancel",
  summary: "Approve a paid order's cancellation or refund: it is cancelled, what was paid is refunded, its stock and coupon go back",
  tag: "admin",
  admin: true,
  input: z.object({ orderNo }),
  output: order,
  handle: (ctx, input) =>
    operate(ctx, input.orderNo, [
      ctx.db
        .prepare(
          `UPDATE orders SET status = 'cancelled', cancelled_at = ${NOW}, updated_at = ${NOW},
             refunded_amount = CASE pay_status WHEN 'paid' THEN payment_amount ELSE 0 END,
             refunded_at = CASE pay_status WHEN 'paid' THEN ${NOW} END
           WHERE order_no = ? AND status = 'pending_cancellation'`,
        )
        .bind(input.orderNo),
      ...releaseStatements(ctx.db, input.orderNo),
    ]),
});
