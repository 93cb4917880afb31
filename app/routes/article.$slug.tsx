import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { commentAction } from "~/features/engagement/comments/comments.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { ArticlePage } from "~/features/content/ArticlePage";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = commentAction;
export const meta = pageMeta;
export const headers = pageHeaders;

export default function Screen() {
  return <ArticlePage />;
}
