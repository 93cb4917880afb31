/** Every picture the demo shop refers to is drawn: whole SVG, no missing colour or number. */
import { describe, expect, it } from "vitest";
import { generateShop } from "../../demo/generate";
import { demoImageForPath } from "../demo-images";

describe("demo pictures", () => {
  it("draw every path the demo shop refers to, banners and tiles under 16 KB", () => {
    const shop = generateShop({ products: 120 });
    const paths = new Set([
      ...shop.products.flatMap((product) => product.images ?? []),
      ...shop.categories.map((category) => category.image!),
      ...shop.collections.map((collection) => collection.image!),
      ...shop.articles.map((article) => article.thumbnail!),
      ...shop.promotions.map((promotion) => promotion.banner!),
      "/api/web/media/demo/banner/1.svg",
      "/api/web/media/demo/banner/2.svg",
      "/api/web/media/demo/banner/3.svg",
      "/api/web/media/demo/category/default.svg",
    ]);
    for (const path of paths) {
      const svg = demoImageForPath(path);
      expect(svg, path).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"[\s\S]*<\/svg>$/);
      expect(svg, path).not.toMatch(/undefined|NaN|null/);
      expect(svg!.length, path).toBeLessThan(16_000);
    }
  });
});
