import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { reviewAction } from "~/lib/reviews.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { ProductPage } from "~/components/catalogue/product/ProductPage";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = reviewAction;
export const meta = pageMeta;
export const headers = pageHeaders;

export default function Screen() {
  return <ProductPage />;
}
