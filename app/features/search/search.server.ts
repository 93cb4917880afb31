/**
 * The search page: the route request carries `q`, `type` and `page`; hit titles and highlights
 * arrive as HTML with <mark> and are parsed like any server HTML (nothing else survives). The
 * product tab is a product list with facets (`product/list` with `q`, asked in parallel).
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "../../lib/page.server";
import { parsePageHtml } from "../../lib/page-html/page-html.server";
import type { PageNode } from "~/lib/page-html/page-tree";
import { loadFacetedProducts, type FacetedProducts } from "../catalogue/facets/faceted-products.server";
import { WORDS_FACET_PARAM } from "../catalogue/facets/facet-selection";

export const SEARCH_TYPES = ["product", "article", "page"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export type SearchHit = {
  type: SearchType;
  id: number;
  slug: string;
  title: PageNode[];
  highlight: PageNode[];
  image?: string;
  price?: number;
  currency?: string;
};

type RawHit = Omit<SearchHit, "title" | "highlight"> & { title: string; highlight?: string };
type RawResults = { list: RawHit[]; total: number; page: number; pageSize: number };
type WordsFacet = { name: string; value: string };

export async function loadSearch(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const typeParam = url.searchParams.get("type");
  const type = (SEARCH_TYPES as readonly string[]).includes(typeParam ?? "") ? (typeParam as SearchType) : null;
  const pageNumber = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (type) search.set("type", type);
  if (pageNumber > 1) search.set("page", String(pageNumber));
  const wordsFacet = url.searchParams.get(WORDS_FACET_PARAM);
  const [result, faceted] = await Promise.all([
    loadPage(args, { search: search.size ? `?${search}` : "" }),
    q && type === "product" ? productTab(args, q, wordsFacet) : null,
  ]);
  const pageData = result.data.page.data as { results?: RawResults; facet?: WordsFacet | null } | null;
  // Words from the search box that are a colour: the product tab with that colour picked.
  if (!type && pageData?.facet) return redirect(asFacet(url, q, pageData.facet), 302);
  const raw = pageData?.results;
  const hits: SearchHit[] = (raw?.list ?? []).map((hit) => ({
    ...hit,
    title: parsePageHtml(hit.title),
    highlight: parsePageHtml(hit.highlight),
  }));
  return data(
    {
      ...result.data,
      q,
      type,
      hits,
      total: raw?.total ?? 0,
      pageNumber: raw?.page ?? pageNumber,
      pageSize: raw?.pageSize ?? 20,
      faceted,
      wordsFacet: faceted && wordsFacet ? wordsFacet : null,
    },
    result.init ?? undefined,
  );
}

function asFacet(url: URL, q: string, facet: WordsFacet): string {
  const target = new URLSearchParams({ q, type: "product", [WORDS_FACET_PARAM]: facet.name });
  target.append(facet.name, facet.value);
  return `${url.pathname}?${target}`;
}

/** Without facets (the backend refused the filters) the tab falls back to the plain hits. */
async function productTab(
  args: LoaderFunctionArgs,
  q: string,
  wordsFacet: string | null,
): Promise<FacetedProducts | null> {
  const picked = wordsFacet ? new URL(args.request.url).searchParams.getAll(wordsFacet).length > 0 : false;
  try {
    return await loadFacetedProducts(args, picked ? {} : { q });
  } catch {
    return null;
  }
}
