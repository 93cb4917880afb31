import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { requireSession } from "~/lib/session.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { useParams } from "@remix-run/react";
import { AppScreen } from "~/components/page/AppScreen";

export async function loader(args: LoaderFunctionArgs) {
  const [, page] = await Promise.all([requireSession(args), loadPage(args)]);
  return page;
}
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userReturn" };

export default function Screen() {
  const { slug = "" } = useParams();
  return <AppScreen titleKey="pages.userReturn" titleValues={{ slug }} />;
}
