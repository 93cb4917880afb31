import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { useParams } from "@remix-run/react";
import { AppScreen } from "~/components/page/AppScreen";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userReturn" };

export default function Screen() {
  const { slug = "" } = useParams();
  return <AppScreen titleKey="pages.userReturn" titleValues={{ slug }} />;
}
