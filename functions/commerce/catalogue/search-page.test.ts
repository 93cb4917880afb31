/**
 * The page of a search with selections (ADR 368): when the words match many products it walks the
 * sort's index (asked of SQLite with EXPLAIN QUERY PLAN), and whichever plan runs, the page is the
 * one read from the words — the same ids in the same order, for every sort, page and selection.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { productListInput, productListStatements } from "./product-query";

beforeAll(() => seedDemoShop());

type Built = { sql: string; params: unknown[] };
// Captures the SQL and parameters instead of preparing them.
const capture = {
  prepare: (sql: string) => ({ bind: (...params: unknown[]) => ({ sql, params }) }),
} as unknown as D1DatabaseSession;

const DENSE_TEST = "(SELECT max(id) / 8 FROM products)";

/** The page statement of `input`, with the words taken as dense (`true`), sparse, or as the shop decides. */
function pageStatement(input: Record<string, unknown>, dense?: boolean): Built {
  const [page] = productListStatements(capture, productListInput.parse(input), "en", false) as unknown as Built[];
  if (dense === undefined) return page;
  expect(page.sql).toContain(DENSE_TEST);
  return { ...page, sql: page.sql.replaceAll(DENSE_TEST, dense ? "0" : "1000000000") };
}

async function ids({ sql, params }: Built): Promise<number[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .run<{ id: number }>();
  return results.map((row) => row.id);
}

async function plan({ sql, params }: Built): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .run<{ detail: string }>();
  return results.map((row) => row.detail);
}

const asks = [
  { q: "c", filters: { options: { Colour: ["Navy", "Black", "Grey"] } } },
  { q: "cotton", filters: { inStock: true, priceMax: 20000 } },
  { q: "slim", filters: { brands: ["northwind", "lumen"], ratingMin: 1 } },
  { q: "s", filters: { options: { Size: ["M", "L"] }, priceMin: 3000 }, page: 2, pageSize: 5 },
];

describe("a search's page with selections", () => {
  it.each([
    ["newest", "products_newest"],
    ["price_asc", "products_price"],
    ["price_desc", "products_price"],
    ["sales", "products_sales"],
  ])("may walk the sort's index instead of sorting every hit (%s)", async (sort, index) => {
    const details = await plan(pageStatement({ ...asks[0], sort }));
    const walk = details.findIndex((detail) => detail === `SEARCH products USING COVERING INDEX ${index} (status=?)`);
    expect(walk, details.join("\n")).toBeGreaterThan(-1);
    // The walk reads the index in its order and stops: no sort of the products walked.
    expect(details[walk + 1], details.join("\n")).toBe("SCAN w");
    expect(details.slice(walk - 3, walk + 4).filter((detail) => /TEMP B-TREE/.test(detail))).toEqual([]);
  });

  it("reads the words for the walk only between the lowest and highest id walked", async () => {
    // FTS5 names the rowid bounds it was given in its index string: ">" a lower one, "<" an upper one.
    // The words' own plan reads every product hit (an upper bound only); the walk's reads a range.
    for (const sort of ["newest", "price_asc"]) {
      const scans = (await plan(pageStatement({ ...asks[0], sort }))).filter((detail) =>
        /^SCAN search_en VIRTUAL TABLE INDEX \d+:M/.test(detail),
      );
      expect(
        scans.filter((detail) => /:M\d*(><|<>)$/.test(detail)),
        scans.join("\n"),
      ).toHaveLength(1);
    }
  });

  it("keeps the page read from the words for the rating sort and for a search within a tag", async () => {
    for (const input of [
      { ...asks[0], sort: "rating" },
      { ...asks[0], tag: "sale" },
    ]) {
      const details = await plan(pageStatement(input));
      expect(
        details.filter((detail) => /^SCAN w$|USING COVERING INDEX products_(newest|price|sales)/.test(detail)),
        JSON.stringify(input),
      ).toEqual([]);
    }
  });

  it("gives the same page from either plan, and the one product/list answers", async () => {
    let nonEmpty = 0;
    for (const ask of asks) {
      for (const sort of ["newest", "price_asc", "price_desc", "sales"]) {
        const input = { ...ask, sort };
        const fromWords = await ids(pageStatement(input, false));
        expect(await ids(pageStatement(input, true)), JSON.stringify(input)).toEqual(fromWords);
        const { body } = await call("product/list", input);
        expect(body.data.list.map((card: { id: number }) => card.id)).toEqual(fromWords);
        if (fromWords.length) nonEmpty += 1;
      }
    }
    expect(nonEmpty).toBeGreaterThan(8);
  });
});
