/** review/list and comment/list: the read side of reviews (products) and comments (articles). */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import { notFound } from "../http/envelope";
import { listOf, offset, paging } from "../http/paging";
import { pageOf } from "../catalogue/product-query";

const id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

const review = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  author: z.string(),
  createdAt: z.string(),
});

type ReviewRow = { id: number; rating: number; content: string; images: string; author: string; created_at: string };

export const reviewListCall = defineCall({
  path: "review/list",
  summary: "Published reviews of a product, newest first",
  tag: "content",
  cache: "public",
  input: z.object({ productId: id, ...paging }),
  output: listOf(review),
  handle: async (ctx, input) => {
    const [product, list, total] = await ctx.db.batch([
      ctx.db.prepare("SELECT id FROM products WHERE id = ?").bind(input.productId),
      ctx.db.prepare(
        "SELECT id, rating, content, images, author, created_at FROM reviews WHERE product_id = ? AND status = 'published' ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
      ).bind(input.productId, input.pageSize, offset(input)),
      ctx.db.prepare("SELECT count(*) AS total FROM reviews WHERE product_id = ? AND status = 'published'").bind(input.productId),
    ]);
    if (!product.results.length) throw notFound();
    const reviews = (list.results as ReviewRow[]).map((row) => ({
      id: row.id,
      rating: row.rating,
      content: row.content,
      images: JSON.parse(row.images) as string[],
      author: row.author,
      createdAt: row.created_at,
    }));
    return pageOf(reviews, total, input);
  },
});

const comment = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  author: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

type CommentRow = { id: number; parent_id: number | null; author: string; content: string; created_at: string };

export const commentListCall = defineCall({
  path: "comment/list",
  summary: "Published comments on an article, oldest first (replies carry parentId)",
  tag: "content",
  cache: "public",
  input: z.object({ articleId: id, ...paging }),
  output: listOf(comment),
  handle: async (ctx, input) => {
    const [article, list, total] = await ctx.db.batch([
      ctx.db.prepare("SELECT id FROM articles WHERE id = ? AND status = 'published'").bind(input.articleId),
      ctx.db.prepare(
        "SELECT id, parent_id, author, content, created_at FROM comments WHERE article_id = ? AND status = 'published' ORDER BY created_at, id LIMIT ? OFFSET ?",
      ).bind(input.articleId, input.pageSize, offset(input)),
      ctx.db.prepare("SELECT count(*) AS total FROM comments WHERE article_id = ? AND status = 'published'").bind(input.articleId),
    ]);
    if (!article.results.length) throw notFound();
    const comments = (list.results as CommentRow[]).map((row) => ({
      id: row.id,
      parentId: row.parent_id,
      author: row.author,
      content: row.content,
      createdAt: row.created_at,
    }));
    return pageOf(comments, total, input);
  },
});
