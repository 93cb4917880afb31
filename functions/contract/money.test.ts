import { describe, expect, it } from "vitest";
import { convertMinor, formatConverted, formatMoney, formatRecorded, minorDigits, moneyText } from "./money";

const USD = { code: "USD", rate: 1, decimals: 2 };
const EUR = { code: "EUR", rate: 0.92, decimals: 2 };
const JPY = { code: "JPY", rate: 150, decimals: 0 };
const CNY = { code: "CNY", rate: 7.2 };
const SITE = [USD, EUR, JPY, CNY];

describe("convertMinor", () => {
  it("converts through the default currency and rounds to the target's digits", () => {
    expect(convertMinor(1999, USD, EUR)).toBe(1839); // 18.3908 €
    expect(convertMinor(1999, USD, JPY)).toBe(2999); // 2998.5 ¥ rounds half up
    expect(convertMinor(3000, JPY, USD)).toBe(2000);
    expect(convertMinor(1000, EUR, JPY)).toBe(1630); // 10 € = 1630.43 ¥
    expect(convertMinor(1999, USD, USD)).toBe(1999);
  });

  it("rounds half away from zero and ignores binary noise", () => {
    const TEN = { code: "X10", rate: 10, decimals: 2 };
    const ONE = { code: "X1", rate: 1, decimals: 3 };
    expect(convertMinor(1005, ONE, { ...ONE, code: "Y", decimals: 2 })).toBe(101); // 1.005 → 1.01
    expect(convertMinor(-1005, ONE, { ...ONE, code: "Y", decimals: 2 })).toBe(-101);
    expect(convertMinor(3, { code: "A", rate: 1, decimals: 1 }, { code: "B", rate: 1, decimals: 2 })).toBe(30); // 0.1 × 3
    expect(convertMinor(1, USD, TEN)).toBe(10);
    expect(convertMinor(0, USD, EUR)).toBe(0);
    expect(Object.is(convertMinor(-0, USD, EUR), 0)).toBe(true);
  });

  it("takes Intl's digits when the site gives none", () => {
    expect(minorDigits(CNY)).toBe(2);
    expect(minorDigits({ code: "JPY" })).toBe(0);
    expect(minorDigits({ code: "KWD" })).toBe(3);
  });
});

describe("formatConverted", () => {
  it("formats in the shown currency for the page's language", () => {
    expect(formatConverted(1999, "USD", "EUR", SITE, "en")).toBe("€18.39");
    expect(formatConverted(1999, "USD", "EUR", SITE, "de")).toBe("18,39\u00a0€");
    expect(formatConverted(1999, "USD", "JPY", SITE, "ja")).toBe("￥2,999");
    expect(formatConverted(1999, "USD", "CNY", SITE, "zh")).toBe("¥143.93");
  });

  it("shows the price as given when a currency is unknown or its rate is broken", () => {
    expect(formatConverted(1999, "USD", "GBP", SITE, "en")).toBe("$19.99");
    expect(formatConverted(1999, "XYZ", "EUR", SITE, "en")).toBe(formatMoney(1999, "XYZ", "en"));
    expect(formatConverted(1999, "USD", "EUR", [USD, { ...EUR, rate: 0 }], "en")).toBe("$19.99");
  });
});

describe("formatRecorded", () => {
  it("shows an order at the currency and rate it recorded, not today's", () => {
    expect(formatRecorded(1999, "USD", { currency: "EUR", rate: 0.9 }, SITE, "en")).toBe("€17.99");
    expect(formatRecorded(1999, "USD", { currency: "JPY", rate: 151.2 }, SITE, "en")).toBe("¥3,022");
    expect(formatRecorded(1999, "USD", { currency: "USD", rate: 1 }, SITE, "en")).toBe("$19.99");
    // A currency the site no longer offers still shows, with Intl's digits.
    expect(formatRecorded(1000, "USD", { currency: "CHF", rate: 0.88 }, SITE, "de-CH")).toBe("CHF\u00a08.80");
  });
});

describe("moneyText", () => {
  const yenShopper = { lang: "en", currency: "JPY", currencies: SITE };
  const euroShopper = { lang: "en", currency: "EUR", currencies: SITE };

  it("shows prices in the picked currency", () => {
    expect(moneyText(1999, { currency: "USD" }, yenShopper)).toBe("¥2,999");
    expect(moneyText(1999, { currency: "USD" }, euroShopper)).toBe("€18.39");
  });

  it("shows an order the same way whatever the shopper picked since", () => {
    const placedInYen = { currency: "USD", shown: { currency: "JPY", rate: 150 } };
    expect(moneyText(2499, { order: placedInYen }, euroShopper)).toBe("¥3,749");
    expect(moneyText(2499, { order: placedInYen }, yenShopper)).toBe("¥3,749");
    // Placed before orders recorded a currency: shown in the order's own, not today's picker.
    expect(moneyText(2499, { order: { currency: "USD", shown: null } }, yenShopper)).toBe("$24.99");
    expect(moneyText(2499, { order: { currency: "USD" } }, euroShopper)).toBe("$24.99");
  });

  it("shows a charge exactly, in the charged currency and its digits", () => {
    expect(moneyText(2499, { charged: "USD" }, yenShopper)).toBe("$24.99");
    expect(moneyText(3749, { charged: "JPY" }, euroShopper)).toBe("¥3,749");
  });
});
