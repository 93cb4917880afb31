/**
 * A product with its reviews, on whichever route the backend resolved it: `/product/:slug` and
 * custom URL rules through the catch-all alike. Their review form posts to that route's action.
 */
import { useLoaderData } from "@remix-run/react";
import type { PageLoaderData } from "~/lib/page.server";
import { REVIEWS_PAGE_PARAM, type ReviewPage } from "~/features/engagement/reviews/reviews";
import { ReviewSection } from "~/features/engagement/reviews/ReviewSection";
import { ProductScreen } from "./ProductScreen";

export function ProductPage() {
  const { page } = useLoaderData<PageLoaderData>();
  const product = page.data as { id: number; reviews?: ReviewPage };
  return (
    <>
      <ProductScreen />
      <ReviewSection productId={product.id} reviews={product.reviews ?? null} pageParam={REVIEWS_PAGE_PARAM} />
    </>
  );
}
