/**
 * The reviews in a product page's data (the route request reads them with the product).
 * `?reviews=<n>` picks their page, for the backend and the paging links alike (no JavaScript needed).
 */
import type { CallOutput } from "../../../../functions/contract/calls";

export const REVIEWS_PAGE_PARAM = "reviews";

/** A page of review/list's answer, as the generated contract types it (the route request carries the same). */
export type ReviewPage = CallOutput<"review/list">;
export type Review = ReviewPage["list"][number];
export type ReviewSummary = ReviewPage["summary"];

const ratingFormats = new Map<string, Intl.NumberFormat>();

/** A rating with one decimal as the shopper's language writes it ("4,5" in German, "4.5" in English). */
export function ratingText(value: number, lang: string): string {
  let format = ratingFormats.get(lang);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    } catch {
      format = new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    }
    ratingFormats.set(lang, format);
  }
  return format.format(value);
}
