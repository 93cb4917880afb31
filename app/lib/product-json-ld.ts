/** schema.org Product JSON-LD with one Offer per SKU (see structured-data.ts for the others). */
import type { JsonLdObject } from "./json-ld";
import type { Sku } from "./variants";

/** Minor-unit digits per currency code, asked of Intl once per code (a formatter per offer cost a render 1 %). */
const currencyDigits = new Map<string, number>();

function digitsOf(currency: string): number {
  let digits = currencyDigits.get(currency);
  if (digits === undefined) {
    digits = 2;
    try {
      digits =
        new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      // An unknown code keeps two decimals.
    }
    // Codes come from the shop's products; bounded all the same.
    if (currencyDigits.size >= 256) currencyDigits.clear();
    currencyDigits.set(currency, digits);
  }
  return digits;
}

function decimalPrice(minor: number, currency: string): string {
  const digits = digitsOf(currency);
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
