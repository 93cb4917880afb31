/**
 * How many values a shopper picked. Its own module, apart from the URL reading and writing of
 * facet-selection.ts: a listing's head tags (facet-meta.ts) count the picks on its first load,
 * while the helpers that write listing URLs load with the parts that use them (ADR 358).
 */
import type { FacetSelection } from "./facet-selection";

/** How many values are picked: past one, a page is not indexed (docs/decisions/295). */
export function selectedCount(selection: FacetSelection, inStock = false): number {
  const options = Object.values(selection.options).reduce((sum, values) => sum + values.length, 0);
  return (
    options + selection.brands.length + (selection.price ? 1 : 0) + (selection.ratingMin ? 1 : 0) + (inStock ? 1 : 0)
  );
}
