/** The article summary used by lists, the home page and ArticleList. */
import { z } from "@hono/zod-openapi";
import type { Language } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";

export const ARTICLE_CARD_COLUMNS = "a.id, a.slug, a.title, a.excerpt, a.thumbnail, a.author, a.published_at, a.i18n";

type ArticleCardRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  thumbnail: string | null;
  author: string;
  published_at: string | null;
  i18n: string;
};

export const articleCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  excerpt: z.string(),
  author: z.string(),
  publishedAt: z.string().nullable(),
});

export type ArticleCard = z.infer<typeof articleCard>;

export function toArticleCards(result: D1Result, language: Language): ArticleCard[] {
  return (result.results as ArticleCardRow[]).map((row) => {
    const { title, excerpt } = localise(row, language, ["title", "excerpt"]);
    return {
      id: row.id,
      slug: row.slug,
      title,
      thumbnail: row.thumbnail,
      excerpt,
      author: row.author,
      publishedAt: row.published_at,
    };
  });
}
