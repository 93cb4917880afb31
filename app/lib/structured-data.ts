/**
 * schema.org JSON-LD for search engines: Product with one Offer per SKU, BreadcrumbList,
 * Article, Organization and WebSite with a SearchAction. Pure functions of the page's data.
 */
import type { Sku } from "./variants";

export type JsonLdObject = Record<string, unknown>;

function decimalPrice(minor: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code keeps two decimals.
  }
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

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

export function articleJsonLd(article: { title: string; author?: string; publishedAt?: string; thumbnail?: string }, url: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    url,
    ...(article.author ? { author: { "@type": "Person", name: article.author } } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(article.thumbnail ? { image: article.thumbnail } : {}),
  };
}

export function siteJsonLd(name: string, origin: string, searchPath: string, logo?: string | null): JsonLdObject[] {
  return [
    { "@context": "https://schema.org", "@type": "Organization", name, url: origin + "/", ...(logo ? { logo } : {}) },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name,
      url: origin + "/",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${origin}${searchPath}?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
