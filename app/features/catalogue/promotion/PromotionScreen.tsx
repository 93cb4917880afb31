/**
 * A promotion: its banner, title and description, then its products with facets, like a
 * category's (facets/FacetedResults.tsx). Without an answer from product/list the operator's
 * template (its own product grid) is shown as before.
 */
import { useLoaderData } from "@remix-run/react";
import type { loadPromotion } from "./promotion.server";
import { ContentScreen } from "~/components/page/ContentScreen";
import { FacetedResults } from "../facets/FacetedResults";

type Promotion = { title?: string; description?: string; banner?: string | null };

export function PromotionScreen() {
  const { page, faceted } = useLoaderData<typeof loadPromotion>();
  const promotion = (page.data as { promotion?: Promotion } | null)?.promotion;
  if (!faceted || !promotion) return <ContentScreen titleKey="pages.promotion" />;
  return (
    <section className="container mx-auto py-6">
      {promotion.banner ? (
        <img src={promotion.banner} alt="" className="mb-4 max-h-64 w-full rounded-box object-cover" />
      ) : null}
      <h1 className="shop-title">{promotion.title}</h1>
      {promotion.description ? <p className="shop-desc mt-2">{promotion.description}</p> : null}
      <FacetedResults {...faceted} />
    </section>
  );
}
