import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { withLcpPreload } from "~/features/catalogue/lcp-picture";
import { pageHeaders } from "~/lib/page-headers";
import { HomeScreen } from "~/features/content/HomeScreen";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = withLcpPreload(pageMeta);
export const headers = pageHeaders;

export default HomeScreen;
