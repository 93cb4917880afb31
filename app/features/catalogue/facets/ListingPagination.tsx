/**
 * A listing's paging links: each keeps the listing's query and the page's kept parameters (the
 * search page's `q`), and they are `nofollow` once a filter is picked (ADR 295). A page part below
 * the grid, handed over as it comes near the screen (FacetedResults.tsx, ADR 358): the query
 * helpers it needs are not in the listing's first load.
 */
import { Pagination } from "~/components/ui/Pagination";
import { listingHref, type ListingQuery } from "../listing-query";
import { selectedCount } from "./facet-count";

type Props = { pathname: string; query: ListingQuery; keep: Record<string, string>; page: number; pages: number };

export function ListingPagination({ pathname, query, keep, page, pages }: Props) {
  const filtered = !!query.facets && selectedCount(query.facets, query.inStock) > 0;
  const kept = new URLSearchParams(keep).toString();
  const hrefFor = (target: number) => {
    const link = listingHref(pathname, query, { page: target });
    return kept ? `${link}${link.includes("?") ? "&" : "?"}${kept}` : link;
  };
  return <Pagination page={page} pages={pages} nofollow={filtered} hrefFor={hrefFor} />;
}
