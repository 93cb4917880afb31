import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { useLoaderData } from "@remix-run/react";
import type { PageLoaderData } from "~/lib/page.server";
import { ContentScreen } from "~/components/page/ContentScreen";
import { ContentFavorite } from "~/features/engagement/favorites/ContentFavorite";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;
export const headers = pageHeaders;

export default function Screen() {
  const { page } = useLoaderData<PageLoaderData>();
  return (
    <>
      <ContentScreen titleKey="pages.page" />
      <ContentFavorite type="page" data={page.data} />
    </>
  );
}
