/**
 * The return answer (docs/api-calls.md `return/detail`), the statements that read it and the mapping from rows. A
 * customer reads only their own returns (`r.user_id = ?`); the operator reads any.
 */
import { z } from "@hono/zod-openapi";
import {
  type ApplyType,
  AUDIT_STATUSES,
  type AuditStatus,
  refundsMoney,
  RETURN_ACTIONS,
  RETURN_STATUSES,
  returnActions,
  type ReturnStatus,
} from "../orders";
import { refundsByHand } from "../payments";

/** "R", then the day (yymmdd) and 8 random digits, like an order number. */
export const returnNo = z
  .string()
  .trim()
  .regex(/^R\d{14}$/);

export const merchantAddress = z.object({ consignee: z.string(), phone: z.string(), address: z.string() });

export const returnItem = z.object({
  orderItemId: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  quantity: z.number().int(),
  /** What these units refund (0 in an exchange). */
  refundAmount: z.number().int(),
});

export const returnOrder = z.object({
  returnNo: z.string(),
  orderNo: z.string(),
  items: z.array(returnItem),
  refundAmount: z.number().int(),
  currency: z.string(),
  applyType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  applyDesc: z.string(),
  images: z.array(z.string()),
  status: z.enum(RETURN_STATUSES),
  auditStatus: z.enum(AUDIT_STATUSES),
  refuseDesc: z.string().nullable(),
  logisticsCompany: z.string().nullable(),
  logisticsNo: z.string().nullable(),
  /** When the shopper sent the goods back (submitted the logistics). */
  deliveryTime: z.string().nullable(),
  /** Shown once approved; null before and for refund-only applications. */
  merchantAddress: merchantAddress.nullable(),
  exchangeExpressName: z.string().nullable(),
  exchangeExpressNo: z.string().nullable(),
  createdAt: z.string(),
  auditedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Completed and asked of the payment provider, not yet confirmed refunded. */
  refundPending: z.boolean(),
  /** The shop pays this refund out itself (the order was paid by bank transfer or cash). */
  refundManual: z.boolean(),
  actions: z.array(z.enum(RETURN_ACTIONS)),
  /** The currency and rate its order was shown in at checkout (null on older orders): refunds are shown like the order. */
  shown: z.object({ currency: z.string(), rate: z.number() }).nullable(),
});

export type ReturnOrder = z.infer<typeof returnOrder>;

export type ReturnRow = {
  return_no: string;
  order_no: string;
  user_id: number | null;
  apply_type: ApplyType;
  apply_desc: string;
  images: string;
  status: ReturnStatus;
  audit_status: AuditStatus;
  refuse_desc: string | null;
  refund_amount: number;
  logistics_company: string | null;
  logistics_no: string | null;
  delivery_time: string | null;
  currency: string;
  merchant_address: string | null;
  exchange_express_name: string | null;
  exchange_express_no: string | null;
  audited_at: string | null;
  cancelled_at: string | null;
  completed_at: string | null;
  refunded_at: string | null;
  created_at: string;
  display_currency: string | null;
  display_rate: number | null;
  payment_method_id: string | null;
};
type ItemRow = {
  return_no: string;
  order_item_id: number;
  product_id: number;
  sku: string;
  title: string;
  image: string | null;
  options: string;
  price: number;
  quantity: number;
  paid_share: number;
};

/** The returns chosen by `where` over `returns r` (with `binds`), then their items. */
export function returnsStatements(
  db: D1DatabaseSession,
  where: string,
  binds: unknown[],
  tail = "ORDER BY r.created_at DESC, r.return_no DESC",
): D1PreparedStatement[] {
  const chosen = `SELECT r.return_no FROM returns r WHERE ${where} ${tail}`;
  return [
    db
      .prepare(
        `SELECT r.*, (SELECT display_currency FROM orders WHERE order_no = r.order_no) AS display_currency,
                (SELECT display_rate FROM orders WHERE order_no = r.order_no) AS display_rate,
                (SELECT payment_method_id FROM orders WHERE order_no = r.order_no) AS payment_method_id
         FROM returns r WHERE ${where} ${tail}`,
      )
      .bind(...binds),
    db
      .prepare(
        `SELECT ri.return_no, ri.order_item_id, ri.quantity, ri.paid_share, oi.product_id, oi.sku, oi.title, oi.image, oi.options, oi.price
         FROM return_items ri JOIN order_items oi ON oi.id = ri.order_item_id WHERE ri.return_no IN (${chosen}) ORDER BY ri.id`,
      )
      .bind(...binds),
  ];
}

export function readReturns(results: D1Result[]): ReturnOrder[] {
  const items = results[1].results as ItemRow[];
  return (results[0].results as ReturnRow[]).map((row) => ({
    returnNo: row.return_no,
    orderNo: row.order_no,
    items: items
      .filter((item) => item.return_no === row.return_no)
      .map((item) => ({
        orderItemId: item.order_item_id,
        productId: item.product_id,
        sku: item.sku,
        title: item.title,
        image: item.image,
        options: JSON.parse(item.options || "{}"),
        price: item.price,
        quantity: item.quantity,
        refundAmount: refundsMoney(row.apply_type) ? item.paid_share : 0,
      })),
    refundAmount: row.refund_amount,
    currency: row.currency,
    applyType: row.apply_type,
    applyDesc: row.apply_desc,
    images: JSON.parse(row.images || "[]"),
    status: row.status,
    auditStatus: row.audit_status,
    refuseDesc: row.refuse_desc,
    logisticsCompany: row.logistics_company,
    logisticsNo: row.logistics_no,
    deliveryTime: row.delivery_time,
    merchantAddress: row.merchant_address ? JSON.parse(row.merchant_address) : null,
    exchangeExpressName: row.exchange_express_name,
    exchangeExpressNo: row.exchange_express_no,
    createdAt: row.created_at,
    auditedAt: row.audited_at,
    cancelledAt: row.cancelled_at,
    completedAt: row.completed_at,
    refundedAt: row.refunded_at,
    refundPending:
      row.status === "completed" && refundsMoney(row.apply_type) && row.refund_amount > 0 && row.refunded_at === null,
    refundManual: refundsByHand(row.payment_method_id ?? ""),
    actions: returnActions({
      status: row.status,
      auditStatus: row.audit_status,
      applyType: row.apply_type,
      logisticsNo: row.logistics_no,
    }),
    shown: row.display_currency && row.display_rate ? { currency: row.display_currency, rate: row.display_rate } : null,
  }));
}
