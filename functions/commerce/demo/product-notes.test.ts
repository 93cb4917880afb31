/** The demo's descriptions and reviews read like a shop's: notes per product, words per star. */
import { describe, expect, it } from "vitest";
import { generateShop } from "./generate";

const shop = generateShop();

describe("demo descriptions", () => {
  it("give every product material, fit, care and sizing notes in English and Chinese", () => {
    for (const product of shop.products) {
      const i18n = product.i18n as Record<string, Record<string, string>>;
      const texts = { en: product.description!, zh: i18n.zh.description, "zh-HK": i18n["zh-HK"].description };
      expect(texts.en, product.slug).toMatch(
        /Material<\/strong>: 100% .+Fit<\/strong>.+Care<\/strong>.+Sizing<\/strong>/,
      );
      expect(texts.zh, product.slug).toMatch(/材质<\/strong>：.+版型<\/strong>.+护理<\/strong>.+尺码建议<\/strong>/);
      expect(texts["zh-HK"], product.slug).toMatch(
        /物料<\/strong>：.+剪裁<\/strong>.+護理<\/strong>.+尺碼建議<\/strong>/,
      );
      // The option picker owns "Colour:" and "Size:" (a German page must not show them in English).
      expect(texts.en).not.toMatch(/Colour:|Size:/);
    }
    // Notes differ by product type: a shoe is not sized like a scarf.
    const sizing = new Set(shop.products.map((product) => product.description!.match(/Sizing<\/strong>: ([^<]+)/)![1]));
    expect(sizing.size).toBeGreaterThanOrEqual(8);
  });
});

describe("demo reviews", () => {
  it("vary their stars and words, and the words match the stars", () => {
    const stars = new Set(shop.reviews.map((review) => review.rating));
    expect([...stars].sort()).toEqual([2, 3, 4, 5]);
    expect(new Set(shop.reviews.map((review) => review.content)).size).toBeGreaterThanOrEqual(25);
    const praise = new Set(shop.reviews.filter((review) => review.rating === 5).map((review) => review.content));
    for (const review of shop.reviews.filter((review) => review.rating <= 3))
      expect(praise).not.toContain(review.content);
  });
});
