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
import { shopPriceRange } from "./price-filter";
import { resolveCurrency } from "../../lib/currency.server";
import { priceLadder, shopRanges } from "./facets/price-ladder";
import { readFacets } from "./facets/facet-data";
import type { RatedCurrency } from "../../../functions/contract/money";

export async function loadListing(args: LoaderFunctionArgs) {
  const query = readListingQuery(new URL(args.request.url).searchParams);
  const { shown, shop } = await currencies(args);
  const ladder = priceLadder(shown, shop);
  // A range picked from the facet wins over typed bounds (both say "price", the pick is newer UI).
  const bounds = query.facets?.price ?? { min: query.min, max: query.max };
  const search = toRouteQuery(query, shopPriceRange(bounds, shown, shop), {
    priceRanges: shopRanges(ladder, shown, shop),
  });
  const result = await loadPage(args, { search });
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

/** The currency the prices are shown in and the one they are stored in. */
async function currencies({ request, context }: LoaderFunctionArgs): Promise<Record<"shown" | "shop", RatedCurrency>> {
  const site = context.site;
  // The root loader remembers a new ?currency= in the cookie; this one only needs to read it.
  const code = await resolveCurrency(request, site, new Headers());
  const shop = site.currencies.find((currency) => currency.code === site.defaultCurrency) ?? {
    code: site.defaultCurrency,
    rate: 1,
  };
  return { shop, shown: site.currencies.find((currency) => currency.code === code) ?? shop };
}

export type { ListingQuery };
