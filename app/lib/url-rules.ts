/**
 * Every link in the shop is built here, from the site config's URL rules, and keeps the current
 * language prefix. Paths are resolved back to page types by the backend (the route request),
 * from the same rules.
 */
import { isLanguage, type Language } from "../../functions/contract/languages";
import {
  DEFAULT_URL_RULES,
  type CategoryTypeRules,
  type DetailType,
  type UrlRules,
} from "../../functions/contract/url-rules";

// The rules' shape and defaults are the contract's (shared with the backend's path resolver).
export {
  DEFAULT_URL_RULES,
  type CategoryTypeRules,
  type DetailType,
  type UrlRules,
} from "../../functions/contract/url-rules";

/** `/zh/product/x` → { prefix: "zh", path: "/product/x" }; a non-language first segment stays. */
export function splitLanguage(pathname: string): { prefix: Language | null; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (isLanguage(first)) return { prefix: first, path: "/" + rest.join("/") };
  return { prefix: null, path: pathname || "/" };
}

export function withLanguage(path: string, prefix: Language | null): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === "/" ? `/${prefix}` : `/${prefix}${clean}`;
}

export function detailPath(rules: UrlRules, type: DetailType, slug: string, prefix: Language | null): string {
  const rule = rules[type] || DEFAULT_URL_RULES[type];
  return withLanguage(rule.replace(":slug", encodeURIComponent(slug)), prefix);
}

/**
 * A product variant's own URL under any product rule: the product's URL, then the SKU
 * (`/product/{slug}/{sku}`, `/p/{slug}/{sku}`, `/goods/{slug}.html/{sku}`). The backend resolves
 * the same shape (the rule plus one segment), so every variant has a URL whatever the rule.
 */
export function variantPath(rules: UrlRules, slug: string, sku: string, prefix: Language | null): string {
  return `${detailPath(rules, "product", slug, prefix)}/${encodeURIComponent(sku)}`;
}

export function categoryPath(
  rules: UrlRules,
  categoryTypes: CategoryTypeRules,
  slug: string,
  type: string | undefined,
  prefix: Language | null,
): string {
  const rule = type && categoryTypes[type];
  if (rule) return withLanguage(rule.replace(":slug", encodeURIComponent(slug)), prefix);
  return detailPath(rules, "category", slug, prefix);
}

/** A path in the user area (`center`, `order/123`), under the configured user path. */
export function userPath(rules: UrlRules, sub: string, prefix: Language | null): string {
  const base = (rules.user || DEFAULT_URL_RULES.user).replace(/\/+$/, "");
  return withLanguage(`${base}/${sub.replace(/^\/+/, "")}`, prefix);
}
