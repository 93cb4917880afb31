/**
 * A category, tag or collection: heading and description, the filter form with its facets (a GET
 * form, so it works without JavaScript and every state has a URL), the picked filters as chips,
 * the product grid, and paging links. The result count is a polite live region: a tick that
 * updates the list in place is announced ("12 products").
 */
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { loadListing } from "~/features/catalogue/listing.server";
import { PageHtml } from "~/components/page/PageHtml";
import { Breadcrumbs } from "~/components/page/Breadcrumbs";
import { ProductGrid } from "../ProductGrid";
import type { ProductCardData } from "../ProductCard";
import { ListingFilters } from "./ListingFilters";
import { Pagination } from "~/components/ui/Pagination";
import { listingHref } from "~/features/catalogue/listing-query";
import { FacetChips } from "../facets/FacetChips";
import { selectedCount } from "../facets/facet-selection";

type ProductPage = { list: ProductCardData[]; total: number; page: number; pageSize: number };

export function ListingScreen() {
  const { page, query, description, facets } = useLoaderData<typeof loadListing>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pageData = page.data as unknown as { type: string; products: ProductPage } & Record<string, { name?: string }>;
  const entity = pageData[pageData.type];
  const products = pageData.products ?? { list: [], total: 0, page: 1, pageSize: 20 };
  const pages = Math.max(1, Math.ceil(products.total / products.pageSize));
  const filtered = !!query.facets && selectedCount(query.facets, query.inStock) > 0;
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  return (
    <section className="container mx-auto py-6">
      <Breadcrumbs trail={[{ name: entity?.name ?? "", path: pathname }]} />
      <h1 className="shop-title mt-2">{entity?.name}</h1>
      {description.length ? (
        <div className="shop-desc mt-2 prose max-w-none">
          <PageHtml nodes={description} />
        </div>
      ) : null}
      <FacetChips pathname={pathname} query={query} facets={facets} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <ListingFilters query={query} facets={facets} total={products.total} />
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
          <ProductGrid products={products.list} />
          <Pagination
            page={products.page}
            pages={pages}
            nofollow={filtered}
            hrefFor={(target) => listingHref(pathname, query, { page: target })}
          />
        </div>
      </div>
    </section>
  );
}
