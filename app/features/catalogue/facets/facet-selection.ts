/**
 * The facets a shopper picked, as they stand in the page's URL (docs/decisions/295): readable and
 * shareable, one parameter per value — `?Colour=Navy&Colour=Black&Size=M&brand=acme&rating=4&price=0-80`.
 * An option's parameter is its stored (canonical) name, so any option an operator imports becomes
 * a facet without a list here. Everything is read leniently: a parameter that is not a plausible
 * facet (tracking tags, reserved names, over-long or hostile text, beyond the limits) is dropped,
 * never an error page.
 */

export type PriceBounds = { min?: number; max?: number };
export type RatingMin = 1 | 2 | 3 | 4;

export type FacetSelection = {
  /** Option name → values (stored names, as `product/list.filters.options` takes them). */
  options: Record<string, string[]>;
  brands: string[];
  /** A range of the shopper's currency, whole units, both ends included. */
  price?: PriceBounds;
  ratingMin?: RatingMin;
};

export const FACET_LIMITS = { options: 8, valuesPerOption: 20, brands: 20, nameLength: 40, valueLength: 60 };

/** Parameters with their own meaning on listing and search pages; never read as an option. */
const RESERVED = new Set([
  "sort",
  "page",
  "pagesize",
  "min",
  "max",
  "price",
  "instock",
  "brand",
  "rating",
  "q",
  "type",
  "currency",
  "lng",
  "index",
  "_data",
  "facet",
]);

/**
 * The search page's "the words are this option's value" (docs/decisions/340): while that option
 * is picked, the product tab lists it shop-wide instead of matching the words as text (a label
 * in a language the search index does not hold, "Marineblau", matches no text).
 */
export const WORDS_FACET_PARAM = "facet";
// Campaign and click identifiers that links from elsewhere carry: an option named like them would
// filter a shared link down to nothing.
const TRACKING = /^(utm_|_)|^(gclid|fbclid|msclkid|dclid|yclid|gbraid|wbraid|mc_cid|mc_eid|ref|srsltid)$/i;
const OPTION_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._&'/-]*$/u;
const CONTROL = /[\p{Cc}\p{Cf}<>]/u;
const BRAND = /^[a-z0-9][a-z0-9-]{0,79}$/;
const WHOLE = /^\d{1,7}$/;

function isOptionName(name: string): boolean {
  return (
    name.length <= FACET_LIMITS.nameLength &&
    !RESERVED.has(name.toLowerCase()) &&
    !TRACKING.test(name) &&
    OPTION_NAME.test(name)
  );
}

function cleanValue(raw: string): string | null {
  const value = raw.trim();
  return value && value.length <= FACET_LIMITS.valueLength && !CONTROL.test(value) ? value : null;
}

/** `A-B`, `A-` or `-B` in whole units; a reversed range is read the right way round. */
export function readPrice(raw: string | null): PriceBounds | undefined {
  const match = raw === null ? null : /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(raw);
  if (!match || (!match[1] && !match[2])) return undefined;
  if ((match[1] && !WHOLE.test(match[1])) || (match[2] && !WHOLE.test(match[2]))) return undefined;
  const ends = [match[1], match[2]].map((end) => (end ? Number(end) : undefined));
  if (ends[0] !== undefined && ends[1] !== undefined && ends[0] > ends[1]) ends.reverse();
  const bounds: PriceBounds = {};
  if (ends[0] !== undefined && ends[0] > 0) bounds.min = ends[0];
  if (ends[1] !== undefined) bounds.max = ends[1];
  return bounds.min === undefined && bounds.max === undefined ? undefined : bounds;
}

export function priceParam(bounds: PriceBounds): string {
  return `${bounds.min ?? 0}-${bounds.max ?? ""}`;
}

export function readFacetSelection(search: URLSearchParams): FacetSelection {
  const options: Record<string, string[]> = {};
  for (const [name, raw] of search) {
    if (!isOptionName(name)) continue;
    const value = cleanValue(raw);
    if (value === null) continue;
    if (!options[name] && Object.keys(options).length >= FACET_LIMITS.options) continue;
    const values = (options[name] ??= []);
    if (values.length < FACET_LIMITS.valuesPerOption && !values.includes(value)) values.push(value);
  }
  const brands = [...new Set(search.getAll("brand").map((brand) => brand.trim().toLowerCase()))]
    .filter((brand) => BRAND.test(brand))
    .slice(0, FACET_LIMITS.brands);
  const rating = search.get("rating");
  const selection: FacetSelection = { options, brands };
  const price = readPrice(search.get("price"));
  if (price) selection.price = price;
  if (rating && /^[1-4]$/.test(rating.trim())) selection.ratingMin = Number(rating.trim()) as RatingMin;
  return selection;
}

/** Appends the selection to `out` in the order the facet form lists it (options, brand, price, rating). */
export function writeFacetSelection(selection: FacetSelection, out: URLSearchParams): URLSearchParams {
  for (const [name, values] of Object.entries(selection.options)) for (const value of values) out.append(name, value);
  for (const brand of selection.brands) out.append("brand", brand);
  if (selection.price) out.set("price", priceParam(selection.price));
  if (selection.ratingMin) out.set("rating", String(selection.ratingMin));
  return out;
}
