/**
 * A promotion's page: the route request (title, description, banner, head and foot) and its
 * products with facets from `product/list` (scope `promotion`), asked in parallel.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "../../../lib/page.server";
import { loadFacetedProducts } from "../facets/faceted-products.server";

export async function loadPromotion(args: LoaderFunctionArgs) {
  const slug = args.params.slug ?? "";
  // The route answer's own product page is unfiltered; the list shown is product/list's.
  const [result, faceted] = await Promise.all([
    loadPage(args, { search: "" }),
    loadFacetedProducts(args, { promotion: slug }).catch(() => null),
  ]);
  return data({ ...result.data, faceted }, result.init ?? undefined);
}
