import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadPage, type PageLoaderData } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { articleJsonLd } from "~/lib/structured-data";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { ContentScreen } from "~/components/page/ContentScreen";
import { JsonLd } from "~/components/page/JsonLd";
import { ContentFavorite } from "~/components/account/ContentFavorite";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;
export const headers = pageHeaders;

type ArticleData = { slug: string; title: string; author?: string; publishedAt?: string; thumbnail?: string };

export default function Screen() {
  const { page } = useLoaderData<PageLoaderData>();
  const { origin } = useShop();
  const links = useLinks();
  const article = page.data as unknown as ArticleData;
  const thumbnail = article.thumbnail ? origin + article.thumbnail : undefined;
  return (
    <>
      <ContentScreen titleKey="pages.article" />
      <ContentFavorite type="article" data={page.data} />
      <JsonLd data={articleJsonLd({ ...article, thumbnail }, origin + links.detail("article", article.slug))} />
    </>
  );
}
