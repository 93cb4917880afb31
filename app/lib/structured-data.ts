/**
 * schema.org JSON-LD for search engines: BreadcrumbList, Article, Organization and WebSite with
 * a SearchAction. Pure functions of the page's data. The product's block, the largest, is the
 * catalogue's (features/catalogue/product-json-ld.ts), so only product pages load it.
 */
import type { JsonLdObject } from "./json-ld";

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function articleJsonLd(
  article: { title: string; author?: string; publishedAt?: string; thumbnail?: string },
  url: string,
): JsonLdObject {
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
