/**
 * review/add: a customer reviews a product they bought and received. Each item of a completed
 * order earns one review; the oldest item not yet reviewed is used unless `orderItemId` names
 * one. The content is sanitised to plain text; the pictures must be the reviewer's own uploads;
 * the product's rating and count follow at once.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { productTag, purgeQuietly } from "../kernel/page-purge";
import { Code, ShopError } from "../kernel/http/envelope";
import { requireCustomer } from "../kernel/http/customer";
import { plainFields, SHOPPER_RATE_LIMITS } from "../content";
import { customerOwner, requireOwnUploads, uploadedImages } from "../media";
import { reviewFields } from "../../contract/engagement";
import { spend } from "../kernel/rate-limits";
import { REVIEW_COLUMNS, recordId, reviewShape, toReview, type ReviewRow } from "./list";

/** Completed orders' items of this product that belong to the customer and have no review yet. */
const OPEN_ITEMS_SQL = `SELECT oi.id, oi.order_no FROM order_items oi JOIN orders o ON o.order_no = oi.order_no
  WHERE o.user_id = ?1 AND o.status = 'completed' AND oi.product_id = ?2 AND (?3 IS NULL OR oi.id = ?3)
    AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_item_id = oi.id)
  ORDER BY o.completed_at, oi.id LIMIT 1`;

const BOUGHT_SQL = `SELECT count(*) AS n FROM order_items oi JOIN orders o ON o.order_no = oi.order_no
  WHERE o.user_id = ?1 AND o.status = 'completed' AND oi.product_id = ?2 AND (?3 IS NULL OR oi.id = ?3)`;

const RATING_SQL = `UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = ?1 AND status = 'published'),
    rating_x10 = (SELECT coalesce(round(avg(rating) * 10), 0) FROM reviews WHERE product_id = ?1 AND status = 'published')
  WHERE id = ?1`;

type UserRow = { nickname: string; first_name: string };

export const reviewAddCall = defineCall({
  path: "review/add",
  summary: "Review a product from a completed order (one review per order item)",
  tag: "content",
  input: z.object({
    productId: recordId,
    orderItemId: recordId.optional(),
    // The contract's rules, which the storefront's review form is built from.
    ...reviewFields(),
    images: uploadedImages,
  }),
  output: reviewShape,
  handle: async (ctx, raw) => {
    const customer = await requireCustomer(ctx);
    const input = plainFields(raw, ["content"], ctx.t);
    await requireOwnUploads(ctx, customerOwner(customer.userId), input.images);
    await spend(ctx, [[`review-user:${customer.userId}`, SHOPPER_RATE_LIMITS.reviewPerUser]]);
    const itemId = input.orderItemId ?? null;
    const [open, bought, user] = await ctx.db.batch([
      ctx.db.prepare(OPEN_ITEMS_SQL).bind(customer.userId, input.productId, itemId),
      ctx.db.prepare(BOUGHT_SQL).bind(customer.userId, input.productId, itemId),
      ctx.db.prepare("SELECT nickname, first_name FROM users WHERE id = ?").bind(customer.userId),
    ]);
    const item = open.results[0] as { id: number; order_no: string } | undefined;
    if (!item) {
      const none = !(bought.results[0] as { n: number }).n;
      throw new ShopError(Code.fullFailure, none ? "reviewNotBought" : "reviewAlreadyWritten", 400);
    }
    const person = user.results[0] as UserRow | undefined;
    const author = person?.nickname || person?.first_name || ctx.t("reviewAnonymous");
    // The unique index on order_item_id settles a double submit: the second insert adds nothing.
    const [inserted] = await ctx.db.batch([
      ctx.db
        .prepare(
          `INSERT INTO reviews (product_id, user_id, order_no, order_item_id, author, rating, content, images) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (order_item_id) DO NOTHING RETURNING ${REVIEW_COLUMNS}`,
        )
        .bind(
          input.productId,
          customer.userId,
          item.order_no,
          item.id,
          author,
          input.rating,
          input.content,
          JSON.stringify(input.images),
        ),
      ctx.db.prepare(RATING_SQL).bind(input.productId),
      ctx.db
        .prepare("INSERT INTO user_events (user_id, stream, action, detail) VALUES (?, 'activity', 'review', ?)")
        .bind(customer.userId, JSON.stringify({ productId: input.productId, orderNo: item.order_no })),
    ]);
    const row = inserted.results[0] as ReviewRow | undefined;
    if (!row) throw new ShopError(Code.fullFailure, "reviewAlreadyWritten", 400);
    // The product's page shows its reviews, and every card its rating (docs/decisions/275).
    await purgeQuietly(ctx.purgePages, [productTag(input.productId)]);
    return toReview(row);
  },
});
