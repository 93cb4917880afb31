/**
 * user/article/*: customers write their own articles. The HTML is sanitised on save with the
 * customers' allow-list (user-html.ts); the article is published at once at `article/{slug}`
 * (article/detail reads it like any other) with the customer's nickname or name as author, and
 * stays out of the shop's journal list. Every query names the session's user: another
 * customer's article id is "not found".
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { CURRENT_USER_SQL, customerBatch, requireCustomer } from "../kernel/http/customer";
import { invalidInput, notFound } from "../kernel/http/envelope";
import { listOf, offset, paging } from "../kernel/http/paging";
import { logActivity } from "../accounts";
import { randomDigits } from "../kernel/random";
import { articleIdTag, articleTag, purgeQuietly } from "../kernel/page-purge";
import { htmlToText, sanitizeUserHtml } from "./user-html";
import { customerOwner, requireOwnUploads, UPLOAD_PATH_PREFIX } from "../media";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_CONTENT = 100_000;

const ownArticle = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  thumbnail: z.string().nullable(),
  author: z.string(),
  status: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});

type Row = {
  id: number;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  thumbnail: string | null;
  author: string;
  status: string;
  published_at: string | null;
  updated_at: string;
};
const COLUMNS = "id, slug, title, content, excerpt, thumbnail, author, status, published_at, updated_at";
const toArticle = (row: Row) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  content: row.content,
  excerpt: row.excerpt,
  thumbnail: row.thumbnail,
  author: row.author,
  status: row.status,
  publishedAt: row.published_at,
  updatedAt: row.updated_at,
});

/** "My first post!" → "my-first-post"; titles without Latin letters get a random slug. */
export function slugify(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base || "post";
}

export const userArticleListCall = defineCall({
  path: "user/article/list",
  summary: "The customer's own articles, newest first",
  tag: "user center",
  input: z.object(paging),
  output: listOf(ownArticle),
  handle: async (ctx, input) => {
    // The session check, the page and its total in one round trip (ADR 160).
    const {
      results: [list, total],
    } = await customerBatch(ctx, (hash) => [
      ctx.db
        .prepare(
          `SELECT ${COLUMNS} FROM articles WHERE user_id = ${CURRENT_USER_SQL} ORDER BY id DESC LIMIT ? OFFSET ?`,
        )
        .bind(hash, input.pageSize, offset(input)),
      ctx.db.prepare(`SELECT count(*) AS n FROM articles WHERE user_id = ${CURRENT_USER_SQL}`).bind(hash),
    ]);
    return {
      list: (list.results as Row[]).map(toArticle),
      total: (total.results[0] as { n: number }).n,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});

export const userArticleSaveCall = defineCall({
  path: "user/article/save",
  summary: "Write a new article or change one of the customer's own (with id); published at once",
  tag: "user center",
  input: z.object({
    id: z.number().int().positive().optional(),
    title: z.string().trim().min(1).max(200),
    content: z.string().min(1).max(MAX_CONTENT),
    thumbnail: z
      .string()
      .trim()
      .max(500)
      .regex(/^(https:\/\/|\/api\/web\/media\/)[^\s"'<>]*$/)
      .optional()
      .or(z.literal("")),
    slug: z.string().trim().max(80).regex(SLUG_PATTERN).optional().or(z.literal("")),
  }),
  output: ownArticle,
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    // A thumbnail may be any https picture, but an upload of this shop only if it is the customer's own.
    if (input.thumbnail?.startsWith(UPLOAD_PATH_PREFIX))
      await requireOwnUploads(ctx, customerOwner(customer.userId), [input.thumbnail], () => "thumbnail");
    const content = sanitizeUserHtml(input.content);
    const text = htmlToText(content);
    if (!text && !content.includes("<img")) throw invalidInput({ content: ctx.t("articleEmpty") });
    const excerpt = text.slice(0, 200);
    let slug = input.slug || "";
    if (slug) {
      const taken = await ctx.db
        .prepare("SELECT 1 FROM articles WHERE slug = ? AND id IS NOT ?")
        .bind(slug, input.id ?? null)
        .first();
      if (taken) throw invalidInput({ slug: ctx.t("articleSlugTaken") });
    }
    const thumbnail = input.thumbnail || null;
    const author =
      "(SELECT coalesce(nullif(nickname, ''), nullif(trim(first_name || ' ' || last_name), ''), ?) FROM users WHERE id = ?)";
    let row: Row | null;
    if (input.id) {
      row = await ctx.db
        .prepare(
          `UPDATE articles SET title = ?, content = ?, excerpt = ?, thumbnail = ?, slug = coalesce(nullif(?, ''), slug), author = ${author},
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND user_id = ? RETURNING ${COLUMNS}`,
        )
        .bind(
          input.title,
          content,
          excerpt,
          thumbnail,
          slug,
          ctx.t("articleAuthorFallback"),
          customer.userId,
          input.id,
          customer.userId,
        )
        .first<Row>();
      if (!row) throw notFound();
    } else {
      // A slug made from the title carries a short random tail, so two "Hello" posts never clash.
      if (!slug) slug = `${slugify(input.title)}-${randomDigits(6)}`;
      row = await ctx.db
        .prepare(
          `INSERT INTO articles (slug, title, content, excerpt, thumbnail, author, user_id, status, published_at)
           VALUES (?, ?, ?, ?, ?, ${author}, ?, 'published', strftime('%Y-%m-%dT%H:%M:%fZ','now')) RETURNING ${COLUMNS}`,
        )
        .bind(
          slug,
          input.title,
          content,
          excerpt,
          thumbnail,
          ctx.t("articleAuthorFallback"),
          customer.userId,
          customer.userId,
        )
        .first<Row>();
    }
    await logActivity(ctx, customer.userId, "articleSaved", { id: row!.id, slug: row!.slug }).run();
    // Its cached page goes, under its old slug too (the id tag; docs/decisions/275).
    await purgeQuietly(ctx.purgePages, [articleTag(row!.slug), articleIdTag(row!.id)]);
    return toArticle(row!);
  },
});

export const userArticleDeleteCall = defineCall({
  path: "user/article/delete",
  summary: "Delete one of the customer's own articles",
  tag: "user center",
  input: z.object({ id: z.number().int().positive() }),
  output: z.null(),
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const deleted = await ctx.db
      .prepare("DELETE FROM articles WHERE id = ? AND user_id = ? RETURNING id")
      .bind(input.id, customer.userId)
      .first();
    if (!deleted) throw notFound();
    await ctx.db.batch([
      ctx.db.prepare("DELETE FROM favorites WHERE type = 'article' AND ref_id = ?").bind(input.id),
      logActivity(ctx, customer.userId, "articleDeleted", { id: input.id }),
    ]);
    await purgeQuietly(ctx.purgePages, [articleIdTag(input.id)]);
    return null;
  },
});
