/**
 * A category, tag or collection: heading and description, the filter form (a GET form, so it
 * works without JavaScript and every state has a URL), the product grid, and paging links.
 */
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { loadListing } from "~/features/catalogue/listing.server";
import { PageHtml } from "~/components/page/PageHtml";
import { Breadcrumbs } from "~/components/page/Breadcrumbs";
import { ProductGrid } from "../ProductGrid";
import type { ProductCardData } from "../ProductCard";
import { ListingFilters } from "./ListingFilters";
import { Pagination } from "~/components/ui/Pagination";
import { listingHref } from "~/features/catalogue/listing-query";

type ProductPage = { list: ProductCardData[]; total: number; page: number; pageSize: number };

export function ListingScreen() {
  const { page, query, description } = useLoaderData<typeof loadListing>();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pageData = page.data as unknown as { type: string; products: ProductPage } & Record<string, { name?: string }>;
  const entity = pageData[pageData.type];
  const products = pageData.products ?? { list: [], total: 0, page: 1, pageSize: 20 };
  const pages = Math.max(1, Math.ceil(products.total / products.pageSize));
  return (
    <section className="container mx-auto py-6">
      <Breadcrumbs trail={[{ name: entity?.name ?? "", path: pathname }]} />
      <h1 className="shop-title mt-2">{entity?.name}</h1>
      {description.length ? (
        <div className="shop-desc mt-2 prose max-w-none">
          <PageHtml nodes={description} />
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <ListingFilters query={query} />
        <div>
          {/* The heading between the page's h1 and the cards' h3 keeps the outline in order. */}
          <h2 className="shop-desc text-sm font-normal">{t("catalogue.results", { count: products.total })}</h2>
          <ProductGrid products={products.list} lead />
          <Pagination
            page={products.page}
            pages={pages}
            hrefFor={(target) => listingHref(pathname, query, { page: target })}
          />
        </div>
      </div>
    </section>
  );
}
