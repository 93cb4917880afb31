/**
 * The facet counts as the listing's route answer carries them (`product/list` with `facets`,
 * docs/api.md), joined with the price ladder they were asked for: the backend answers the price
 * ranges in the order asked, in shop prices; the page shows them in the shopper's currency.
 */
import type { PriceBounds, RatingMin } from "./facet-selection";

export type FacetValue = { value: string; label: string; count: number };
export type OptionFacet = { name: string; label: string; values: FacetValue[] };
export type BrandFacet = { slug: string; name: string; count: number };

export type FacetCounts = {
  options: OptionFacet[];
  brands: BrandFacet[];
  priceRanges: Array<{ min?: number; max?: number; count: number }>;
  ratings: Array<{ min: RatingMin; count: number }>;
  inStock: number;
};

/** What the facet form draws: price ranges in the shopper's currency with their counts. */
export type FacetView = Omit<FacetCounts, "priceRanges"> & {
  priceRanges: Array<{ bounds: PriceBounds; count: number }>;
};

function isCounts(value: unknown): value is FacetCounts {
  const counts = value as FacetCounts | null;
  return !!counts && typeof counts === "object" && Array.isArray(counts.options) && Array.isArray(counts.brands);
}

/** `null` when the answer has no facets (an older backend, or a page that is not a listing). */
export function readFacets(pageData: unknown, ladder: PriceBounds[]): FacetView | null {
  const data = pageData as { facets?: unknown; products?: { facets?: unknown } } | null;
  const counts = data?.products?.facets ?? data?.facets;
  if (!isCounts(counts)) return null;
  const priceRanges = Array.isArray(counts.priceRanges) ? counts.priceRanges : [];
  return {
    options: counts.options,
    brands: counts.brands,
    ratings: Array.isArray(counts.ratings) ? counts.ratings : [],
    inStock: typeof counts.inStock === "number" ? counts.inStock : 0,
    priceRanges: ladder.map((bounds, index) => ({ bounds, count: priceRanges[index]?.count ?? 0 })),
  };
}
