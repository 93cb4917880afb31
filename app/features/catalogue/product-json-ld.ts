/** schema.org Product JSON-LD with one Offer per SKU (see structured-data.ts for the others). */
import type { JsonLdObject } from "../../lib/json-ld";
import { minorDigits } from "../../../functions/contract/money";
import type { Sku } from "./variants";

function decimalPrice(minor: number, currency: string): string {
  // The formatter's digits, read once per currency per isolate (money.ts).
  const digits = minorDigits({ code: currency });
  return (minor / 10 ** digits).toFixed(digits);
}

type ProductForLd = {
  title: string;
  summary?: string;
  images?: string[];
  currency: string;
  rating?: number | null;
  reviewCount?: number | null;
  skus: Sku[];
};

export function productJsonLd(product: ProductForLd, productUrl: string, origin: string): JsonLdObject {
  const absolute = (path: string) => (path.startsWith("http") ? path : origin + path);
  const ld: JsonLdObject = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    url: productUrl,
    image: (product.images ?? []).map(absolute),
    offers: product.skus.map((sku) => ({
      "@type": "Offer",
      sku: sku.sku,
      url: `${productUrl}/${encodeURIComponent(sku.sku)}`,
      price: decimalPrice(sku.price, product.currency),
      priceCurrency: product.currency,
      availability: sku.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    })),
  };
  if (product.summary) ld.description = product.summary;
  if (product.rating && product.reviewCount) {
    ld.aggregateRating = { "@type": "AggregateRating", ratingValue: product.rating, reviewCount: product.reviewCount };
  }
  return ld;
}
