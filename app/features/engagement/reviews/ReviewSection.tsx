/** The product page's reviews: summary, list (ReviewDigest, loaded near the screen) and the form to write one. */
import { useTranslation } from "~/lib/i18n/react";
import type { ReviewPage } from "~/features/engagement/reviews/reviews";
import { LazyWidget } from "~/components/page/LazyWidget";
import { ReviewForm } from "./ReviewForm";

export function ReviewSection({
  productId,
  reviews,
  pageParam,
}: {
  productId: number;
  reviews: ReviewPage | null;
  pageParam: string;
}) {
  const { t } = useTranslation();
  return (
    <section id="reviews" className="container mx-auto py-6" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="shop-title mb-4 text-xl">
        {t("reviews.title")}
      </h2>
      {reviews ? (
        // Below the first screen: the summary and list keep the server's HTML until near it (ADR 344).
        <LazyWidget name="ReviewDigest" props={{ reviews, pageParam }} inView />
      ) : (
        <p className="shop-desc">{t("reviews.unavailable")}</p>
      )}
      <ReviewForm productId={productId} />
    </section>
  );
}
