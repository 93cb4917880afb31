/**
 * return/quote and return/apply: the shopper picks lines and quantities of one of their orders;
 * the server checks the order may apply, that no line gives back more than was bought minus what
 * other applications hold, and works out the refund from what those units cost after the coupon.
 * The quote says it before submitting; apply writes it in one guarded batch.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { requireCustomer } from "../kernel/http/customer";
import { Code, invalidInput, notFound, ShopError } from "../kernel/http/envelope";
import {
  APPLY_TYPES,
  type ApplyType,
  heldQuantitySql,
  heldShareSql,
  linePaidAmounts,
  MAX_RETURN_IMAGES,
  NOW,
  openReturnSql,
  ORDER_MAY_APPLY_SQL,
  orderMayApply,
  orderNo,
  paidShare,
  refundsMoney,
} from "../orders";
import { readReturns, returnOrder, returnsStatements } from "./return";
import { customerOwner, requireOwnUploads, uploadedImages } from "../media";
import { RETURN_LINES_MAX, returnFields } from "../../contract/returns";

// The contract's (functions/contract/returns.ts), which the storefront's return forms are built from.
const fields = returnFields();
const items = z
  .array(z.object({ orderItemId: fields.orderItemId, quantity: fields.quantity }))
  .min(1)
  .max(RETURN_LINES_MAX);
const applyType = fields.applyType;

export const quoteInput = z.object({ orderNo, items, applyType: applyType.default(APPLY_TYPES.returnAndRefund) });
export const applyInput = quoteInput.extend({
  applyType,
  applyDesc: fields.applyDesc,
  /** Pictures uploaded first through upload/image (their URLs), by this customer. */
  images: uploadedImages.pipe(z.array(z.string()).max(MAX_RETURN_IMAGES)),
});

const quoteOutput = z.object({
  items: z.array(
    z.object({ orderItemId: z.number().int(), quantity: z.number().int(), refundAmount: z.number().int() }),
  ),
  refundAmount: z.number().int(),
  currency: z.string(),
});
type Quote = z.infer<typeof quoteOutput> & {
  lines: { id: number; quantity: number; share: number; refund: number; paid: number }[];
};

type OrderRow = {
  order_no: string;
  status: string;
  pay_status: string;
  completed_at: string | null;
  currency: string;
  coupon_discount: number;
  shipped: number;
  open_return_no: string | null;
};
type LineRow = { id: number; price: number; quantity: number; held_quantity: number; held_share: number };

/** One read batch: the customer's order and its lines with what holding returns took. */
async function quote(ctx: ShopContext, userId: number, input: z.infer<typeof quoteInput>): Promise<Quote> {
  const [orders, lines] = await ctx.db.batch([
    ctx.db
      .prepare(
        `SELECT o.order_no, o.status, o.pay_status, o.completed_at, o.currency, o.coupon_discount, ${openReturnSql("o")} AS open_return_no,
           EXISTS (SELECT 1 FROM shipments WHERE order_no = o.order_no) AS shipped
         FROM orders o WHERE o.order_no = ? AND o.user_id = ?`,
      )
      .bind(input.orderNo, userId),
    ctx.db
      .prepare(
        `SELECT oi.id, oi.price, oi.quantity, ${heldQuantitySql("oi")} AS held_quantity, ${heldShareSql("oi")} AS held_share FROM order_items oi WHERE oi.order_no = ? ORDER BY oi.id`,
      )
      .bind(input.orderNo),
  ]);
  const order = orders.results[0] as OrderRow | undefined;
  if (!order) throw notFound();
  if (
    !orderMayApply({
      status: order.status,
      payStatus: order.pay_status,
      shipped: !!order.shipped,
      completedAt: order.completed_at,
    })
  ) {
    throw new ShopError(Code.fullFailure, "returnNotEligible", 400);
  }
  if (order.open_return_no)
    throw new ShopError(Code.fullFailure, "returnAlreadyOpen", 400, { returnNo: order.open_return_no });
  const rows = lines.results as LineRow[];
  const paid = linePaidAmounts(rows, order.coupon_discount);
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  const chosen = input.items.map((item, index) => {
    const line = rows.find((row) => row.id === item.orderItemId);
    if (!line) fields[`items.${index}.orderItemId`] = ctx.t("returnItemUnknown");
    else if (seen.has(line.id)) fields[`items.${index}.orderItemId`] = ctx.t("returnItemTwice");
    else if (item.quantity > line.quantity - line.held_quantity)
      fields[`items.${index}.quantity`] = ctx.t("returnTooMany", line.quantity - line.held_quantity);
    seen.add(item.orderItemId);
    if (!line) return { id: item.orderItemId, quantity: item.quantity, share: 0, refund: 0, paid: 0 };
    const linePaid = paid.get(line.id) ?? 0;
    const share = paidShare(
      { quantity: line.quantity, paid: linePaid, heldQuantity: line.held_quantity, heldShare: line.held_share },
      item.quantity,
    );
    return {
      id: line.id,
      quantity: item.quantity,
      share,
      refund: refundsMoney(input.applyType as ApplyType) ? share : 0,
      paid: linePaid,
    };
  });
  if (Object.keys(fields).length) throw invalidInput(fields);
  return {
    items: chosen.map((line) => ({ orderItemId: line.id, quantity: line.quantity, refundAmount: line.refund })),
    refundAmount: chosen.reduce((sum, line) => sum + line.refund, 0),
    currency: order.currency,
    lines: chosen,
  };
}

/** Date first so return numbers sort by day; 8 random digits after it. */
function newReturnNo(): string {
  const day = new Date().toISOString().slice(2, 10).replace(/-/g, "");
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `R${day}${String(random[0] % 10_000).padStart(4, "0")}${String(random[1] % 10_000).padStart(4, "0")}`;
}

export const returnQuoteCall = defineCall({
  path: "return/quote",
  summary: "What an after-sales application would refund, line by line, before it is submitted",
  tag: "returns",
  input: quoteInput,
  output: quoteOutput,
  handle: async (ctx, input) => {
    const { userId } = await requireCustomer(ctx);
    const { lines: _lines, ...answer } = await quote(ctx, userId, input);
    return answer;
  },
});

/** Every line still has the units and the paid room the quote saw, checked inside the write. */
const LINES_STILL_FIT = `NOT EXISTS (
  SELECT 1 FROM json_each(?8) j JOIN order_items oi ON oi.id = json_extract(j.value, '$.id') AND oi.order_no = ?2
  WHERE oi.quantity - ${heldQuantitySql("oi")} < json_extract(j.value, '$.quantity')
     OR ${heldShareSql("oi")} + json_extract(j.value, '$.share') > json_extract(j.value, '$.paid'))`;

export const returnApplyCall = defineCall({
  path: "return/apply",
  summary:
    "Apply for after-sales service (1 return and refund, 2 exchange, 3 refund only) on lines of an eligible order",
  tag: "returns",
  input: applyInput,
  output: z.object({ returnNo: z.string(), return: returnOrder }),
  handle: async (ctx, input) => {
    const { userId } = await requireCustomer(ctx);
    const [priced] = await Promise.all([
      quote(ctx, userId, input),
      requireOwnUploads(ctx, customerOwner(userId), input.images),
    ]);
    const number = newReturnNo();
    const lines = JSON.stringify(priced.lines);
    const results = await ctx.db.batch([
      ctx.db
        .prepare(
          `INSERT INTO returns (return_no, order_no, user_id, apply_type, apply_desc, images, refund_amount, currency, created_at, updated_at)
           SELECT ?1, o.order_no, o.user_id, ?3, ?4, ?5, ?6, o.currency, ${NOW}, ${NOW} FROM orders o
           WHERE o.order_no = ?2 AND o.user_id = ?7 AND ${ORDER_MAY_APPLY_SQL} AND ${openReturnSql("o")} IS NULL AND ${LINES_STILL_FIT}`,
        )
        .bind(
          number,
          input.orderNo,
          input.applyType,
          input.applyDesc,
          JSON.stringify(input.images),
          priced.refundAmount,
          userId,
          lines,
        ),
      ctx.db
        .prepare(
          `INSERT INTO return_items (return_no, order_item_id, quantity, paid_share)
           SELECT ?1, json_extract(j.value, '$.id'), json_extract(j.value, '$.quantity'), json_extract(j.value, '$.share')
           FROM json_each(?2) j WHERE EXISTS (SELECT 1 FROM returns WHERE return_no = ?1)`,
        )
        .bind(number, lines),
      ...returnsStatements(ctx.db, "r.return_no = ? AND r.user_id = ?", [number, userId]),
    ]);
    // Another application changed the order between the read and the write: say it as it is now.
    if (results[0].meta.changes === 0) throw new ShopError(Code.fullFailure, "returnAlreadyOpen", 409);
    const [created] = readReturns(results.slice(2));
    return { returnNo: number, return: created };
  },
});
