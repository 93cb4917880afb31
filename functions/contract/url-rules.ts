/**
 * The site's URL rules (docs/spec.md §2) as both sides know them: the storefront builds every
 * link from them (app/lib/url-rules.ts) and the backend resolves paths back to page types with
 * the same rules (functions/commerce/site/paths.ts). Plain data only.
 */
export type DetailType = "article" | "category" | "collection" | "page" | "product" | "tag";
export type UrlRules = Record<DetailType, string> & { app: string; user: string };
/** Custom-typed categories: category type → its rule, e.g. { brand: "/brand/:slug" }. */
export type CategoryTypeRules = Record<string, string>;

export const DEFAULT_URL_RULES: UrlRules = {
  app: "/app/*",
  article: "/article/:slug",
  category: "/category/:slug",
  collection: "/collection/:slug",
  page: "/page/:slug",
  product: "/product/:slug",
  tag: "/tag/:slug",
  user: "/user/",
};
