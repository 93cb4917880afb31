import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { auth, signUp } from "../test/accounts";

beforeAll(() => seedDemoShop(40));

const firstId = async (table: string) =>
  (await env.DB.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).first<{ id: number }>())!.id;

describe("favorite/*", () => {
  it("adds to the three lists, counts, lists and cancels", async () => {
    const { token } = await signUp();
    const empty = await call("favorite/wishList", {}, auth(token));
    expect(empty.body.data).toEqual({ article: [], product: [], page: [] });
    const ids = {
      product: await firstId("products"),
      article: await firstId("articles"),
      page: await firstId("pages"),
    };
    for (const [type, id] of Object.entries(ids)) {
      expect((await call("favorite/add", { type, id }, auth(token))).body.code).toBe(0);
      expect((await call("favorite/add", { type, id }, auth(token))).body.code).toBe(0);
    }
    expect((await call("favorite/count", {}, auth(token))).body.data).toEqual({ article: 1, product: 1, page: 1 });
    expect((await call("favorite/wishList", {}, auth(token))).body.data).toEqual({
      article: [ids.article],
      product: [ids.product],
      page: [ids.page],
    });
    const products = (await call("favorite/list", { type: "product" }, auth(token))).body.data;
    expect(products).toMatchObject({
      total: 1,
      page: 1,
      list: [{ id: ids.product, slug: expect.any(String), price: expect.any(Number) }],
    });
    const pages = (await call("favorite/list", { type: "page" }, auth(token))).body.data;
    expect(pages.list).toEqual([{ id: ids.page, slug: expect.any(String), title: expect.any(String) }]);
    expect((await call("favorite/cancel", { type: "product", id: ids.product }, auth(token))).body.code).toBe(0);
    expect((await call("favorite/count", {}, auth(token))).body.data.product).toBe(0);
    const log = (await call("user/log", {}, auth(token))).body.data.list.map(
      (entry: { action: string }) => entry.action,
    );
    expect(log).toEqual(["favoriteRemoved", "favoriteAdded", "favoriteAdded", "favoriteAdded"]);
  });

  it("refuses unknown types and items with code 40, adding nothing", async () => {
    const { token, user } = await signUp();
    for (const bad of [
      { type: "coupon", id: 1 },
      { type: "product", id: -1 },
      { type: "product", id: 99_999_999 },
      { type: "product" },
    ]) {
      expect((await call("favorite/add", bad, auth(token))).body.code, JSON.stringify(bad)).toBe(40);
    }
    expect((await call("favorite/list", { type: "shoes" }, auth(token))).body.code).toBe(40);
    const n = await env.DB.prepare("SELECT count(*) AS n FROM favorites WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it("keeps each customer's lists apart and needs a session", async () => {
    const a = await signUp();
    const b = await signUp();
    const id = await firstId("products");
    await call("favorite/add", { type: "product", id }, auth(a.token));
    await call("favorite/cancel", { type: "product", id }, auth(b.token));
    expect((await call("favorite/wishList", {}, auth(a.token))).body.data.product).toEqual([id]);
    expect((await call("favorite/wishList", {}, auth(b.token))).body.data.product).toEqual([]);
    expect((await call("favorite/wishList", {})).body.code).toBe(50);
  });
});
