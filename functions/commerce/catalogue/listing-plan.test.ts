/**
 * How product/list's statements read a large scope (ADR 329, ADR 347), asked of SQLite itself
 * with EXPLAIN QUERY PLAN over the statements exactly as built: a page with selections and the
 * facet counts read a category's, tag's or collection's products as one range of scope_products,
 * and a search's through the narrow products_listing index, never the wide products rows; a list
 * that drives is joined, not gathered into a temporary list first; the page's cards are read for
 * the page's own rows only.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { facetCountStatement } from "./facet-query";
import { productListInput, productListStatements } from "./product-query";

type Built = { sql: string; params: unknown[] };
// Captures the SQL and parameters instead of preparing them.
const capture = {
  prepare: (sql: string) => ({ bind: (...params: unknown[]) => ({ sql, params }) }),
} as unknown as D1DatabaseSession;

async function plan(statement: unknown): Promise<string[]> {
  const { sql, params } = statement as Built;
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .run<{ detail: string }>();
  return results.map((row) => row.detail);
}

const ask = (input: Record<string, unknown>) =>
  productListInput.parse({
    filters: { options: { Colour: ["Navy"] }, brands: ["northwind"], inStock: true },
    facets: { priceRanges: [{ max: 4999 }] },
    ...input,
  });

describe("product/list over a large scope", () => {
  it.each([
    [{ tag: "sale" }, /USING PRIMARY KEY \(scope=\?( AND facet_set=\?)?\)/],
    [{ collection: "gift-guide" }, /USING PRIMARY KEY \(scope=\?( AND facet_set=\?)?\)/],
    [{ category: "women" }, /USING PRIMARY KEY \(scope=\?( AND facet_set=\?)?\)/],
    [{ q: "linen" }, /USING COVERING INDEX products_listing \(id=\?\)/],
    [{ q: "linen", tag: "sale" }, /USING COVERING INDEX products_listing \(id=\?\)/],
  ])("reads the scope's products as one range or by the narrow index (%o)", async (scope, read) => {
    const input = ask(scope);
    const [page] = productListStatements(capture, input, "en", false);
    const counts = facetCountStatement(capture, input, "en", input.facets!);
    for (const details of [await plan(page), await plan(counts)]) {
      const reads = details.filter((detail) => /^(SEARCH|SCAN) p\b/.test(detail));
      // The page's outer read of its own cards is by id; every other read of p is the range or the index.
      const scoped = reads.filter((detail) => !/INTEGER PRIMARY KEY/.test(detail));
      expect(scoped.length, details.join("\n")).toBeGreaterThan(0);
      for (const detail of scoped) expect(detail, details.join("\n")).toMatch(read);
    }
    // The page sorts ids from the scope and reads cards for its own rows: one read by id.
    const pageReads = (await plan(page)).filter((detail) => /^(SEARCH|SCAN) p\b/.test(detail));
    expect(pageReads.filter((detail) => /INTEGER PRIMARY KEY/.test(detail))).toHaveLength(1);
  });

  it("reads a category's whole subtree from its own range: no walk of the tree per request", async () => {
    const input = ask({ category: "women" });
    const counts = await plan(facetCountStatement(capture, input, "en", input.facets!));
    expect(counts.filter((detail) => /subtree|product_categories|\bpc\b/.test(detail))).toEqual([]);
  });

  it.each([{ tag: "sale" }, { collection: "gift-guide" }, { category: "women" }])(
    "counts a range in the facet-set order it is kept in: no sort to group it (%o)",
    async (scope) => {
      // Single-valued selections only: the many-valued ones add the hits list, grouped by its own sort.
      const input = productListInput.parse({
        ...scope,
        filters: { inStock: true, priceMin: 5000, ratingMin: 2 },
        facets: { priceRanges: [{ max: 4999 }] },
      });
      const details = await plan(facetCountStatement(capture, input, "en", input.facets!));
      // Grouped by (facet set, which selections matched), the range's order was not enough (ADR 389).
      expect(details.filter((detail) => /TEMP B-TREE FOR .*GROUP BY/.test(detail))).toEqual([]);
    },
  );

  it("joins a tag's list to the products rather than gathering it into a temporary list (in a search)", async () => {
    const details = await plan(productListStatements(capture, ask({ tag: "sale", q: "linen" }), "en", false)[0]);
    // The IN form read product_tags as `pt` inside a LIST SUBQUERY.
    expect(details.filter((detail) => /SEARCH pt USING/.test(detail))).toEqual([]);
    expect(details.some((detail) => /SEARCH dl USING COVERING INDEX product_tags_tag/.test(detail))).toBe(true);
  });
});
