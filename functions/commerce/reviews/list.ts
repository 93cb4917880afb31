/**
 * review/list: a product's published reviews, newest first, with the rating summary the product
 * page shows above them (average, count, how many of each star). Public and cacheable: nothing in
 * it depends on who asks, so the product page stays one shared page for every shopper.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import { notFound } from "../http/envelope";
import { listOf, offset, paging } from "../http/paging";

export const recordId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const reviewShape = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  author: z.string(),
  createdAt: z.string(),
});

const summary = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Reviews per star, index 0 is one star. */
  distribution: z.array(z.number().int()).length(5),
});

export type ReviewRow = { id: number; rating: number; content: string; images: string; author: string; created_at: string };

export const toReview = (row: ReviewRow) => ({
  id: row.id,
  rating: row.rating,
  content: row.content,
  images: JSON.parse(row.images) as string[],
  author: row.author,
  createdAt: row.created_at,
});

export const REVIEW_COLUMNS = "id, rating, content, images, author, created_at";

export const reviewListCall = defineCall({
  path: "review/list",
  summary: "Published reviews of a product, newest first, with the rating summary",
  tag: "content",
  cache: "public",
  input: z.object({ productId: recordId, ...paging }),
  output: listOf(reviewShape).extend({ summary }),
  handle: async (ctx, input) => {
    const [product, list, stars] = await ctx.db.batch([
      ctx.db.prepare("SELECT id FROM products WHERE id = ? AND status = 'published'").bind(input.productId),
      ctx.db
        .prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE product_id = ? AND status = 'published' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .bind(input.productId, input.pageSize, offset(input)),
      ctx.db.prepare("SELECT rating, count(*) AS n FROM reviews WHERE product_id = ? AND status = 'published' GROUP BY rating").bind(input.productId),
    ]);
    if (!product.results.length) throw notFound();
    const distribution = [0, 0, 0, 0, 0];
    for (const row of stars.results as { rating: number; n: number }[]) {
      if (row.rating >= 1 && row.rating <= 5) distribution[row.rating - 1] = row.n;
    }
    const count = distribution.reduce((sum, n) => sum + n, 0);
    const average = count ? Math.round((distribution.reduce((sum, n, index) => sum + n * (index + 1), 0) / count) * 10) / 10 : 0;
    const reviews = (list.results as ReviewRow[]).map(toReview);
    return { list: reviews, total: count, page: input.page, pageSize: input.pageSize, summary: { average, count, distribution } };
  },
});
