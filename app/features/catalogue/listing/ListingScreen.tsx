/**
 * A category, tag or collection: heading and description, then its products with their facets
 * (facets/FacetedResults.tsx).
 */
import { useLoaderData, useLocation } from "@remix-run/react";
import type { loadListing } from "~/features/catalogue/listing.server";
import { PageHtml } from "~/components/page/PageHtml";
import { Breadcrumbs } from "~/components/page/Breadcrumbs";
import { FacetedResults } from "../facets/FacetedResults";
import type { ProductPage } from "../facets/faceted-products.server";

export function ListingScreen() {
  const { page, query, description, facets } = useLoaderData<typeof loadListing>();
  const { pathname } = useLocation();
  const pageData = page.data as unknown as { type: string; products: ProductPage } & Record<string, { name?: string }>;
  const entity = pageData[pageData.type];
  const products = pageData.products ?? { list: [], total: 0, page: 1, pageSize: 20 };
  return (
    <section className="container mx-auto py-6">
      <Breadcrumbs trail={[{ name: entity?.name ?? "", path: pathname }]} />
      <h1 className="shop-title mt-2">{entity?.name}</h1>
      {description.length ? (
        <div className="shop-desc mt-2 prose max-w-none">
          <PageHtml nodes={description} />
        </div>
      ) : null}
      <FacetedResults query={query} facets={facets} products={products} />
    </section>
  );
}
