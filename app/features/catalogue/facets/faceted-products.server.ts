/**
 * Pages whose product list is not the route answer's own (the search page's product tab, a
 * promotion) ask `product/list` for it with the URL's filters and the facet counts, beside the
 * route request (in parallel: the page's round trips do not add up).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readListingQuery, type ListingQuery } from "../listing-query";
import { shopPriceRange } from "../price-filter";
import { resolveCurrency } from "../../../lib/currency.server";
import { priceLadder, shopRanges } from "./price-ladder";
import { readFacets, type FacetView } from "./facet-data";
import type { RatedCurrency } from "../../../../functions/contract/money";
import type { ProductCardData } from "../ProductCard";

export type ProductPage = { list: ProductCardData[]; total: number; page: number; pageSize: number };
export type FacetedProducts = { query: ListingQuery; facets: FacetView | null; products: ProductPage };

/** The currency the prices are shown in and the one they are stored in. */
export async function shopperCurrencies({ request, context }: LoaderFunctionArgs) {
  const site = context.site;
  // The root loader remembers a new ?currency= in the cookie; this one only needs to read it.
  const code = await resolveCurrency(request, site, new Headers());
  const shop: RatedCurrency = site.currencies.find((currency) => currency.code === site.defaultCurrency) ?? {
    code: site.defaultCurrency,
    rate: 1,
  };
  return { shop, shown: site.currencies.find((currency) => currency.code === code) ?? shop };
}

/** The listing's filters as `product/list.filters`; the price ladder as its `facets`. */
export async function productListAsk(args: LoaderFunctionArgs, query: ListingQuery) {
  const { shown, shop } = await shopperCurrencies(args);
  const ladder = priceLadder(shown, shop);
  // A range picked from the facet wins over typed bounds (both say "price"; docs/decisions/295).
  const prices = shopPriceRange(query.facets?.price ?? { min: query.min, max: query.max }, shown, shop);
  const selection = query.facets;
  const filters = {
    ...prices,
    ...(query.inStock ? { inStock: true } : {}),
    ...(selection?.brands.length ? { brands: selection.brands } : {}),
    ...(selection?.ratingMin ? { ratingMin: selection.ratingMin } : {}),
    ...(selection && Object.keys(selection.options).length ? { options: selection.options } : {}),
  };
  return { ladder, prices, filters, facets: { priceRanges: shopRanges(ladder, shown, shop) } };
}

export async function loadFacetedProducts(
  args: LoaderFunctionArgs,
  /** Empty: the whole shop (a search whose words became a facet, docs/decisions/340). */
  scope: { q: string } | { promotion: string } | Record<string, never>,
): Promise<FacetedProducts> {
  const query = readListingQuery(new URL(args.request.url).searchParams);
  const { ladder, filters, facets } = await productListAsk(args, query);
  const answer = await args.context.upstream.call("product/list", {
    ...scope,
    page: query.page,
    pageSize: 24,
    ...(query.sort ? { sort: query.sort } : {}),
    filters,
    facets,
  });
  const { facets: counts, ...products } = answer as typeof answer & { facets?: unknown };
  return {
    query,
    facets: readFacets({ facets: counts }, ladder),
    products: products as unknown as ProductPage,
  };
}
