/**
 * The cache tags of a page (docs/decisions/275): what it shows, read from its loader's data, so
 * that a write naming what it changed (kernel/page-purge.ts) removes exactly the pages showing it.
 * The route answer carries them in `x-page-tags`; the storefront puts them on the page as
 * `Cache-Tag` and the Worker's page cache stores the page under them.
 */
import {
  articleIdTag,
  articleTag,
  contentPageTag,
  couponTag,
  PAGE_TAG,
  productTag,
  promotionTag,
} from "../kernel/page-purge";
import type { PagePayload } from "./payload";

export { PAGE_TAGS_HEADER } from "../../contract/page-tags";

/** Bounded well under Cloudflare's 16 KB of Cache-Tag: a list page shows at most 100 products. */
const MAX_TAGS = 400;
/** Product cards and details sit at most this deep in a page's data (home → featured → card). */
const MAX_DEPTH = 4;

type Data = PagePayload["data"];

/** A product as every list and detail sends it: a numeric id, a slug, a price and its currency. */
function isProduct(value: Record<string, unknown>): boolean {
  return (
    typeof value.id === "number" &&
    typeof value.slug === "string" &&
    typeof value.price === "number" &&
    typeof value.currency === "string"
  );
}

/** Every product the data shows, found by shape: a loader that adds a product grid needs no change here. */
function collectProducts(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > MAX_DEPTH || !value || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) collectProducts(item, into, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (isProduct(record)) into.add(productTag(record.id as number));
  for (const child of Object.values(record))
    if (child && typeof child === "object") collectProducts(child, into, depth + 1);
}

const slugOf = (value: unknown) =>
  value && typeof value === "object" && typeof (value as { slug?: unknown }).slug === "string"
    ? (value as { slug: string }).slug
    : null;

/** Tags for what the page is, beyond the products it shows. */
function kindTags(data: Data): string[] {
  switch (data.type) {
    case "home":
      // Its best sellers are ordered by sales.
      return [PAGE_TAG.home, PAGE_TAG.lists, PAGE_TAG.articles, PAGE_TAG.promotions, PAGE_TAG.sales];
    case "category":
    case "tag":
    case "collection":
      return data.sort === "sales" ? [PAGE_TAG.lists, PAGE_TAG.sales] : [PAGE_TAG.lists];
    case "search":
      return [PAGE_TAG.lists];
    case "article":
      return [
        ...(typeof data.slug === "string" ? [articleTag(data.slug)] : []),
        ...(typeof data.id === "number" ? [articleIdTag(data.id)] : []),
      ];
    case "page":
      return typeof data.slug === "string" ? [contentPageTag(data.slug)] : [];
    case "promotions":
      return [PAGE_TAG.promotions, PAGE_TAG.lists];
    case "promotion": {
      const slug = slugOf(data.promotion);
      return [PAGE_TAG.promotions, PAGE_TAG.lists, ...(slug ? [promotionTag(slug)] : [])];
    }
    case "coupons":
      return [PAGE_TAG.coupons];
    case "coupon": {
      const slug = slugOf(data.coupon);
      return [PAGE_TAG.coupons, ...(slug ? [couponTag(slug)] : [])];
    }
    default:
      return [];
  }
}

/** The page's tags: `all`, its kind's, and every product it shows. */
export function pageTags(data: Data): string[] {
  const tags = new Set<string>([PAGE_TAG.all, ...kindTags(data)]);
  collectProducts(data, tags);
  return [...tags].slice(0, MAX_TAGS);
}
