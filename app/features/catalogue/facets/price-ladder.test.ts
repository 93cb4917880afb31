import { describe, expect, it } from "vitest";
import { convertMinor } from "../../../../functions/contract/money";
import { priceLadder, roundStep, shopRanges } from "./price-ladder";

const USD = { code: "USD", rate: 1, decimals: 2 };
const EUR = { code: "EUR", rate: 0.92, decimals: 2 };
const JPY = { code: "JPY", rate: 150, decimals: 0 };

describe("the price facet's ladder", () => {
  it("rounds a rate to the nearest 1-2-5 step", () => {
    expect([0.92, 1, 1.4, 7.2, 150, 0.0071, 24000].map(roundStep)).toEqual([1, 1, 1, 10, 200, 0.01, 20000]);
    expect(roundStep(0)).toBe(1);
    expect(roundStep(Number.NaN)).toBe(1);
  });

  it("offers round amounts in the shopper's currency", () => {
    expect(priceLadder(USD, USD)).toEqual([
      { max: 20 },
      { max: 50 },
      { max: 80 },
      { max: 150 },
      { max: 300 },
      { min: 300 },
    ]);
    expect(priceLadder(EUR, USD).map((range) => range.max ?? range.min)).toEqual([20, 50, 80, 150, 300, 300]);
    expect(priceLadder(JPY, USD)[2]).toEqual({ max: 16000 });
    // A currency far smaller than the shop's still gets distinct whole amounts, never "up to 0".
    const tiny = priceLadder({ code: "USD", rate: 1 / 150 }, { code: "JPY", rate: 1 });
    expect(tiny.every((range) => (range.max ?? range.min)! >= 1)).toBe(true);
    expect(new Set(tiny.map((range) => range.max)).size).toBe(tiny.length);
  });

  it("asks the backend for the shop prices whose shown price lies in each range", () => {
    const ranges = shopRanges(priceLadder(JPY, USD), JPY, USD);
    const upTo16000 = ranges[2].max!;
    expect(convertMinor(upTo16000, USD, JPY)).toBeLessThanOrEqual(16000);
    expect(convertMinor(upTo16000 + 1, USD, JPY)).toBeGreaterThan(16000);
    expect(ranges[0].min).toBeUndefined();
    expect(shopRanges([{ max: 80 }], USD, USD)).toEqual([{ max: 8000 }]);
  });
});
