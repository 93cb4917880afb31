/**
 * Head tags of a listing with facets: the backend's canonical is already the unfiltered page
 * (path only, docs/api.md), and past one picked value the page also says `noindex` — one facet
 * ("navy dresses") may be a page worth finding, combinations are not (docs/decisions/295).
 */
import type { MetaFunction } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import type { FacetSelection } from "./facet-selection";
import { selectedCount } from "./facet-count";

export const listingMeta: MetaFunction = (args) => {
  const tags = pageMeta(args) ?? [];
  type Query = { facets?: FacetSelection; inStock?: boolean };
  const data = args.data as { query?: Query; faceted?: { query?: Query } | null } | undefined;
  const query = data?.query ?? data?.faceted?.query;
  if (!query?.facets || selectedCount(query.facets, query.inStock) <= 1) return tags;
  return [...tags.filter((tag) => !("name" in tag && tag.name === "robots")), { name: "robots", content: "noindex" }];
};
