/**
 * Category, tag and collection pages: the route request with the listing's filters and facets,
 * plus the entity's description parsed like any server HTML. Price bounds are typed (or picked
 * from the facet's ladder) in the shopper's currency and sent as the shop's stored prices
 * (features/catalogue/price-filter.ts); the facet counts come in the same answer (one round trip).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "../../lib/page.server";
import { parsePageHtml } from "../../lib/page-html/page-html.server";
import { readListingQuery, toRouteQuery, type ListingQuery } from "./listing-query";
import { readFacets } from "./facets/facet-data";
import { productListAsk } from "./facets/faceted-products.server";

export async function loadListing(args: LoaderFunctionArgs) {
  const query = readListingQuery(new URL(args.request.url).searchParams);
  const { ladder, prices, facets } = await productListAsk(args, query);
  const result = await loadPage(args, { search: toRouteQuery(query, prices, facets) });
  const pageData = result.data.page.data as Record<string, { description?: string } | undefined> & { type?: string };
  const entity = pageData?.type ? pageData[pageData.type] : undefined;
  return data(
    {
      ...result.data,
      query,
      description: parsePageHtml(entity?.description),
      facets: readFacets(pageData, ladder),
    },
    result.init ?? undefined,
  );
}

export type { ListingQuery };
