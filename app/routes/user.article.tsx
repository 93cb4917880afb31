/** The customer's own articles (features/account/UserArticlesScreen.tsx): the list and the editor. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadUserArticles, userArticleAction } from "~/features/account/user-articles.server";
import { UserArticlesScreen } from "~/features/account/UserArticlesScreen";

export const loader = (args: LoaderFunctionArgs) => loadUserArticles(args);
export const action = (args: ActionFunctionArgs) => userArticleAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userArticle" };

export default function Screen() {
  return <UserArticlesScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
