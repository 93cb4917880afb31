/**
 * The order answer (docs/api-calls.md `order/detail`), the statements that read it, who may see it, and the actions the
 * shopper may take on it — the storefront shows only those. The SQL of every transition
 * repeats the condition its action has here, so a stale screen can never do more.
 */
import { z } from "@hono/zod-openapi";
import type { ShopContext } from "../http/context";
import { currentUserSqlAt } from "../http/customer";
import { heldQuantitySql, openReturnSql } from "../returns/sql";
import { orderMayApply } from "../returns/rules";
import { refundsByHand } from "../payments/providers";

export const orderNo = z
  .string()
  .trim()
  .regex(/^\d{14}$/);

/** refund: a paid order not yet shipped asks for its money back; afterSale: apply for a return. */
export const ORDER_ACTIONS = ["pay", "cancel", "refund", "confirmReceipt", "afterSale", "buyAgain"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const order = z.object({
  orderNo: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int(),
      sku: z.string(),
      title: z.string(),
      image: z.string().nullable(),
      options: z.record(z.string(), z.string()),
      price: z.number().int(),
      quantity: z.number().int(),
      /** Units already taken by after-sales applications that are open or completed. */
      returnedQuantity: z.number().int(),
    }),
  ),
  /** The goods' price (subtotal). */
  price: z.number().int(),
  shippingFee: z.number().int(),
  couponDiscount: z.number().int(),
  couponCode: z.string().nullable(),
  total: z.number().int(),
  /** What was paid so far: 0 until paid, then the total. */
  paymentAmount: z.number().int(),
  currency: z.string(),
  status: z.enum(["in_progress", "completed", "cancelled", "pending_cancellation"]),
  payStatus: z.enum(["unpaid", "paid"]),
  paymentMethodId: z.string(),
  shippingMethodId: z.string(),
  address: z.record(z.string(), z.string().nullable()),
  shipments: z.array(z.object({ expressName: z.string(), expressNo: z.string(), createdAt: z.string() })),
  remark: z.string(),
  email: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The after-sales application waiting for a decision or the goods (one at a time). */
  openReturnNo: z.string().nullable(),
  refundReason: z.string().nullable(),
  /** What went back to the shopper, as the payment provider (or the operator) confirmed it. */
  refundedAmount: z.number().int(),
  /** Asked back but not yet confirmed ("refund pending"); 0 when nothing waits. */
  refundPending: z.number().int(),
  /** The shop pays refunds of this order out itself (bank transfer, cash on delivery). */
  refundManual: z.boolean(),
  /** Why the last attempt to pay failed, as a code (card_declined, insufficient_funds, …); null once paid. */
  paymentFailure: z.string().nullable(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** The currency the shopper was shown at checkout and its rate per 1 unit of `currency` (null on older orders). */
  shown: z.object({ currency: z.string(), rate: z.number() }).nullable(),
});

export type Order = z.infer<typeof order>;

type OrderRow = {
  order_no: string;
  status: Order["status"];
  pay_status: Order["payStatus"];
  currency: string;
  subtotal: number;
  shipping_fee: number;
  coupon_discount: number;
  coupon_code: string | null;
  total: number;
  payment_amount: number;
  payment_method_id: string;
  shipping_method_id: string;
  address: string;
  remark: string;
  email: string;
  created_at: string;
  paid_at: string | null;
  display_currency: string | null;
  display_rate: number | null;
  completed_at: string | null;
  open_return_no: string | null;
  refund_reason: string | null;
  refunded_amount: number;
  refund_requested: number;
  payment_failure: string | null;
};
type ItemRow = {
  id: number;
  order_no: string;
  product_id: number;
  sku: string;
  title: string;
  image: string | null;
  options: string;
  price: number;
  quantity: number;
  returned_quantity: number;
};
type ShipmentRow = { order_no: string; express_name: string; express_no: string; created_at: string };

/** Who is asking: a customer id, or a visitor's cart id (and, for order/lookup, an email). */
export type OrderViewer = { customerId: number | null; cartId: string | null; email?: string | null };

/** SQL true when the viewer (bound as ?2 customer, ?3 cart, ?4 email) may see order `o`. */
export const VIEWER_SQL = `(o.user_id = ?2 OR (?2 IS NULL AND o.user_id IS NULL AND (o.cart_id = ?3 OR lower(o.email) = lower(?4))))`;
export const viewerBinds = (viewer: OrderViewer) => [viewer.customerId, viewer.cartId, viewer.email ?? null];

/**
 * A customer named by the session's token hash, for reads inside customerBatch (ADR 085): the
 * orders of the session's user, none once the session is dead. ?3 and ?4 stay in the SQL
 * (always null) so the parameters are numbered as in VIEWER_SQL.
 */
export type SessionViewer = { sessionHash: string };
const SESSION_VIEWER_SQL = `(o.user_id = ${currentUserSqlAt("?2")} AND ?3 IS NULL AND ?4 IS NULL)`;
export type OrderReader = OrderViewer | SessionViewer;

/** SQL and binds (?2–?4) of whoever reads: a viewer, or a session inside customerBatch. */
export const readerSql = (reader: OrderReader) => ("sessionHash" in reader ? SESSION_VIEWER_SQL : VIEWER_SQL);
export const readerBinds = (reader: OrderReader) =>
  "sessionHash" in reader ? [reader.sessionHash, null, null] : viewerBinds(reader);

/**
 * A paid order not yet shipped offers a refund (order/refund, with a reason) rather than a plain
 * cancel; a shipped or recently completed paid order offers after-sales while some unit is
 * left to return and no application is open (returns/rules.ts).
 */
export function actionsOf(
  row: Pick<OrderRow, "status" | "pay_status" | "completed_at" | "open_return_no">,
  shipped: boolean,
  items: { quantity: number; returned_quantity: number }[],
): OrderAction[] {
  if (row.status === "in_progress" && !shipped) return row.pay_status === "unpaid" ? ["pay", "cancel"] : ["refund"];
  const afterSale =
    row.open_return_no === null &&
    items.some((item) => item.returned_quantity < item.quantity) &&
    orderMayApply({ status: row.status, payStatus: row.pay_status, shipped, completedAt: row.completed_at });
  if (row.status === "in_progress") return afterSale ? ["confirmReceipt", "afterSale"] : ["confirmReceipt"];
  if (row.status === "pending_cancellation") return [];
  return afterSale ? ["afterSale", "buyAgain"] : ["buyAgain"];
}

/** The columns every order read selects: the row plus its open application. */
export const ORDER_COLUMNS = `o.*, ${openReturnSql("o")} AS open_return_no`;
/** The columns of its lines: the row plus the units already returned. */
export const ITEM_COLUMNS = `oi.*, ${heldQuantitySql("oi")} AS returned_quantity`;

/** The orders chosen by `where` (over `orders o`, binds after the viewer's), their items and shipments. */
export function ordersStatements(
  ctx: ShopContext,
  viewer: OrderReader,
  where: string,
  binds: unknown[],
  tail = "ORDER BY o.created_at DESC",
): D1PreparedStatement[] {
  const chosen = `SELECT o.order_no FROM orders o WHERE ${readerSql(viewer)} AND ${where} ${tail}`;
  const all = [null, ...readerBinds(viewer), ...binds];
  return [
    ctx.db
      .prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${readerSql(viewer)} AND ${where} ${tail}`)
      .bind(...all),
    ctx.db
      .prepare(`SELECT ${ITEM_COLUMNS} FROM order_items oi WHERE oi.order_no IN (${chosen}) ORDER BY oi.id`)
      .bind(...all),
    ctx.db.prepare(`SELECT * FROM shipments WHERE order_no IN (${chosen}) ORDER BY id`).bind(...all),
  ];
}

export function readOrders(results: D1Result[]): Order[] {
  const items = results[1].results as ItemRow[];
  const shipments = results[2].results as ShipmentRow[];
  return (results[0].results as OrderRow[]).map((row) => {
    const own = shipments.filter((shipment) => shipment.order_no === row.order_no);
    const lines = items.filter((item) => item.order_no === row.order_no);
    return {
      orderNo: row.order_no,
      items: lines.map((item) => ({
        id: item.id,
        productId: item.product_id,
        sku: item.sku,
        title: item.title,
        image: item.image,
        options: JSON.parse(item.options || "{}"),
        price: item.price,
        quantity: item.quantity,
        returnedQuantity: item.returned_quantity,
      })),
      price: row.subtotal,
      shippingFee: row.shipping_fee,
      couponDiscount: row.coupon_discount,
      couponCode: row.coupon_code,
      total: row.total,
      paymentAmount: row.payment_amount,
      currency: row.currency,
      status: row.status,
      payStatus: row.pay_status,
      paymentMethodId: row.payment_method_id,
      shippingMethodId: row.shipping_method_id,
      address: JSON.parse(row.address || "{}"),
      shipments: own.map((shipment) => ({
        expressName: shipment.express_name,
        expressNo: shipment.express_no,
        createdAt: shipment.created_at,
      })),
      remark: row.remark,
      email: row.email,
      createdAt: row.created_at,
      paidAt: row.paid_at,
      completedAt: row.completed_at,
      openReturnNo: row.open_return_no,
      refundReason: row.refund_reason,
      refundedAmount: row.refunded_amount,
      refundPending: Math.max(0, row.refund_requested - row.refunded_amount),
      refundManual: refundsByHand(row.payment_method_id),
      paymentFailure: row.pay_status === "unpaid" ? row.payment_failure : null,
      actions: actionsOf(row, own.length > 0, lines),
      shown:
        row.display_currency && row.display_rate ? { currency: row.display_currency, rate: row.display_rate } : null,
    };
  });
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
const RELEASABLE =
  "EXISTS (SELECT 1 FROM orders WHERE order_no = ?1 AND status = 'cancelled' AND restocked_at IS NULL)";

/** Once an order is cancelled: its stock and coupon go back, exactly once. */
export function releaseStatements(db: D1Database, number: string): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE product_skus SET stock = stock + (SELECT sum(quantity) FROM order_items WHERE order_no = ?1 AND sku = product_skus.sku)
         WHERE sku IN (SELECT sku FROM order_items WHERE order_no = ?1) AND ${RELEASABLE}`,
      )
      .bind(number),
    db
      .prepare(
        `UPDATE products SET stock = (SELECT coalesce(sum(s.stock), 0) FROM product_skus s WHERE s.product_id = products.id)
         WHERE id IN (SELECT product_id FROM order_items WHERE order_no = ?1) AND ${RELEASABLE}`,
      )
      .bind(number),
    db
      .prepare(`UPDATE coupon_claims SET used_at = NULL, order_no = NULL WHERE order_no = ?1 AND ${RELEASABLE}`)
      .bind(number),
    db
      .prepare(
        `UPDATE orders SET restocked_at = ${NOW} WHERE order_no = ?1 AND status = 'cancelled' AND restocked_at IS NULL`,
      )
      .bind(number),
  ];
}
