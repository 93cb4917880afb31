import { describe, expect, it } from "vitest";
import { productJsonLd } from "./product-json-ld";

describe("product structured data", () => {
  it("describes a product with one offer per SKU", () => {
    const ld = productJsonLd(
      {
        title: "Cardigan",
        currency: "USD",
        images: ["/img/a.svg"],
        rating: 4.5,
        reviewCount: 12,
        skus: [
          { sku: "A-S", options: {}, price: 7499, stock: 2 },
          { sku: "A-M", options: {}, price: 7999, stock: 0 },
        ],
      },
      "https://shop.test/product/cardigan",
      "https://shop.test",
    );
    expect(ld.image).toEqual(["https://shop.test/img/a.svg"]);
    expect(ld.offers).toEqual([
      {
        "@type": "Offer",
        sku: "A-S",
        url: "https://shop.test/product/cardigan/A-S",
        price: "74.99",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
      {
        "@type": "Offer",
        sku: "A-M",
        url: "https://shop.test/product/cardigan/A-M",
        price: "79.99",
        priceCurrency: "USD",
        availability: "https://schema.org/OutOfStock",
      },
    ]);
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12 });
  });
});
