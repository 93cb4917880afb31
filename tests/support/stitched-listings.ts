/**
 * The listing and content pages a stitched-page test visits besides home, a product and a page:
 * each URL prefix with the list call whose first item names one (its slug, or a promotion's code).
 * One list for the worker and the browser tests of stitched pages (ADRs 270, 380).
 */
export const STITCHED_LISTINGS = [
  ["category", "category/list"],
  ["tag", "tag/list"],
  ["collection", "collection/list"],
  ["article", "article/list"],
  ["promotion", "promotion/list"],
] as const;
