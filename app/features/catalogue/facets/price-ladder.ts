/**
 * The price facet's ranges, in round amounts of the currency the shopper sees: "up to 20, 50, 80,
 * 150, 300" and "300 and more" for a dollar-sized currency, scaled by the currency's rate to the
 * nearest 1-2-5 step (yen at 150: up to ¥4,000, ¥10,000 …). Each range is asked of the backend in
 * the shop's stored prices (price-filter.ts), so a card counts in a range exactly when its shown
 * price lies in it. Cumulative "up to" ranges rather than bands: the contract filters one price
 * range, so one pick must say everything (docs/decisions/295).
 */
import type { RatedCurrency } from "../../../../functions/contract/money";
import { shopPriceRange } from "../price-filter";
import type { PriceBounds } from "./facet-selection";

const BASE = [20, 50, 80, 150, 300];

/** The 1-2-5 step nearest to `value` on a log scale (0.92 → 1, 150 → 200, 7.2 → 10). */
export function roundStep(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = Math.floor(Math.log10(value));
  const candidates = [1, 2, 5, 10].map((step) => step * 10 ** power);
  return candidates.reduce((best, step) =>
    Math.abs(Math.log10(step / value)) < Math.abs(Math.log10(best / value)) ? step : best,
  );
}

/** The ladder in whole units of `shown`; `shop` is the currency prices are stored in. */
export function priceLadder(shown: RatedCurrency, shop: RatedCurrency): PriceBounds[] {
  const ratio = shown.code !== shop.code && shown.rate > 0 && shop.rate > 0 ? shown.rate / shop.rate : 1;
  const scale = roundStep(ratio);
  const steps = [...new Set(BASE.map((amount) => Math.max(1, Math.round(amount * scale))))];
  return [...steps.map((max) => ({ max })), { min: steps[steps.length - 1] }];
}

/** The ladder as the backend's `facets.priceRanges` (shop minor units). */
export function shopRanges(ladder: PriceBounds[], shown: RatedCurrency, shop: RatedCurrency) {
  return ladder.map((bounds) => {
    const range = shopPriceRange(bounds, shown, shop);
    return {
      ...(range.priceMin ? { min: range.priceMin } : {}),
      ...(range.priceMax !== undefined ? { max: range.priceMax } : {}),
    };
  });
}

export function sameBounds(a: PriceBounds | undefined, b: PriceBounds | undefined): boolean {
  return !!a && !!b && (a.min ?? 0) === (b.min ?? 0) && a.max === b.max;
}
