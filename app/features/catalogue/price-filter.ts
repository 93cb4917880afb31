/**
 * The listing's price filter is typed in the currency the shopper sees (whole units of the
 * picked currency), while the backend filters on stored prices in the shop's currency (minor
 * units). The bounds are turned into shop prices here, by asking the same conversion the cards
 * are shown with (`convertMinor`), so a card is in the results exactly when its shown price lies
 * between the typed bounds — rounding at the edges included (¥1,000 at 150 ¥/$: $6.67 shows as
 * ¥1,001 and is in "from ¥1,000"; $6.66 shows as ¥999 and is not).
 */
import { convertMinor, minorDigits, type RatedCurrency } from "../../../functions/contract/money";

export type ShopPriceRange = { priceMin?: number; priceMax?: number };

/** The smallest stored price (shop minor units, ≥ 0) whose shown price is at least `shownMinor`. */
function lowestShownAtLeast(shownMinor: number, shop: RatedCurrency, shown: RatedCurrency): number {
  if (shownMinor <= 0) return 0;
  // The conversion is monotonic, so a binary search finds the edge; `high` always qualifies.
  let low = 0;
  let high = 1;
  while (convertMinor(high, shop, shown) < shownMinor) high *= 2;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (convertMinor(middle, shop, shown) >= shownMinor) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * `min`/`max` in whole units of `shown` → the stored-price bounds in minor units of `shop`.
 * A currency whose rate is not positive cannot be converted: its bounds are read as the shop's,
 * as its prices are then shown as given (formatConverted).
 */
export function shopPriceRange(
  bounds: { min?: number; max?: number },
  shown: RatedCurrency,
  shop: RatedCurrency,
): ShopPriceRange {
  const convertible = shown.code !== shop.code && shown.rate > 0 && shop.rate > 0;
  const target = convertible ? shown : shop;
  const scale = 10 ** minorDigits(target);
  const range: ShopPriceRange = {};
  if (bounds.min !== undefined) range.priceMin = lowestShownAtLeast(bounds.min * scale, shop, target);
  // Up to and including `max`: everything below the first price shown above it.
  if (bounds.max !== undefined) range.priceMax = lowestShownAtLeast(bounds.max * scale + 1, shop, target) - 1;
  return range;
}
