/**
 * A product list with its facets: the picked filters as chips, the filter form (a GET form, so
 * it works without JavaScript and every state has a URL), the result count as a polite live
 * region (a tick that updates the list in place is announced: "12 products"), the grid and
 * paging links (nofollow once something is picked). Listings, the search page's product tab
 * and promotions share it. The chips, the form and the paging links keep the server's HTML until
 * first used (the paging links until near the screen): their code is not in the first load
 * (ADR 344, 358).
 */
import { useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { ProductGrid } from "../ProductGrid";
import { LazyWidget } from "~/components/page/LazyWidget";
import type { ListingQuery } from "../listing-query";
import { LazyFacetChips } from "./LazyFacetChips";
import { LazyListingFilters } from "./LazyListingFilters";
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
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <>
      <LazyFacetChips pathname={pathname} query={query} facets={facets} keep={keep} />
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
          <LazyWidget name="ListingPagination" props={{ pathname, query, keep, page: products.page, pages }} inView />
        </div>
      </div>
    </>
  );
}
