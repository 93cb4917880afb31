/**
 * `/{slug}`: a single segment that is neither a language nor a known screen. Looked up, in one
 * batch, as a page, then a default-type category, then a product; the first that exists wins.
 */
import type { ShopContext } from "../../kernel/http/context";
import type { Layout } from "../layout";
import type { PagePlan } from "../payload";
import { pagePlan } from "./content";
import { listingPlan } from "./listing";
import { productPlan } from "./product";

export function topLevelPlan(ctx: ShopContext, layout: Layout, slug: string, query: URLSearchParams): PagePlan {
  const candidates = [
    pagePlan(ctx, slug),
    listingPlan(ctx, { type: "category", slug }, query),
    productPlan(ctx, layout, slug, undefined, query),
  ];
  return {
    statements: candidates.flatMap((plan) => plan.statements),
    read: (results) => {
      let start = 0;
      for (const plan of candidates) {
        const found = plan.read(results.slice(start, start + plan.statements.length));
        if (found) return found;
        start += plan.statements.length;
      }
      return null;
    },
  };
}
