/** Carts, checkouts, orders with their items and shipments, and after-sales returns. */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, jsonList, updatedAt } from "./common";

export type OrderAddress = Record<string, string | null>;

/** A visitor's cart has no user; signing in merges it into the customer's. */
export const carts = sqliteTable(
  "carts",
  { id: text("id").primaryKey(), userId: integer("user_id"), createdAt: createdAt(), updatedAt: updatedAt() },
  (t) => [index("carts_user").on(t.userId)],
);

/** A customer's cart units as the cart's object last wrote them (migration 0078, ADR 382). */
export const cartCounts = sqliteTable("cart_counts", {
  cartId: text("cart_id").primaryKey(),
  units: integer("units").notNull(),
  version: integer("version").notNull(),
});

export const cartItems = sqliteTable(
  "cart_items",
  {
    id: id(),
    cartId: text("cart_id").notNull(),
    sku: text("sku").notNull(),
    quantity: integer("quantity").notNull(),
    selected: integer("selected", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cart_items_sku").on(t.cartId, t.sku)],
);

export const checkouts = sqliteTable(
  "checkouts",
  {
    slug: text("slug").primaryKey(),
    userId: integer("user_id"),
    cartId: text("cart_id"),
    items: jsonList<{ sku: string; quantity: number }>("items"),
    /** Placing the order takes these lines out of the cart; "buy now" leaves the cart alone. */
    fromCart: integer("from_cart", { mode: "boolean" }).notNull().default(false),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("checkouts_expiry").on(t.expiresAt)],
);

export const orders = sqliteTable(
  "orders",
  {
    orderNo: text("order_no").primaryKey(),
    userId: integer("user_id"),
    email: text("email").notNull().default(""),
    status: text("status").notNull().default("in_progress"),
    payStatus: text("pay_status").notNull().default("unpaid"),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull(),
    shippingFee: integer("shipping_fee").notNull().default(0),
    couponDiscount: integer("coupon_discount").notNull().default(0),
    total: integer("total").notNull(),
    paymentAmount: integer("payment_amount").notNull().default(0),
    couponCode: text("coupon_code"),
    shippingMethodId: text("shipping_method_id").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    address: text("address", { mode: "json" }).$type<OrderAddress>().notNull(),
    remark: text("remark").notNull().default(""),
    /** Scoped to the shopper ("u:<id>:" or "c:<cartId>:" + the client's key). */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The visitor cart that placed it, so the guest can pay, cancel and see it. */
    cartId: text("cart_id"),
    /** The currency the shopper saw at checkout and its rate per 1 unit of `currency`. */
    displayCurrency: text("display_currency"),
    displayRate: real("display_rate"),
    cancelledAt: text("cancelled_at"),
    /** Set once stock and coupon went back after a cancellation. */
    restockedAt: text("restocked_at"),
    paidAt: text("paid_at"),
    completedAt: text("completed_at"),
    /** order/refund: the shopper's reason; on approval what was paid goes back (refundedAmount). */
    refundReason: text("refund_reason"),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    refundedAt: text("refunded_at"),
    /** The provider's hosted checkout this order was last sent to (a Stripe Checkout Session id). */
    paymentSession: text("payment_session"),
    /** The provider's payment that refunds are made against (a Stripe PaymentIntent id). */
    paymentReference: text("payment_reference"),
    /** Why the last attempt to pay failed (a code the storefront translates); cleared when paid. */
    paymentFailure: text("payment_failure"),
    /** What the shop asked to refund so far; `refundedAmount` is what the provider confirmed. */
    refundRequested: integer("refund_requested").notNull().default(0),
    /** Set while the order's units are counted in products.sales: paid, not cancelled (ADR 208). */
    salesCountedAt: text("sales_counted_at"),
    /** The payment window's end, from the method chosen at placement; null: never expires (cash on delivery). */
    payBy: text("pay_by"),
    /** Set when the expiry job cancelled it unpaid (orders/expiry.ts). */
    expiredAt: text("expired_at"),
    /** The shopper's language at placement: what the order's mails are written in. */
    language: text("language").notNull().default("en"),
    /** Where it ships, normalised (checkout/order-limits.ts): open unpaid orders are counted per address. */
    shipToKey: text("ship_to_key").notNull().default(""),
    /** The shop's origin that request came to: order mails link there (ADR 216); "" on older orders. */
    origin: text("origin").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_idempotency").on(t.idempotencyKey),
    index("orders_payment_reference").on(t.paymentReference),
    index("orders_user").on(t.userId, t.status, t.createdAt),
    index("orders_cart").on(t.cartId),
    index("orders_unpaid").on(t.userId, t.payStatus, t.status),
    index("orders_pay_by").on(t.status, t.payStatus, t.payBy),
  ],
);

/** The mails each order was sent, one row per event, claimed before sending (ADR 216). */
export const orderMails = sqliteTable(
  "order_mails",
  { orderNo: text("order_no").notNull(), event: text("event").notNull(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.orderNo, t.event] })],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: id(),
    orderNo: text("order_no").notNull(),
    productId: integer("product_id").notNull(),
    sku: text("sku").notNull(),
    title: text("title").notNull(),
    image: text("image"),
    options: text("options", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    price: integer("price").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [index("order_items_order").on(t.orderNo)],
);

export const shipments = sqliteTable(
  "shipments",
  {
    id: id(),
    orderNo: text("order_no").notNull(),
    expressName: text("express_name").notNull(),
    expressNo: text("express_no").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("shipments_order").on(t.orderNo)],
);

export const returns = sqliteTable(
  "returns",
  {
    returnNo: text("return_no").primaryKey(),
    orderNo: text("order_no").notNull(),
    userId: integer("user_id"),
    /** 1 return and refund, 2 exchange goods, 3 refund only. */
    applyType: integer("apply_type").notNull(),
    applyDesc: text("apply_desc").notNull(),
    images: jsonList<string>("images"),
    status: text("status").notNull().default("pending_approval"),
    auditStatus: text("audit_status").notNull().default("pending"),
    refuseDesc: text("refuse_desc"),
    refundAmount: integer("refund_amount").notNull().default(0),
    logisticsCompany: text("logistics_company"),
    logisticsNo: text("logistics_no"),
    deliveryTime: text("delivery_time"),
    currency: text("currency").notNull().default("USD"),
    /** The merchant's return address as it was when the application was approved. */
    merchantAddress: text("merchant_address", { mode: "json" }).$type<{
      consignee: string;
      phone: string;
      address: string;
    }>(),
    exchangeExpressName: text("exchange_express_name"),
    exchangeExpressNo: text("exchange_express_no"),
    auditedAt: text("audited_at"),
    cancelledAt: text("cancelled_at"),
    completedAt: text("completed_at"),
    refundedAt: text("refunded_at"),
    /** When the provider took the completed application's refund (or none was owed): ADR 209. */
    refundSentAt: text("refund_sent_at"),
    /** Why sending the refund last failed; the operator's complete retries it. */
    refundError: text("refund_error"),
    /** Set once a completed refund took its units back out of products.sales (ADR 208). */
    salesReturnedAt: text("sales_returned_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("returns_user").on(t.userId, t.status, t.createdAt), index("returns_order").on(t.orderNo)],
);

export const returnItems = sqliteTable(
  "return_items",
  {
    id: id(),
    returnNo: text("return_no").notNull(),
    orderItemId: integer("order_item_id").notNull(),
    quantity: integer("quantity").notNull(),
    /** What these units are worth of what the line cost; all returns of a line stay within it. */
    paidShare: integer("paid_share").notNull().default(0),
  },
  (t) => [index("return_items_return").on(t.returnNo), index("return_items_order_item").on(t.orderItemId)],
);
