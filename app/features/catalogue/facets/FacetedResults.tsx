/**
 * A product list with its facets: the picked filters as chips, the filter form (a GET form, so
 * it works without JavaScript and every state has a URL), the result count as a polite live
 * region (a tick that updates the list in place is announced: "12 products"), the grid and
 * paging links (nofollow once something is picked). Listings, the search page's product tab
 * and promotions share it.
 */
import { useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { ProductGrid } from "../ProductGrid";
import { Pagination } from "~/components/ui/Pagination";
import { listingHref, type ListingQuery } from "../listing-query";
import { FacetChips } from "./FacetChips";
import { LazyListingFilters } from "./LazyListingFilters";
import { selectedCount } from "./facet-selection";
import type { FacetView } from "./facet-data";
import type { ProductPage } from "./faceted-products.server";

type Props = {
  query: ListingQuery;
  facets: FacetView | null;
  products: ProductPage;
  /** Parameters the page keeps whatever the filters (the search page's `q` and `type`). */
  keep?: Record<string, string>;
};

export function FacetedResults({ query, facets, products, keep = {} }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pages = Math.max(1, Math.ceil(products.total / products.pageSize));
  const filtered = !!query.facets && selectedCount(query.facets, query.inStock) > 0;
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const href = (target: number) => {
    const link = listingHref(pathname, query, { page: target });
    const kept = new URLSearchParams(keep).toString();
    return kept ? `${link}${link.includes("?") ? "&" : "?"}${kept}` : link;
  };
  return (
    <>
      <FacetChips pathname={pathname} query={query} facets={facets} keep={keep} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <LazyListingFilters query={query} facets={facets} total={products.total} keep={keep} />
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          {/* The heading between the page's h1 and the cards' h3 keeps the outline in order. */}
          <h2
            id="listing-results"
            tabIndex={-1}
            aria-live="polite"
            aria-atomic="true"
            className="shop-desc text-sm font-normal"
          >
            {t("catalogue.results", { count: products.total })}
          </h2>
          <ProductGrid products={products.list} lead />
          <Pagination page={products.page} pages={pages} nofollow={filtered} hrefFor={href} />
        </div>
      </div>
    </>
  );
}
