/**
 * review/list: a product's published reviews, newest first, with the rating summary the product
 * page shows above them (average, count, how many of each star). Public and cacheable: nothing in
 * it depends on who asks, so the product page stays one shared page for every shopper.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { notFound } from "../kernel/http/envelope";
import { MAX_PAGE, listOf, offset, paging, type Paging } from "../kernel/http/paging";

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

export const reviewPageShape = listOf(reviewShape).extend({ summary });

export type ReviewRow = {
  id: number;
  rating: number;
  content: string;
  images: string;
  author: string;
  created_at: string;
};

export const toReview = (row: ReviewRow) => ({
  id: row.id,
  rating: row.rating,
  content: row.content,
  images: JSON.parse(row.images) as string[],
  author: row.author,
  createdAt: row.created_at,
});

export const REVIEW_COLUMNS = "id, rating, content, images, author, created_at";

/** The product page shows this many reviews per page; `?reviews=<n>` on its URL picks the page. */
export const PRODUCT_PAGE_REVIEWS = { param: "reviews", pageSize: 5 } as const;

/** A list's page from a page URL's query (`?reviews=2`); anything odd is page 1. */
export function queryPaging(query: URLSearchParams, list: { param: string; pageSize: number }): Paging {
  const page = Number(query.get(list.param));
  return { page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1, pageSize: list.pageSize };
}

type ProductKey = { id: number } | { slug: string };
const productSql = (key: ProductKey) => ("id" in key ? "?1" : "(SELECT id FROM products WHERE slug = ?1)");
const productBind = (key: ProductKey) => ("id" in key ? key.id : key.slug);

/**
 * One page of reviews and the star counts, as statements to batch with other reads: review/list
 * runs them alone, the product page's route request alongside the product (one round trip).
 */
export function reviewStatements(db: D1DatabaseSession, key: ProductKey, paging: Paging): D1PreparedStatement[] {
  const product = productSql(key);
  return [
    db
      .prepare(
        `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE product_id = ${product} AND status = 'published' ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(productBind(key), paging.pageSize, offset(paging)),
    db
      .prepare(
        `SELECT rating, count(*) AS n FROM reviews WHERE product_id = ${product} AND status = 'published' GROUP BY rating`,
      )
      .bind(productBind(key)),
  ];
}

export function readReviews([list, stars]: D1Result[], paging: Paging) {
  const distribution = [0, 0, 0, 0, 0];
  for (const row of stars.results as { rating: number; n: number }[]) {
    if (row.rating >= 1 && row.rating <= 5) distribution[row.rating - 1] = row.n;
  }
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const average = count
    ? Math.round((distribution.reduce((sum, n, index) => sum + n * (index + 1), 0) / count) * 10) / 10
    : 0;
  const reviews = (list.results as ReviewRow[]).map(toReview);
  return {
    list: reviews,
    total: count,
    page: paging.page,
    pageSize: paging.pageSize,
    summary: { average, count, distribution },
  };
}

export const reviewListCall = defineCall({
  path: "review/list",
  summary: "Published reviews of a product, newest first, with the rating summary",
  tag: "content",
  cache: "public",
  input: z.object({ productId: recordId, ...paging }),
  output: reviewPageShape,
  handle: async (ctx, input) => {
    const [product, ...reviews] = await ctx.db.batch([
      ctx.db.prepare("SELECT id FROM products WHERE id = ? AND status = 'published'").bind(input.productId),
      ...reviewStatements(ctx.db, { id: input.productId }, input),
    ]);
    if (!product.results.length) throw notFound();
    return readReviews(reviews, input);
  },
});
