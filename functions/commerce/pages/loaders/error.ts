/** The error pages /error/404, /error/500 and /error/403 (also the body of an unknown path's answer). */
import type { ShopContext } from "../../kernel/http/context";
import type { Layout } from "../layout";
import { link } from "../../site";
import { staticPlan, type PagePlan, type PagePayload } from "../payload";

const TEXTS = {
  404: ["error404Title", "error404Text"],
  500: ["error500Title", "error500Text"],
  403: ["error403Title", "error403Text"],
} as const;

export function errorPayload(ctx: ShopContext, layout: Layout, status: 404 | 500 | 403): PagePayload {
  const [titleKey, textKey] = TEXTS[status];
  const title = ctx.t(titleKey);
  const text = ctx.t(textKey);
  return {
    data: { type: "error", status, title, text },
    templateType: "error",
    values: { title, text, homeHref: link(layout.links, "/") },
    meta: { title, description: text, robots: "noindex" },
  };
}

export const errorPlan = (ctx: ShopContext, layout: Layout, status: 404 | 500 | 403): PagePlan =>
  staticPlan(errorPayload(ctx, layout, status));
