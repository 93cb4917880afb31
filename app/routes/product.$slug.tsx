import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { savedFavorites } from "~/features/engagement/favorites/saved-favorites.server";
import { reviewAction } from "~/features/engagement/reviews/reviews.server";
import { pageMeta } from "~/lib/meta";
import { withLcpPreload } from "~/features/catalogue/lcp-picture";
import { pageHeaders } from "~/lib/page-headers";
import { ProductPage } from "~/features/catalogue/product/ProductPage";
import { withoutBodyDrawnFields } from "~/features/catalogue/product/drawn-by-the-body";

export async function loader(args: LoaderFunctionArgs) {
  // The saved favorites only for a signed-in shopper, whose page is private (page.server.ts).
  const [page, saved] = await Promise.all([loadPage(args), savedFavorites(args)]);
  return data({ page: withoutBodyDrawnFields(page.data.page), saved }, page.init ?? undefined);
}
export const action = reviewAction;
export const meta = withLcpPreload(pageMeta);
export const headers = pageHeaders;

export default function Screen() {
  return <ProductPage />;
}
