/**
 * The listing's state lives in the URL: `sort`, `page`, `inStock`, prices in whole units of the
 * currency the shopper sees (`min`, `max`, what a shopper types) and the picked facets
 * (facets/facet-selection.ts). `toRouteQuery` turns that into the route request's query, with the
 * prices already turned into the shop's stored prices (features/catalogue/price-filter.ts; minor
 * units, as the contract wants them).
 */
import type { ShopPriceRange } from "./price-filter";
import { readFacetSelection, writeFacetSelection, type FacetSelection } from "./facets/facet-selection";

export const SORTS = ["newest", "price_asc", "price_desc", "sales", "rating"] as const;
export type Sort = (typeof SORTS)[number];

export type ListingQuery = {
  sort?: Sort;
  page: number;
  min?: number;
  max?: number;
  inStock: boolean;
  facets?: FacetSelection;
};

/** What the route request asks for facets: the price ranges to count, in shop minor units. */
export type FacetRequest = { priceRanges: Array<{ min?: number; max?: number }> };

function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

export function readListingQuery(search: URLSearchParams): ListingQuery {
  const sort = search.get("sort");
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : undefined,
    page: Math.max(1, wholeNumber(search.get("page")) ?? 1),
    min: wholeNumber(search.get("min")),
    max: wholeNumber(search.get("max")),
    inStock: search.get("inStock") === "1",
    facets: readFacetSelection(search),
  };
}

/**
 * `prices` are the query's price bounds as stored prices of the shop (shopPriceRange); `facets`
 * asks for the counts. Options go as JSON (`options={"Colour":["Navy"]}`): their names are the
 * operator's, so they cannot be parameter names of their own on the route request.
 */
export function toRouteQuery(query: ListingQuery, prices: ShopPriceRange = {}, facets?: FacetRequest): string {
  const out = new URLSearchParams();
  if (query.sort) out.set("sort", query.sort);
  if (query.page > 1) out.set("page", String(query.page));
  if (prices.priceMin !== undefined) out.set("priceMin", String(prices.priceMin));
  if (prices.priceMax !== undefined) out.set("priceMax", String(prices.priceMax));
  if (query.inStock) out.set("inStock", "1");
  const selection = query.facets;
  for (const brand of selection?.brands ?? []) out.append("brand", brand);
  if (selection?.ratingMin) out.set("ratingMin", String(selection.ratingMin));
  if (selection && Object.keys(selection.options).length) out.set("options", JSON.stringify(selection.options));
  if (facets) out.set("facets", JSON.stringify(facets));
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** The listing's own parameters, facets first (the order of the facet form). */
export function listingParams(query: ListingQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (query.facets) writeFacetSelection(query.facets, out);
  if (query.inStock) out.set("inStock", "1");
  if (query.min !== undefined) out.set("min", String(query.min));
  if (query.max !== undefined) out.set("max", String(query.max));
  if (query.sort) out.set("sort", query.sort);
  if (query.page > 1) out.set("page", String(query.page));
  return out;
}

/** The same listing with some of its state changed (for sort and page links). */
export function listingHref(pathname: string, query: ListingQuery, change: Partial<ListingQuery>): string {
  const text = listingParams({ ...query, ...change }).toString();
  return text ? `${pathname}?${text}` : pathname;
}
