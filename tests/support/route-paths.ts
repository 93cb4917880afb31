/**
 * A concrete path for every page pattern of the route table (remix.config.ts), with real slugs
 * of the seeded demo shop, so suites that sweep "every route" cover routes added later too.
 */
import { ROUTES } from "../../remix.config";
import { api } from "./shoppers";
import type { TestWorker } from "./worker";

type Listish = { list?: Array<{ slug?: string; code?: string }> } | Array<{ slug?: string; code?: string }>;
const firstSlug = (data: Listish) =>
  (Array.isArray(data) ? data : (data.list ?? []))[0]?.slug ??
  (Array.isArray(data) ? data : (data.list ?? []))[0]?.code;

export async function demoSlugs(worker: TestWorker): Promise<Record<string, string>> {
  const slugs: Record<string, string> = {};
  for (const [key, name] of [
    ["product", "product/list"],
    ["category", "category/list"],
    ["tag", "tag/list"],
    ["collection", "collection/list"],
    ["article", "article/list"],
    ["promotion", "promotion/list"],
    ["coupon", "coupon/list"],
  ] as const) {
    slugs[key] = firstSlug((await api<Listish>(worker, name)).data) ?? "demo";
  }
  const product = await api<{ skus: Array<{ sku: string }> }>(worker, "product/detail", { slug: slugs.product });
  slugs.sku = product.data.skus[0].sku;
  return slugs;
}

/** Every pattern except the catch-all, as a path; `:slug` of user/* and checkout/* from `owned` when given. */
export function routePaths(
  slugs: Record<string, string>,
  owned: Record<string, string> = {},
): Array<{ pattern: string; path: string }> {
  return ROUTES.filter(([pattern]) => pattern !== "*").map(([pattern]) => {
    const first = pattern.split("/")[0];
    const path =
      (
        "/" +
        pattern
          .replace(":sku", slugs.sku)
          .replace(":ticket", owned.ticket ?? "no-such-ticket")
          .replace(":slug", () => {
            if (pattern === ":slug" || first === "page") return "about";
            if (first === "inquiry") return "quote";
            return owned[pattern] ?? owned[first] ?? slugs[first] ?? "demo";
          })
      ).replace(/\/$/, "") || "/";
    return { pattern, path };
  });
}
