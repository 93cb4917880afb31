import { useLoaderData } from "@remix-run/react";
import { loadProductPage, reviewAction, type ProductLoaderData } from "~/lib/reviews.server";
import { REVIEWS_PAGE_PARAM } from "~/lib/reviews";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { ProductScreen } from "~/components/catalogue/product/ProductScreen";
import { ReviewSection } from "~/components/reviews/ReviewSection";

export const loader = loadProductPage;
export const action = reviewAction;
export const meta = pageMeta;
export const headers = pageHeaders;

export default function Screen() {
  const { page, reviews } = useLoaderData<ProductLoaderData>();
  const product = page.data as { id: number };
  return (
    <>
      <ProductScreen />
      <ReviewSection productId={product.id} reviews={reviews} pageParam={REVIEWS_PAGE_PARAM} />
    </>
  );
}
