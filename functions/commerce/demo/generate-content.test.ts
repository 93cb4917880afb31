import { describe, expect, it } from "vitest";
import { generateShop } from "./generate";

describe("demo reviews", () => {
  it("give every product the rating and count its own reviews make (what review/add keeps)", () => {
    const shop = generateShop();
    const reviewed = shop.products.filter((product) => shop.reviews.some((review) => review.productId === product.id));
    expect(reviewed.length).toBeGreaterThan(10);
    for (const product of shop.products) {
      const own = shop.reviews.filter((review) => review.productId === product.id);
      const average = own.length
        ? Math.round((own.reduce((sum, review) => sum + review.rating, 0) / own.length) * 10)
        : 0;
      expect({ slug: product.slug, rating: product.rating, count: product.reviewCount }).toEqual({
        slug: product.slug,
        rating: average,
        count: own.length,
      });
    }
  });
});
