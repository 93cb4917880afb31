/** The average rating, the number of reviews and a bar per star (5 down to 1). */
import { useTranslation } from "~/lib/i18n/react";
import { ratingText, type ReviewSummary } from "~/features/engagement/reviews/reviews";
import { useShop } from "~/lib/use-shop";
import { Stars } from "./Stars";

export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const average = ratingText(summary.average, lang);
  return (
    <div className="flex flex-wrap items-center gap-6" data-testid="rating-summary">
      <div className="text-center">
        <p className="text-4xl font-semibold">{average}</p>
        <Stars rating={Math.round(summary.average)} label={t("reviews.averageLabel", { average })} />
        <p className="shop-desc text-sm">{t("reviews.count", { count: summary.count })}</p>
      </div>
      <ol className="flex max-w-md min-w-56 flex-1 flex-col gap-1" aria-label={t("reviews.distribution")}>
        {[5, 4, 3, 2, 1].map((star) => {
          const n = summary.distribution[star - 1] ?? 0;
          const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <li key={star} className="flex items-center gap-2 text-sm">
              <span className="w-14">{t("reviews.starLabel", { count: star })}</span>
              <progress
                className="progress flex-1 progress-warning"
                value={share}
                max={100}
                aria-label={t("reviews.starShare", { count: star, share })}
              />
              <span className="shop-desc w-8 text-right">{n}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
