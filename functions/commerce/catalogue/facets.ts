/**
 * The facets of product/list (docs/api.md "Facets", ADR 290): what the shopper may ask for and
 * what comes back, and the reading of the counting statement's rows into that answer. Option
 * names and values stay canonical (what `filters.options` takes) beside their labels in the
 * request's language; brands are brand categories, named in the request's language.
 */
import { z } from "@hono/zod-openapi";
import type { Language } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";
import type { OptionLabel } from "./option-labels";

export const RATING_STEPS = [1, 2, 3, 4] as const;

const priceRange = z.object({ min: z.number().int().min(0).optional(), max: z.number().int().min(0).optional() });

export const facetsInput = z.object({
  /** Price bands to count, in the shop's minor units, both bounds inclusive (as priceMin/priceMax). */
  priceRanges: z.array(priceRange).max(20).optional(),
});

export type FacetsInput = z.infer<typeof facetsInput>;

export const facetsOutput = z.object({
  options: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      values: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
    }),
  ),
  brands: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
  priceRanges: z.array(priceRange.extend({ count: z.number().int() })),
  ratings: z.array(
    z.object({ min: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), count: z.number().int() }),
  ),
  inStock: z.number().int(),
});

export type Facets = z.infer<typeof facetsOutput>;

/** A row of the counting statement: a facet value and its count, or the "#" row of the single-valued counts. */
export type FacetRow = {
  facet: string;
  value: string;
  n: number;
  name: string | null;
  i18n: string | null;
};

export const OPTION = "option:";

/** The number of products missing no selection: the "#" row's last count (facet-query.ts). */
export function facetTotal(rows: FacetRow[]): number {
  const single = rows.find((row) => row.facet === "#");
  const counts = single ? (JSON.parse(single.value) as (number | null)[]) : [];
  return Number(counts.at(-1) ?? 0);
}

export function readFacets(
  rows: FacetRow[],
  ranges: NonNullable<FacetsInput["priceRanges"]>,
  label: OptionLabel,
  language: Language,
): Facets {
  const options = new Map<string, Facets["options"][number]>();
  const brands: Facets["brands"] = [];
  let single: number[] = [];
  // Rows come ordered by facet, then the values' position: the order is kept.
  for (const row of rows) {
    if (row.facet === "#") single = (JSON.parse(row.value) as (number | null)[]).map((n) => Number(n ?? 0));
    else if (row.facet === "brand") {
      const name =
        row.name === null ? row.value : localise({ name: row.name, i18n: row.i18n ?? "{}" }, language, ["name"]).name;
      brands.push({ slug: row.value, name, count: row.n });
    } else if (row.facet.startsWith(OPTION)) {
      const name = row.facet.slice(OPTION.length);
      let option = options.get(name);
      if (!option) options.set(name, (option = { name, label: label(name), values: [] }));
      option.values.push({ value: row.value, label: label(row.value), count: row.n });
    }
  }
  brands.sort((a, b) => a.name.localeCompare(b.name, language));
  return {
    options: [...options.values()],
    brands,
    priceRanges: ranges.map((range, index) => ({ ...range, count: single[index] ?? 0 })),
    ratings: RATING_STEPS.map((min, index) => ({ min, count: single[ranges.length + index] ?? 0 })),
    inStock: single[ranges.length + RATING_STEPS.length] ?? 0,
  };
}
