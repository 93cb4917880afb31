/**
 * comment/list: an article's published comments as threads, oldest first. A page holds
 * `pageSize` top-level comments, each with all of its replies (replies go one level deep).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { notFound } from "../kernel/http/envelope";
import { listOf, offset, paging, type Paging } from "../kernel/http/paging";
import { recordId } from "../reviews";

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

const threadsSql = (
  article: string,
) => `SELECT id FROM comments WHERE article_id = ${article} AND status = 'published' AND parent_id IS NULL
  ORDER BY created_at, id LIMIT ?2 OFFSET ?3`;

/** The article page shows this many threads per page; `?comments=<n>` picks the page (the seed's comment list). */
export const ARTICLE_PAGE_COMMENTS = { param: "comments", pageSize: 10 } as const;

type ArticleKey = { id: number } | { slug: string };

/**
 * One page of threads with their replies and the thread count, as statements to batch: comment/list
 * runs them alone, the article page's route request alongside the article (one round trip).
 */
export function commentStatements(db: D1DatabaseSession, key: ArticleKey, paging: Paging): D1PreparedStatement[] {
  const article = "id" in key ? "?1" : "(SELECT id FROM articles WHERE slug = ?1)";
  const bind = ["id" in key ? key.id : key.slug, paging.pageSize, offset(paging)];
  return [
    db
      .prepare(`SELECT ${COMMENT_COLUMNS} FROM comments WHERE id IN (${threadsSql(article)}) ORDER BY created_at, id`)
      .bind(...bind),
    db
      .prepare(
        `SELECT ${COMMENT_COLUMNS} FROM comments WHERE status = 'published' AND parent_id IN (${threadsSql(article)}) ORDER BY created_at, id`,
      )
      .bind(...bind),
    db
      .prepare(
        `SELECT count(*) AS total FROM comments WHERE article_id = ${article} AND status = 'published' AND parent_id IS NULL`,
      )
      .bind(bind[0]),
  ];
}

export function readComments([threads, replies, total]: D1Result[], paging: Paging) {
  const byThread = new Map<number, ReturnType<typeof toComment>[]>();
  for (const row of replies.results as CommentRow[]) {
    const list = byThread.get(row.parent_id!) ?? [];
    list.push(toComment(row));
    byThread.set(row.parent_id!, list);
  }
  return {
    list: (threads.results as CommentRow[]).map((row) => ({ ...toComment(row), replies: byThread.get(row.id) ?? [] })),
    total: Number((total.results[0] as { total: number } | undefined)?.total ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

export const commentListCall = defineCall({
  path: "comment/list",
  summary: "Published comments on an article as threads, oldest first: top-level comments with their replies",
  tag: "content",
  cache: "public",
  input: z.object({ articleId: recordId, ...paging }),
  output: listOf(commentShape),
  handle: async (ctx, input) => {
    const [article, ...comments] = await ctx.db.batch([
      ctx.db.prepare("SELECT id FROM articles WHERE id = ? AND status = 'published'").bind(input.articleId),
      ...commentStatements(ctx.db, { id: input.articleId }, input),
    ]);
    if (!article.results.length) throw notFound();
    return readComments(comments, input);
  },
});
