/**
 * comment/list: an article's published comments as threads, oldest first. A page holds
 * `pageSize` top-level comments, each with all of its replies (replies go one level deep).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import { notFound } from "../http/envelope";
import { listOf, offset, paging } from "../http/paging";
import { recordId } from "../reviews/list";

const reply = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  author: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

export const commentShape = reply.extend({ replies: z.array(reply) });

export type CommentRow = { id: number; parent_id: number | null; author: string; content: string; created_at: string };

export const COMMENT_COLUMNS = "id, parent_id, author, content, created_at";

export const toComment = (row: CommentRow) => ({
  id: row.id,
  parentId: row.parent_id,
  author: row.author,
  content: row.content,
  createdAt: row.created_at,
});

const THREADS_SQL = `SELECT id FROM comments WHERE article_id = ?1 AND status = 'published' AND parent_id IS NULL
  ORDER BY created_at, id LIMIT ?2 OFFSET ?3`;

export const commentListCall = defineCall({
  path: "comment/list",
  summary: "Published comments on an article as threads, oldest first: top-level comments with their replies",
  tag: "content",
  cache: "public",
  input: z.object({ articleId: recordId, ...paging }),
  output: listOf(commentShape),
  handle: async (ctx, input) => {
    const bind = [input.articleId, input.pageSize, offset(input)];
    const [article, threads, replies, total] = await ctx.db.batch([
      ctx.db.prepare("SELECT id FROM articles WHERE id = ? AND status = 'published'").bind(input.articleId),
      ctx.db.prepare(`SELECT ${COMMENT_COLUMNS} FROM comments WHERE id IN (${THREADS_SQL}) ORDER BY created_at, id`).bind(...bind),
      ctx.db
        .prepare(`SELECT ${COMMENT_COLUMNS} FROM comments WHERE status = 'published' AND parent_id IN (${THREADS_SQL}) ORDER BY created_at, id`)
        .bind(...bind),
      ctx.db.prepare("SELECT count(*) AS total FROM comments WHERE article_id = ? AND status = 'published' AND parent_id IS NULL").bind(input.articleId),
    ]);
    if (!article.results.length) throw notFound();
    const byThread = new Map<number, ReturnType<typeof toComment>[]>();
    for (const row of replies.results as CommentRow[]) {
      const list = byThread.get(row.parent_id!) ?? [];
      list.push(toComment(row));
      byThread.set(row.parent_id!, list);
    }
    return {
      list: (threads.results as CommentRow[]).map((row) => ({ ...toComment(row), replies: byThread.get(row.id) ?? [] })),
      total: Number((total.results[0] as { total: number }).total),
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
