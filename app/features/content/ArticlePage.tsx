/**
 * An article with its favorite button, comment threads and structured data, on whichever route
 * the backend resolved it: `/article/:slug` and custom URL rules through the catch-all alike.
 */
import { useLoaderData } from "@remix-run/react";
import type { PageLoaderData } from "~/lib/page.server";
import { COMMENTS_PAGE_PARAM, type CommentPage } from "~/features/engagement/comments/comments";
import { articleJsonLd } from "~/lib/structured-data";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { ContentScreen } from "~/components/page/ContentScreen";
import { JsonLd } from "~/components/page/JsonLd";
import { ContentFavorite } from "~/features/engagement/favorites/ContentFavorite";
import { CommentSection } from "~/features/engagement/comments/CommentSection";

type ArticleData = {
  id: number;
  comments?: CommentPage;
  slug: string;
  title: string;
  author?: string;
  publishedAt?: string;
  thumbnail?: string;
};

export function ArticlePage() {
  const { page } = useLoaderData<PageLoaderData>();
  const { origin } = useShop();
  const links = useLinks();
  const article = page.data as unknown as ArticleData;
  const thumbnail = article.thumbnail ? origin + article.thumbnail : undefined;
  return (
    <>
      <ContentScreen titleKey="pages.article" />
      <ContentFavorite type="article" data={page.data} />
      <CommentSection articleId={article.id} comments={article.comments ?? null} pageParam={COMMENTS_PAGE_PARAM} />
      <JsonLd
        data={
          import.meta.env.SSR
            ? articleJsonLd({ ...article, thumbnail }, origin + links.detail("article", article.slug))
            : null
        }
      />
    </>
  );
}
