import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, route, seedDemoShop } from "../test/shop";
import { signedInCustomer } from "../test/shoppers";

beforeAll(() => seedDemoShop(20));

async function quietArticle(): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT id FROM articles WHERE status = 'published' ORDER BY random() LIMIT 1",
  ).first<{ id: number }>();
  await env.DB.prepare("DELETE FROM comments WHERE article_id = ?").bind(row!.id).run();
  return row!.id;
}

describe("comments", () => {
  it("needs a signed-in customer, sanitises, and threads replies one level deep", async () => {
    const articleId = await quietArticle();
    expect((await call("comment/add", { articleId, content: "Hello" })).body.code).toBe(50);
    const ann = await signedInCustomer();
    await env.DB.prepare("UPDATE users SET nickname = 'Ann' WHERE id = ?").bind(ann.id).run();
    const first = await call(
      "comment/add",
      { articleId, content: 'Great read<script>steal()</script><a href="javascript:x" onmouseover="y()">!</a>' },
      ann.headers,
    );
    expect(first.body).toMatchObject({
      code: 0,
      data: { author: "Ann", content: "Great read!", parentId: null, replies: [] },
    });

    const bob = await signedInCustomer();
    const reply = await call(
      "comment/add",
      { articleId, content: "Agreed", parentId: first.body.data.id },
      bob.headers,
    );
    expect(reply.body.data).toMatchObject({ parentId: first.body.data.id, content: "Agreed" });

    const before = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE article_id = ?")
      .bind(articleId)
      .first<{ n: number }>();
    const deeper = await call(
      "comment/add",
      { articleId, content: "Me too", parentId: reply.body.data.id },
      ann.headers,
    );
    expect(deeper.body).toMatchObject({
      code: 40,
      data: { fields: { parentId: "You can reply to a comment, not to a reply." } },
    });
    const otherArticle = await env.DB.prepare("SELECT id FROM articles WHERE status = 'published' AND id != ? LIMIT 1")
      .bind(articleId)
      .first<{ id: number }>();
    const elsewhere = await call(
      "comment/add",
      { articleId: otherArticle!.id, content: "Lost", parentId: first.body.data.id },
      ann.headers,
    );
    expect(elsewhere.body).toMatchObject({
      code: 40,
      data: { fields: { parentId: "The comment you are replying to does not exist." } },
    });
    expect((await call("comment/add", { articleId, content: "<b></b>" }, ann.headers)).body.code).toBe(40);
    expect((await call("comment/add", { articleId, content: "x".repeat(1001) }, ann.headers)).body.code).toBe(40);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM comments WHERE article_id = ?")
      .bind(articleId)
      .first<{ n: number }>();
    expect(after!.n).toBe(before!.n);

    await call("comment/add", { articleId, content: "Second thread" }, bob.headers);
    const page1 = await call("comment/list", { articleId, pageSize: 1 });
    expect(page1.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.body.data.list).toHaveLength(1);
    expect(page1.body.data.list[0]).toMatchObject({
      content: "Great read!",
      replies: [{ content: "Agreed", parentId: first.body.data.id }],
    });
    const page2 = await call("comment/list", { articleId, page: 2, pageSize: 1 });
    expect(page2.body.data.list[0]).toMatchObject({ content: "Second thread", replies: [] });
  });

  it("answers not found for an unknown article", async () => {
    const customer = await signedInCustomer();
    expect((await call("comment/list", { articleId: 99_999_999 })).body.code).toBe(41);
    expect((await call("comment/add", { articleId: 99_999_999, content: "Hi" }, customer.headers)).body.code).toBe(41);
  });
});

describe("comments on the article page", () => {
  it("come with the route request's article data, paged by ?comments=", async () => {
    const article = await env.DB.prepare(
      "SELECT a.id, a.slug FROM articles a WHERE a.status = 'published' AND EXISTS (SELECT 1 FROM comments c WHERE c.article_id = a.id) LIMIT 1",
    ).first<{ id: number; slug: string }>();
    const page = await route(`/article/${article!.slug}`);
    expect(page.body.data.data.comments).toEqual(
      (await call("comment/list", { articleId: article!.id, pageSize: 10 })).body.data,
    );
    expect((await route(`/article/${article!.slug}?comments=2`)).body.data.data.comments.page).toBe(2);
  });
});
