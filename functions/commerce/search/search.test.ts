import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { displayText, indexText, matchExpression, worthSuggesting } from "./tokens";

beforeAll(() => seedDemoShop());

describe("search", () => {
  it("ranks title matches above body matches and highlights with <mark>", async () => {
    const { body } = await call("search", { q: "cardigan", pageSize: 50 });
    expect(body.code).toBe(0);
    expect(body.data.total).toBeGreaterThan(0);
    const first = body.data.list[0];
    expect(first.type).toBe("product");
    expect(first.title).toMatch(/<mark>Cardigan<\/mark>/);
    expect(first).toMatchObject({ price: expect.any(Number), currency: "USD", image: expect.any(String) });
    // Articles mention nouns only in the body or in longer titles: they come after the products named so.
    const kinds = body.data.list.map((hit: { type: string; title: string }) => hit.title.includes("<mark>"));
    expect(kinds.indexOf(false) === -1 || kinds.indexOf(false) > kinds.lastIndexOf(true)).toBe(true);
  });

  it("finds words by prefix, several words together, and filters by type", async () => {
    const prefix = await call("search", { q: "cardi" });
    expect(prefix.body.data.total).toBeGreaterThan(0);
    const both = await call("search", { q: "slim cardigan" });
    for (const hit of both.body.data.list) expect(hit.title.toLowerCase()).toContain("cardigan");
    const pages = await call("search", { q: "refund", type: "page" });
    expect(pages.body.data.list.map((hit: { slug: string }) => hit.slug)).toContain("returns");
    for (const hit of pages.body.data.list) expect(hit.type).toBe("page");
  });

  it("searches Chinese text in the shopper's language", async () => {
    const zh = await call("search", { q: "开衫" }, { "x-lang": "zh" });
    expect(zh.body.data.total).toBeGreaterThan(0);
    expect(zh.body.data.list[0].title).toContain("<mark>开衫</mark>");
    const hk = await call("search", { q: "開胸冷衫" }, { "x-lang": "zh-HK" });
    expect(hk.body.data.total).toBe(zh.body.data.total);
  });

  it("escapes stored text and never lets query syntax through", async () => {
    await env.DB.prepare(
      "INSERT INTO search_en (rowid, title, body, kind, ref_id, slug) VALUES (2000000000999, ?, ?, 'page', 999, 'evil')",
    )
      .bind("Zebra <script>alert(1)</script>", "zebra body")
      .run();
    const { body } = await call("search", { q: "zebra" });
    expect(body.data.list[0].title).toBe("<mark>Zebra</mark> &lt;script&gt;alert(1)&lt;/script&gt;");
    for (const q of ['"', "NEAR(a b)", "title:x OR", "*", "a AND OR NOT", ")))"]) {
      const answer = await call("search", { q });
      expect(answer.status).toBe(200);
    }
  });

  it("rejects an empty query and pages past the end", async () => {
    expect((await call("search", { q: "" })).body.code).toBe(40);
    expect((await call("search", { q: "cardigan", page: 1000 })).body.data.list).toEqual([]);
  });
});

describe("search/suggest", () => {
  it("suggests at most 8 distinct titles by prefix, from two letters", async () => {
    expect((await call("search/suggest", { q: "c" })).body.data).toEqual([]);
    const { body } = await call("search/suggest", { q: "cl" });
    expect(body.data.length).toBe(8);
    expect(new Set(body.data.map((s: { text: string }) => s.text)).size).toBe(8);
    const some = await call("search/suggest", { q: "card" });
    expect(some.body.data.length).toBeGreaterThan(0);
    expect(some.body.data.length).toBeLessThanOrEqual(8);
    for (const item of some.body.data)
      expect(item).toMatchObject({
        text: expect.stringMatching(/card/i),
        type: expect.any(String),
        slug: expect.any(String),
      });
    const zh = await call("search/suggest", { q: "修身" }, { "x-lang": "zh" });
    expect(zh.body.data[0].text).toMatch(/^修身/);
  });
});

describe("match expressions (ADR 368)", () => {
  // The expressions as they were before ADR 368: a column filter naming both indexed columns and
  // the last term always a prefix.
  const before = (q: string, titleOnly = false) =>
    matchExpression(q, titleOnly)!.replace(/^\(/, "{title body} : (").replace(/"\)$/, '"*)');
  const rowids = async (table: string, match: string) =>
    (await env.DB.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`).bind(match).run())
      .results;

  it("match exactly what the prefixed, column-filtered expressions matched", async () => {
    const cases: [string, string, boolean][] = [
      ["search_zh", "开衫", false],
      ["search_zh", "开", false],
      ["search_zh", "修身开衫", false],
      ["search_zh_hk", "開胸冷衫", false],
      ["search_en", "cardi", false],
      ["search_en", "slim cardigan", false],
    ];
    for (const [table, q, titleOnly] of cases) {
      const expected = await rowids(table, before(q, titleOnly));
      expect(expected.length, q).toBeGreaterThan(0);
      expect(await rowids(table, matchExpression(q, titleOnly)!), q).toEqual(expected);
    }
  });
});

describe("tokens", () => {
  it("spaces ideographs for the index and glues them back for display", () => {
    expect(indexText("修身开衫 Slim")).toBe("修 身 开 衫 Slim");
    expect(displayText("修 \u0001身\u0002 开 衫 Slim fit")).toBe("修\u0001身\u0002开衫 Slim fit");
    expect(matchExpression("  ")).toBeNull();
    expect(matchExpression('a"b 开衫')).toBe('("a" AND "b" AND "开 衫")');
    expect(matchExpression("开衫 sl")).toBe('("开 衫" AND "sl"*)');
    expect(matchExpression("slim", true)).toBe('title : ("slim"*)');
    expect(matchExpression("修身", true)).toBe('title : ("修 身"*)');
    expect([worthSuggesting("c"), worthSuggesting("ca"), worthSuggesting("修")]).toEqual([false, true, true]);
  });
});
