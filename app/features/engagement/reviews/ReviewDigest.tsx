/**
 * A product's rating summary and review list (with its paging): below the product's first screen,
 * so its code comes as it nears the screen (ReviewSection hands it over, ADR 344).
 */
import type { ReviewPage } from "~/features/engagement/reviews/reviews";
import { RatingSummary } from "./RatingSummary";
import { ReviewList } from "./ReviewList";

export function ReviewDigest({ reviews, pageParam }: { reviews: ReviewPage; pageParam: string }) {
  return (
    <>
      {reviews.summary.count ? <RatingSummary summary={reviews.summary} /> : null}
      <ReviewList reviews={reviews} pageParam={pageParam} />
    </>
  );
}
