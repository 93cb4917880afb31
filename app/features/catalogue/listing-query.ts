/**
 * The listing's state lives in the URL: `sort`, `page`, `inStock` and prices in whole units of
 * the currency the shopper sees (`min`, `max`, what a shopper types). `toRouteQuery` turns that
 * into the route request's query, with the prices already turned into the shop's stored prices
 * (features/catalogue/price-filter.ts; minor units, as the contract wants them).
 */
import type { ShopPriceRange } from "./price-filter";

export const SORTS = ["newest", "price_asc", "price_desc", "sales"] as const;
export type Sort = (typeof SORTS)[number];

export type ListingQuery = { sort?: Sort; page: number; min?: number; max?: number; inStock: boolean };

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
  };
}

/** `prices` are the query's `min`/`max` as stored prices of the shop (shopPriceRange). */
export function toRouteQuery(query: ListingQuery, prices: ShopPriceRange = {}): string {
  const out = new URLSearchParams();
  if (query.sort) out.set("sort", query.sort);
  if (query.page > 1) out.set("page", String(query.page));
  if (prices.priceMin !== undefined) out.set("priceMin", String(prices.priceMin));
  if (prices.priceMax !== undefined) out.set("priceMax", String(prices.priceMax));
  if (query.inStock) out.set("inStock", "1");
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** The same listing with some of its state changed (for sort and page links). */
export function listingHref(pathname: string, query: ListingQuery, change: Partial<ListingQuery>): string {
  const next = { ...query, ...change };
  const out = new URLSearchParams();
  if (next.sort) out.set("sort", next.sort);
  if (next.min !== undefined) out.set("min", String(next.min));
  if (next.max !== undefined) out.set("max", String(next.max));
  if (next.inStock) out.set("inStock", "1");
  if (next.page > 1) out.set("page", String(next.page));
  const text = out.toString();
  return text ? `${pathname}?${text}` : pathname;
}
