/**
 * `GET <page path>?request=route`: what a page shows, its theme, meta and composed HTML. Two
 * round trips: the layout batch (config, templates, menus; kept per isolate for up to a minute,
 * layout-cache.ts), then the page's own batch.
 */
import { cacheHeaders } from "../kernel/http/cache";
import { shopContext, type ShopContext } from "../kernel/http/context";
import { Code, envelope } from "../kernel/http/envelope";
import { composePage } from "./compose";
import type { Layout } from "./layout";
import { loadLayout } from "./layout-cache";
import { routeMeta } from "./meta";
import { resolvePath, type PageTarget } from "../site";
import { splitLanguage } from "../kernel/i18n/languages";
import type { PagePayload, PagePlan } from "./payload";
import { errorPayload, errorPlan } from "./loaders/error";
import { homePlan } from "./loaders/home";
import { appPlan } from "./loaders/app";
import { appPagePlan } from "./loaders/app-page";
import { listingPlan } from "./loaders/listing";
import { productPlan } from "./loaders/product";
import { articlePlan, pagePlan } from "./loaders/content";
import { couponPlan, couponsPlan, promotionPlan, promotionsPlan } from "./loaders/marketing";
import { searchPlan } from "./loaders/search";
import { topLevelPlan } from "./loaders/top-level";
import { PAGE_TAGS_HEADER, pageTags } from "./page-tags";

function planFor(
  ctx: ShopContext,
  layout: Layout,
  target: PageTarget,
  query: URLSearchParams,
): PagePlan | Promise<PagePlan> | null {
  switch (target.type) {
    case "home":
      return homePlan(ctx, layout);
    case "error":
      return errorPlan(ctx, layout, target.status);
    case "app":
      return appPlan(target.page);
    case "appPage":
      return appPagePlan(layout, target.name);
    case "search":
      return searchPlan(ctx, query);
    case "category":
    case "tag":
    case "collection":
      return listingPlan(ctx, target, query);
    case "product":
      return productPlan(ctx, layout, target.slug, target.sku, query);
    case "article":
      return articlePlan(ctx, target.slug, query);
    case "page":
      return pagePlan(ctx, target.slug);
    case "promotions":
      return promotionsPlan(ctx, layout);
    case "promotion":
      return promotionPlan(ctx, target.slug);
    case "coupons":
      return couponsPlan(ctx);
    case "coupon":
      return couponPlan(ctx, target.slug);
    case "topLevel":
      return topLevelPlan(ctx, layout, target.slug, query);
    case "notFound":
      return null;
  }
}

export async function answerRouteRequest(request: Request, env: Env, db: D1DatabaseSession): Promise<Response> {
  const url = new URL(request.url);
  const { language: pathLanguage, rest } = splitLanguage(url.pathname);
  const ctx = shopContext(request, env, db, pathLanguage);
  const prefix = pathLanguage && pathLanguage !== "en" ? `/${pathLanguage}` : "";
  const layout = await loadLayout(ctx, prefix);
  const target = resolvePath(rest, layout.config.urlRules, layout.config.categoryTypes);
  const plan = await planFor(ctx, layout, target, url.searchParams);
  const results = plan?.statements.length ? await ctx.db.batch(plan.statements) : [];
  const found = plan?.read(results) ?? null;
  const payload: PagePayload = found ?? errorPayload(ctx, layout, 404);
  const data = {
    data: payload.data,
    theme: layout.config.theme,
    meta: routeMeta(payload.meta, layout.config.name, ctx.origin, prefix, rest),
    ...composePage(ctx, layout, payload),
  };
  const headers = cacheHeaders("public", ctx.signedIn);
  if (!found) return envelope(Code.fullFailure, ctx.t("notFound"), data, 404, headers);
  // What the page shows, for the page cache to store it under (page-tags.ts, ADR 275).
  return envelope(Code.ok, ctx.t("ok"), data, 200, { ...headers, [PAGE_TAGS_HEADER]: pageTags(found.data).join(",") });
}
