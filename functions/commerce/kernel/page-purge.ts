/**
 * How the backend tells the page cache that what a page shows has changed (docs/decisions/275):
 * like the pushes to open tabs (realtime.ts, ADR 236), a capability the Worker hands the backend
 * with each request (functions/commerce/index.ts `fetch`'s options, and the scheduled expiry run).
 * Every cached page is stored under the tags of what it shows (pages/page-tags.ts); a write
 * names the tags of what it changed, after its batch, and the Worker removes those pages.
 *
 *   await ctx.purgePages([productTag(id)]);
 *
 * Without a Worker (the commerce tests' direct fetch, an external backend behind API_ORIGIN)
 * nothing is purged: no page cache sits in front of those either.
 */
export type PagePurge = (tags: string[]) => Promise<void>;

export const NO_PAGE_PURGE: PagePurge = () => Promise.resolve();

/**
 * The tag vocabulary. Short and ASCII: Cloudflare's Cache-Tag takes comma-separated tags of
 * printable ASCII without spaces, at most 1,024 characters each and 16 KB in all.
 */
export const PAGE_TAG = {
  /** Every cached page: a change to what every page shows (the layout: templates, menus, settings, categories). */
  all: "all",
  /** Pages whose list of products depends on the catalogue: home, listings, search, promotions. */
  lists: "lists",
  home: "home",
  /** Pages listing articles (home's journal). */
  articles: "articles",
  promotions: "promotions",
  coupons: "coupons",
  /** Pages whose order of products depends on sales: home's best sellers, listings sorted best-selling. */
  sales: "sales",
} as const;

/** A page that shows the product (its page, or its card in a list). */
export const productTag = (id: number | string) => `product:${id}`;
export const articleTag = (slug: string) => `article:${slug}`;
/** The article's page by id: a customer's edit may change its slug, a comment knows only the id. */
export const articleIdTag = (id: number | string) => `article-id:${id}`;
export const contentPageTag = (slug: string) => `page:${slug}`;
export const promotionTag = (slug: string) => `promotion:${slug}`;
export const couponTag = (slug: string) => `coupon:${slug}`;

/** The product tags of a write's products, each once, in order. */
export function productTags(ids: Iterable<number | string | null | undefined>): string[] {
  const tags = new Set<string>();
  for (const id of ids) if (id !== null && id !== undefined && String(id) !== "") tags.add(productTag(id));
  return [...tags];
}

/**
 * Purges and never fails the write that asked: the change is in D1 already, and a purge that
 * could not be made is bounded by the pages' own lifetime (the Worker logs why).
 */
export async function purgeQuietly(purge: PagePurge, tags: string[]): Promise<void> {
  if (!tags.length) return;
  try {
    await purge(tags);
  } catch (error) {
    console.error("page purge failed", tags.slice(0, 5).join(","), error instanceof Error ? error.message : error);
  }
}
