import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { auth, freshIp, signUp } from "../test/accounts";
import { uploadPicture } from "../test/uploads";

const probes = [
  "<script>alert(1)</script>",
  '<img src="/a.png" onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<svg onload="alert(1)"><circle/></svg>',
  '<div style="position:fixed;inset:0;z-index:9999" class="fixed inset-0">over</div>',
  '<iframe src="https://evil.example"></iframe>',
];

describe("user/article/*", () => {
  it("writes, publishes with the author, lists, edits and deletes an own article", async () => {
    const { token } = await signUp();
    await call("user/editName", { firstName: "Ada", lastName: "King", nickname: "ada" }, auth(token));
    const saved = await call(
      "user/article/save",
      { title: "My first post!", content: "<p>Hello <strong>world</strong></p>" },
      auth(token),
    );
    expect(saved.body.data).toMatchObject({
      title: "My first post!",
      author: "ada",
      status: "published",
      slug: expect.stringMatching(/^my-first-post-\d{6}$/),
    });
    const detail = await call("article/detail", { slug: saved.body.data.slug });
    expect(detail.body.data).toMatchObject({
      title: "My first post!",
      author: "ada",
      content: "<p>Hello <strong>world</strong></p>",
    });
    const edited = await call(
      "user/article/save",
      { id: saved.body.data.id, title: "Edited", content: "<p>New</p>", slug: "edited-post" },
      auth(token),
    );
    expect(edited.body.data).toMatchObject({ id: saved.body.data.id, title: "Edited", slug: "edited-post" });
    const list = (await call("user/article/list", {}, auth(token))).body.data;
    expect(list).toMatchObject({ total: 1, list: [{ id: saved.body.data.id, title: "Edited" }] });
    // Customers' articles stay out of the shop's journal.
    const journal = (await call("article/list", { pageSize: 100 })).body.data.list.map((a: { id: number }) => a.id);
    expect(journal).not.toContain(saved.body.data.id);
    expect((await call("user/article/delete", { id: saved.body.data.id }, auth(token))).body.code).toBe(0);
    expect((await call("article/detail", { slug: "edited-post" })).body.code).toBe(41);
  });

  it("strips XSS probes on save", async () => {
    const { token } = await signUp();
    const saved = await call(
      "user/article/save",
      { title: "Probes", content: `<p>kept</p>${probes.join("")}` },
      auth(token),
    );
    const stored = await env.DB.prepare("SELECT content FROM articles WHERE id = ?")
      .bind(saved.body.data.id)
      .first<{ content: string }>();
    expect(stored!.content).toContain("<p>kept</p>");
    expect(stored!.content).not.toMatch(/<script|onerror|onload|javascript:|<svg|style=|class=|<iframe/i);
    expect(
      (await call("user/article/save", { title: "Only a script", content: "<script>alert(1)</script>" }, auth(token)))
        .body.code,
    ).toBe(40);
  });

  it("refuses bad input with code 40 and another customer's article with 41", async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const mine = (
      await call("user/article/save", { title: "Mine", content: "<p>x</p>", slug: "mine-only" }, auth(owner.token))
    ).body.data;
    for (const bad of [
      { title: "", content: "<p>x</p>" },
      { title: "t", content: "" },
      { title: "t", content: "<p>x</p>", slug: "Bad Slug" },
      { title: "t", content: "<p>x</p>", thumbnail: "javascript:alert(1)" },
    ]) {
      expect((await call("user/article/save", bad, auth(intruder.token))).body.code, JSON.stringify(bad)).toBe(40);
    }
    expect(
      (await call("user/article/save", { title: "t", content: "<p>x</p>", slug: "mine-only" }, auth(intruder.token)))
        .body.data.fields,
    ).toHaveProperty("slug");
    expect(
      (await call("user/article/save", { id: mine.id, title: "Hacked", content: "<p>x</p>" }, auth(intruder.token)))
        .body.code,
    ).toBe(41);
    expect((await call("user/article/delete", { id: mine.id }, auth(intruder.token))).body.code).toBe(41);
    expect((await call("user/article/list", {}, auth(intruder.token))).body.data.total).toBe(0);
    expect((await call("article/detail", { slug: "mine-only" })).body.data.title).toBe("Mine");
  });

  it("takes an upload as thumbnail only when it is the customer's own", async () => {
    const { token } = await signUp();
    const own = await uploadPicture(auth(token));
    const someoneElses = await uploadPicture(auth((await signUp()).token));
    for (const thumbnail of [
      someoneElses,
      "/api/web/media/uploads/images/20260101/made-up.png",
      "/api/web/media/uploads/../x.png",
    ]) {
      const refused = await call(
        "user/article/save",
        { title: "Pictured", content: "<p>x</p>", thumbnail },
        auth(token),
      );
      expect(refused.body).toMatchObject({
        code: 40,
        data: { fields: { thumbnail: "Please upload the image first." } },
      });
    }
    const saved = await call(
      "user/article/save",
      { title: "Pictured", content: "<p>x</p>", thumbnail: own },
      auth(token, freshIp()),
    );
    expect(saved.body.data.thumbnail).toBe(own);
    // Any https picture stays allowed: it is not this shop's upload to protect.
    expect(
      (
        await call(
          "user/article/save",
          { title: "Linked", content: "<p>x</p>", thumbnail: "https://cdn.example/a.png" },
          auth(token),
        )
      ).body.code,
    ).toBe(0);
  });
});
