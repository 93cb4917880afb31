/** /search: the storefront draws the search screen; with ?q the first page of hits comes along. */
import type { ShopContext } from "../../kernel/http/context";
import { readSearch, searchInput, searchStatements } from "../../search";
import type { PagePlan } from "../payload";
import { MAX_FACET_WORDS_LENGTH, readWordsFacet, wordsFacetStatement } from "./search-words-facet";

export function searchPlan(ctx: ShopContext, query: URLSearchParams): PagePlan {
  const parsed = searchInput.safeParse({
    q: query.get("q") ?? "",
    type: query.get("type") ?? undefined,
    page: Number(query.get("page") ?? 1),
  });
  const statements = parsed.success ? searchStatements(ctx, parsed.data.q, parsed.data.type, parsed.data) : null;
  // A search from the search box (no tab yet) whose words are a colour (ADR 340).
  const facetWords =
    statements && parsed.success && !parsed.data.type && parsed.data.q.length <= MAX_FACET_WORDS_LENGTH
      ? [wordsFacetStatement(ctx.db, parsed.data.q)]
      : [];
  const meta = { title: ctx.t("searchResults"), description: "", robots: "noindex" };
  return {
    statements: [...(statements ?? []), ...facetWords],
    read: (results) => {
      if (!statements || !parsed.success) {
        return { data: { type: "search", page: "search", q: "", results: null }, templateType: "search", meta };
      }
      return {
        data: {
          type: "search",
          page: "search",
          q: parsed.data.q,
          results: readSearch(results, parsed.data),
          ...(facetWords.length ? { facet: readWordsFacet(results[statements.length]) } : {}),
        },
        templateType: "search",
        values: { query: parsed.data.q },
        meta: { ...meta, title: `${ctx.t("searchResults")}: ${parsed.data.q}` },
      };
    },
  };
}
