/**
 * Page paths both ways: building links from the site's URL rules (keeping the request's language
 * prefix), and resolving a route request's path to what it shows.
 *
 * Resolution order: home; error pages; the storefront's own screens (cart, search, checkout,
 * auth, user, inquiry); the app rule's template pages; promotions and coupons; the detail rules (product, with an
 * optional SKU segment, then article, category, collection, page, tag, then custom category
 * types); finally a single segment is a top-level slug (page, then category, then product).
 */
import { safeDecode } from "../kernel/i18n/languages";
import { DEFAULT_URL_RULES, type UrlRules } from "../../contract/url-rules";

export type DetailKind = "product" | "article" | "category" | "collection" | "page" | "tag";

export type PageTarget =
  | { type: "home" }
  | { type: "error"; status: 404 | 500 | 403 }
  | { type: "app"; page: string }
  | { type: "appPage"; name: string }
  | { type: "search" }
  | { type: "promotions" }
  | { type: "promotion"; slug: string }
  | { type: "coupons" }
  | { type: "coupon"; slug: string }
  | { type: "product"; slug: string; sku?: string }
  | { type: "tag" | "collection"; slug: string }
  | { type: "article" | "page"; slug: string }
  | { type: "category"; slug: string; categoryType?: string }
  | { type: "topLevel"; slug: string }
  | { type: "notFound" };

export type Links = {
  /** "/zh" or "" — every link the backend writes starts with it. */
  prefix: string;
  rules: UrlRules;
  categoryTypes: Record<string, string>;
};

export function link(links: Links, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return links.prefix + (clean === "/" && links.prefix ? "" : clean);
}

export function detailHref(links: Links, kind: DetailKind, slug: string, categoryType = "default"): string {
  const rule =
    kind === "category" && categoryType !== "default" ? links.categoryTypes[categoryType] : links.rules[kind];
  return link(links, (rule ?? `/${kind}/:slug`).replace(":slug", encodeURIComponent(slug)));
}

function ruleMatcher(rule: string, extraSegment = false): RegExp | null {
  if (!rule.includes(":slug")) return null;
  const escaped = rule
    .replace(/\/+$/, "")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(":slug", "([^/]+)");
  return new RegExp(`^${escaped}${extraSegment ? "/([^/]+)" : ""}/?$`);
}

const APP_SCREENS = /^\/(cart|newsletter|checkout(\/.+)?|auth\/.+|inquiry\/.+|order\/lookup)$/;

function prefixOf(rule: string): string {
  return rule.replace(/\*$/, "").replace(/\/+$/, "");
}

export function resolvePath(rest: string, rules: UrlRules, categoryTypes: Record<string, string>): PageTarget {
  const path = rest.length > 1 ? rest.replace(/\/+$/, "") : "/";
  if (path === "/") return { type: "home" };
  const error = /^\/error\/(404|500|403)$/.exec(path);
  if (error) return { type: "error", status: Number(error[1]) as 404 | 500 | 403 };
  if (path === "/search") return { type: "search" };
  if (APP_SCREENS.test(path)) return { type: "app", page: path.slice(1) };
  // The default user path stays the user area beside a custom one: the storefront keeps its
  // routes there, and links written before the rule changed still lead somewhere.
  for (const userBase of new Set([prefixOf(rules.user), prefixOf(DEFAULT_URL_RULES.user)])) {
    if (userBase && (path === userBase || path.startsWith(`${userBase}/`))) return { type: "app", page: path.slice(1) };
  }
  const appBase = prefixOf(rules.app);
  // The app rule's pages are the operator's own screens, made of stored templates (loaders/app-page.ts).
  if (appBase && path.startsWith(`${appBase}/`))
    return { type: "appPage", name: safeDecode(path.slice(appBase.length + 1)) };
  if (path === "/promotion") return { type: "promotions" };
  if (path === "/coupon") return { type: "coupons" };
  const promotion = /^\/promotion\/([^/]+)$/.exec(path);
  if (promotion) return { type: "promotion", slug: safeDecode(promotion[1]) };
  const coupon = /^\/coupon\/([^/]+)$/.exec(path);
  if (coupon) return { type: "coupon", slug: safeDecode(coupon[1]) };

  const product = ruleMatcher(rules.product)?.exec(path);
  if (product) return { type: "product", slug: safeDecode(product[1]) };
  const productSku = ruleMatcher(rules.product, true)?.exec(path);
  if (productSku) return { type: "product", slug: safeDecode(productSku[1]), sku: safeDecode(productSku[2]) };
  for (const kind of ["article", "category", "collection", "page", "tag"] as const) {
    const match = ruleMatcher(rules[kind])?.exec(path);
    if (match) return { type: kind, slug: safeDecode(match[1]) } as PageTarget;
  }
  for (const [categoryType, rule] of Object.entries(categoryTypes)) {
    const match = ruleMatcher(rule)?.exec(path);
    if (match) return { type: "category", slug: safeDecode(match[1]), categoryType };
  }
  const single = /^\/([^/]+)$/.exec(path);
  if (single) return { type: "topLevel", slug: safeDecode(single[1]) };
  return { type: "notFound" };
}
