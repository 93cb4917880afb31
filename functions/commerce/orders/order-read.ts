/**
 * The statements that read orders (with their lines and shipments) for a viewer, and the rows
 * they return turned into the order answer (order.ts).
 */
import type { ShopContext } from "../kernel/http/context";
import { heldQuantitySql, openReturnSql } from "./return-sql";
import { refundsByHand } from "../payments";
import type { Order } from "./order";
import { actionsOf } from "./order-actions";
import { readerBinds, readerSql, type OrderReader } from "./order-viewer";

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
  pay_by: string | null;
  expired_at: string | null;
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
      payBy: row.pay_by,
      expired: row.expired_at !== null,
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
