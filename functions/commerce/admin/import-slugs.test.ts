/** admin/import and customers' articles: a slug a customer holds is refused per item, never taken over. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, ADMIN } from "../test/shop";
import { auth, signUp } from "../test/accounts";

describe("admin/import of an article whose slug a customer holds", () => {
  it("refuses that article with a clear message, imports the rest, and leaves the customer's article alone", async () => {
    const { token } = await signUp();
    const mine = await call(
      "user/article/save",
      { title: "Mine", content: "<p>My words</p>", slug: "spring-tips" },
      auth(token),
    );
    expect(mine.body.code).toBe(0);

    const imported = await call(
      "admin/import",
      {
        articles: [
          { slug: "shop-news", title: "News", content: "<p>From the shop</p>" },
          { slug: "spring-tips", title: "Spring tips", content: "<p>The shop's version</p>" },
        ],
      },
      ADMIN,
    );
    expect(imported.body.code).toBe(0);
    expect(imported.body.data).toMatchObject({
      articles: 1,
      refused: [
        {
          field: "articles.1.slug",
          slug: "spring-tips",
          message: expect.stringContaining("held by a customer's article"),
        },
      ],
    });

    const rows = await env.DB.prepare(
      "SELECT slug, title, content, user_id FROM articles WHERE slug IN ('spring-tips', 'shop-news') ORDER BY slug",
    ).all();
    expect(rows.results).toEqual([
      { slug: "shop-news", title: "News", content: "<p>From the shop</p>", user_id: null },
      { slug: "spring-tips", title: "Mine", content: "<p>My words</p>", user_id: expect.any(Number) },
    ]);
    // Still the customer's: they can edit it, and the shop's import did not become theirs.
    expect(
      (
        await call(
          "user/article/save",
          { id: mine.body.data.id, title: "Mine, edited", content: "<p>x</p>" },
          auth(token),
        )
      ).body.code,
    ).toBe(0);
    expect((await call("user/article/list", {}, auth(token))).body.data.total).toBe(1);
  });

  it("still updates the shop's own articles on re-import", async () => {
    const doc = { articles: [{ slug: "care-guide", title: "Care", content: "<p>v1</p>" }] };
    expect((await call("admin/import", doc, ADMIN)).body.data).toMatchObject({ articles: 1, refused: [] });
    doc.articles[0].content = "<p>v2</p>";
    expect((await call("admin/import", doc, ADMIN)).body.data.refused).toEqual([]);
    expect((await call("article/detail", { slug: "care-guide" })).body.data.content).toBe("<p>v2</p>");
  });
});
