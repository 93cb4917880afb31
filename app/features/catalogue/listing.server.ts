/**
 * Category, tag and collection pages: the route request with the listing's filters, plus the
 * entity's description parsed like any server HTML. Price bounds are typed in the shopper's
 * currency and sent as the shop's stored prices (features/catalogue/price-filter.ts).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "../../lib/page.server";
import { parsePageHtml } from "../../lib/page-html/page-html.server";
import { readListingQuery, toRouteQuery, type ListingQuery } from "./listing-query";
import { shopPriceRange, type ShopPriceRange } from "./price-filter";
import { resolveCurrency } from "../../lib/currency.server";

export async function loadListing(args: LoaderFunctionArgs) {
  const query = readListingQuery(new URL(args.request.url).searchParams);
  const result = await loadPage(args, { search: toRouteQuery(query, await priceRange(args, query)) });
  const pageData = result.data.page.data as Record<string, { description?: string } | undefined> & { type?: string };
  const entity = pageData?.type ? pageData[pageData.type] : undefined;
  return data({ ...result.data, query, description: parsePageHtml(entity?.description) }, result.init ?? undefined);
}

/** Only a filtered listing needs the site's currencies. */
async function priceRange({ request, context }: LoaderFunctionArgs, query: ListingQuery): Promise<ShopPriceRange> {
  if (query.min === undefined && query.max === undefined) return {};
  const site = context.site;
  // The root loader remembers a new ?currency= in the cookie; this one only needs to read it.
  const shown = await resolveCurrency(request, site, new Headers());
  const shop = site.currencies.find((currency) => currency.code === site.defaultCurrency) ?? {
    code: site.defaultCurrency,
    rate: 1,
  };
  return shopPriceRange(query, site.currencies.find((currency) => currency.code === shown) ?? shop, shop);
}
