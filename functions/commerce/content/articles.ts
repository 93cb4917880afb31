/** article/list and article/detail: the shop's journal (customers' own articles stay out of it). */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { notFound } from "../kernel/http/envelope";
import { listOf, offset, paging, slug } from "../kernel/http/paging";
import type { Language } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";
import { pageOf } from "../catalogue";
import { ARTICLE_CARD_COLUMNS, articleCard, toArticleCards } from "./article-cards";

type ArticleRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  thumbnail: string | null;
  author: string;
  published_at: string | null;
  category_slug: string | null;
  category_name: string | null;
  category_i18n: string | null;
  i18n: string;
};

export const articleDetail = articleCard.extend({
  content: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
});

export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleDetailStatement = (db: D1DatabaseSession, articleSlug: string) =>
  db
    .prepare(
      `SELECT a.id, a.slug, a.title, a.excerpt, a.content, a.thumbnail, a.author, a.published_at, a.i18n,
       c.slug AS category_slug, c.name AS category_name, c.i18n AS category_i18n
     FROM articles a LEFT JOIN article_categories c ON c.id = a.category_id
     WHERE a.slug = ? AND a.status = 'published'`,
    )
    .bind(articleSlug);

export function readArticleDetail(result: D1Result, language: Language): ArticleDetail | null {
  const row = result.results[0] as ArticleRow | undefined;
  if (!row) return null;
  const text = localise(row, language, ["title", "excerpt", "content"]);
  const category = row.category_slug
    ? {
        slug: row.category_slug,
        name: localise({ name: row.category_name ?? "", i18n: row.category_i18n ?? "{}" }, language, ["name"]).name,
      }
    : null;
  return {
    id: row.id,
    slug: row.slug,
    title: text.title,
    excerpt: text.excerpt,
    content: text.content,
    thumbnail: row.thumbnail,
    author: row.author,
    publishedAt: row.published_at,
    category,
  };
}

export const articleListCall = defineCall({
  path: "article/list",
  summary: "Published articles, newest first, optionally of one article category",
  tag: "content",
  cache: "public",
  input: z.object({ category: z.string().max(200).optional(), ...paging }),
  output: listOf(articleCard),
  handle: async (ctx, input) => {
    const where =
      "a.status = 'published' AND a.user_id IS NULL" +
      (input.category ? " AND a.category_id = (SELECT id FROM article_categories WHERE slug = ?)" : "");
    const params = input.category ? [input.category] : [];
    const [list, total] = await ctx.db.batch([
      ctx.db
        .prepare(
          `SELECT ${ARTICLE_CARD_COLUMNS} FROM articles a WHERE ${where} ORDER BY a.published_at DESC, a.id DESC LIMIT ? OFFSET ?`,
        )
        .bind(...params, input.pageSize, offset(input)),
      ctx.db.prepare(`SELECT count(*) AS total FROM articles a WHERE ${where}`).bind(...params),
    ]);
    return pageOf(toArticleCards(list, ctx.language), total, input);
  },
});

export const articleDetailCall = defineCall({
  path: "article/detail",
  summary: "One article with its HTML content",
  tag: "content",
  cache: "public",
  input: z.object({ slug }),
  output: articleDetail,
  handle: async (ctx, input) => {
    const article = readArticleDetail(await articleDetailStatement(ctx.db, input.slug).run(), ctx.language);
    if (!article) throw notFound();
    return article;
  },
});
