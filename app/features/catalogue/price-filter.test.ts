import { describe, expect, it } from "vitest";
import { convertMinor } from "../../../functions/contract/money";
import { shopPriceRange } from "./price-filter";

const USD = { code: "USD", rate: 1, decimals: 2 };
const EUR = { code: "EUR", rate: 0.92, decimals: 2 };
const JPY = { code: "JPY", rate: 150, decimals: 0 };

describe("shopPriceRange", () => {
  it("reads the bounds in the shop's currency when the shopper sees it", () => {
    expect(shopPriceRange({ min: 10, max: 50 }, USD, USD)).toEqual({ priceMin: 1000, priceMax: 5000 });
    expect(shopPriceRange({}, USD, USD)).toEqual({});
    // The shop's own digits, not a fixed two: a shop that keeps yen stores whole yen.
    expect(shopPriceRange({ min: 1000 }, JPY, JPY)).toEqual({ priceMin: 1000 });
  });

  it("turns yen typed by the shopper into the dollar prices that show between them", () => {
    // ¥1,000 at 150 ¥/$: $6.66 shows as ¥999, $6.67 as ¥1,001 (half away from zero).
    expect(shopPriceRange({ min: 1000, max: 3000 }, JPY, USD)).toEqual({ priceMin: 667, priceMax: 2000 });
    expect(convertMinor(666, USD, JPY)).toBe(999);
    expect(convertMinor(667, USD, JPY)).toBe(1001);
    // $20.01 is ¥3,001.5 → ¥3,002: out; $20.00 is ¥3,000: in.
    expect(convertMinor(2001, USD, JPY)).toBe(3002);
  });

  it("puts every price on the right side of both edges", () => {
    for (const shown of [JPY, EUR]) {
      for (const bound of [0, 1, 7, 18, 999, 1000, 4321]) {
        const { priceMin, priceMax } = shopPriceRange({ min: bound, max: bound }, shown, USD);
        const edge = bound * 10 ** shown.decimals;
        expect(convertMinor(priceMin!, USD, shown)).toBeGreaterThanOrEqual(edge);
        if (priceMin! > 0) expect(convertMinor(priceMin! - 1, USD, shown)).toBeLessThan(edge);
        expect(convertMinor(priceMax!, USD, shown)).toBeLessThanOrEqual(edge);
        expect(convertMinor(priceMax! + 1, USD, shown)).toBeGreaterThan(edge);
      }
    }
  });

  it("never sends a negative bound, and falls back to the shop's units for a broken rate", () => {
    expect(shopPriceRange({ min: 0, max: 0 }, JPY, USD)).toEqual({ priceMin: 0, priceMax: 0 });
    expect(shopPriceRange({ min: 5, max: 9 }, { ...JPY, rate: 0 }, USD)).toEqual({ priceMin: 500, priceMax: 900 });
  });
});
