/** One page of reviews, newest first, with their pictures; paging is plain links. */
import { useTranslation } from "~/lib/i18n/react";
import { useLocation } from "@remix-run/react";
import type { ReviewPage } from "~/features/engagement/reviews/reviews";
import { useShop } from "~/lib/use-shop";
import { Pagination } from "~/components/ui/Pagination";
import { formatDate } from "../../../../functions/contract/dates";
import { Stars } from "./Stars";

export function ReviewList({ reviews, pageParam }: { reviews: ReviewPage; pageParam: string }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const location = useLocation();
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page > 1) params.set(pageParam, String(page));
    else params.delete(pageParam);
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}#reviews`;
  };
  if (!reviews.list.length) return <p className="shop-desc mt-4">{t("reviews.none")}</p>;
  return (
    <>
      <ul className="mt-4 flex flex-col divide-y divide-base-300" data-testid="review-list">
        {reviews.list.map((review) => (
          <li key={review.id} className="py-4">
            <div className="flex flex-wrap items-center gap-2">
              <Stars rating={review.rating} label={t("reviews.ratingLabel", { count: review.rating })} />
              <span className="font-medium">{review.author}</span>
              <time className="shop-desc text-sm" dateTime={review.createdAt}>
                {formatDate(review.createdAt, lang)}
              </time>
            </div>
            <p className="mt-2 whitespace-pre-line">{review.content}</p>
            {review.images.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {review.images.map((src, index) => (
                  <li key={src}>
                    <a href={src} target="_blank" rel="noreferrer">
                      <img
                        src={src}
                        alt={t("reviews.imageAlt", { author: review.author, n: index + 1 })}
                        loading="lazy"
                        className="h-20 w-20 rounded object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <Pagination page={reviews.page} pages={Math.ceil(reviews.total / reviews.pageSize)} hrefFor={hrefFor} />
    </>
  );
}
