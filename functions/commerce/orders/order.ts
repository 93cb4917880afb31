/**
 * The order answer (docs/api-calls.md `order/detail`) and the order number every call takes.
 * Who may read an order is in order-viewer.ts, the statements that read it in order-read.ts,
 * the actions the shopper may take on it in order-actions.ts.
 */
import { z } from "@hono/zod-openapi";
import { ORDER_ACTIONS } from "./order-actions";
import { orderNumber } from "../../contract/orders";

/** The contract's (functions/contract/orders.ts), which the storefront's forms are built from. */
export const orderNo = orderNumber;

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
  /** The end of the payment window set at placement (docs/api.md "Payment windows"); null: none (cash on delivery). */
  payBy: z.string().nullable(),
  /** Cancelled by the shop because it was not paid by `payBy`. */
  expired: z.boolean(),
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
