import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadPage, type PageLoaderData } from "~/lib/page.server";
import { reviewAction } from "~/lib/reviews.server";
import { REVIEWS_PAGE_PARAM, type ReviewPage } from "~/lib/reviews";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { ProductScreen } from "~/components/catalogue/product/ProductScreen";
import { ReviewSection } from "~/components/reviews/ReviewSection";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = reviewAction;
export const meta = pageMeta;
export const headers = pageHeaders;

export default function Screen() {
  const { page } = useLoaderData<PageLoaderData>();
  const product = page.data as { id: number; reviews?: ReviewPage };
  return (
    <>
      <ProductScreen />
      <ReviewSection productId={product.id} reviews={product.reviews ?? null} pageParam={REVIEWS_PAGE_PARAM} />
    </>
  );
}
