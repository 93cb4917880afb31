/** The product page's reviews: summary, list and the form to write one. */
import { useTranslation } from "~/lib/i18n/react";
import type { ReviewPage } from "~/features/engagement/reviews/reviews";
import { RatingSummary } from "./RatingSummary";
import { ReviewList } from "./ReviewList";
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
        <>
          {reviews.summary.count ? <RatingSummary summary={reviews.summary} /> : null}
          <ReviewList reviews={reviews} pageParam={pageParam} />
        </>
      ) : (
        <p className="shop-desc">{t("reviews.unavailable")}</p>
      )}
      <ReviewForm productId={productId} />
    </section>
  );
}
