import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { auth, freshIp, signUp } from "../test/accounts";
import { skusWithStock } from "../test/shoppers";

beforeAll(() => seedDemoShop(60));

const skus = skusWithStock;

describe("visitor cart", () => {
  it("issues a cartId on the first answer, in the data and the x-cart header", async () => {
    const first = await call("cart/list", {});
    expect(first.body.code).toBe(0);
    expect(first.body.data).toEqual({
      cartId: expect.stringMatching(/^v_[0-9a-f]{32}$/),
      items: [],
      count: 0,
      subtotal: 0,
      currency: "USD",
    });
    expect(first.headers.get("x-cart")).toBe(first.body.data.cartId);
    const again = await call("cart/list", {}, { "x-cart": first.body.data.cartId });
    expect(again.headers.get("x-cart")).toBeNull();
    expect(again.body.data.cartId).toBe(first.body.data.cartId);
  });

  it("adds, prices from the SKU table, selects, bounds by stock and removes", async () => {
    const [a, b] = await skus(2, 5);
    // A price sent by the client is ignored.
    const first = await call("cart/add", { sku: a, quantity: 2, price: 1 });
    const cartId = first.body.data.cartId;
    const headers = { "x-cart": cartId };
    await call("cart/add", { sku: b, quantity: 1 }, headers);
    const both = await call("cart/add", { sku: a }, headers);
    const price = (await env.DB.prepare("SELECT price FROM product_skus WHERE sku = ?")
      .bind(a)
      .first<{ price: number }>())!.price;
    const lineA = both.body.data.items.find((item: any) => item.sku === a);
    expect(lineA).toMatchObject({ quantity: 3, price, stock: 5, selected: true, available: true });
    expect(both.body.data.count).toBe(4);

    const tooMany = await call("cart/add", { sku: a, quantity: 3 }, headers);
    expect(tooMany.body).toMatchObject({ code: 40, data: { fields: { quantity: "Only 5 left in stock." } } });
    const update = await call("cart/update", { id: lineA.id, quantity: 6 }, { ...headers, "x-lang": "zh" });
    expect(update.body.data.fields.quantity).toBe("库存仅剩 5 件。");

    const lineB = both.body.data.items.find((item: any) => item.sku === b);
    const unselected = await call("cart/update", { id: lineB.id, selected: false }, headers);
    expect(unselected.body.data.subtotal).toBe(price * 3);
    const removed = await call("cart/remove", { ids: [lineA.id] }, headers);
    expect(removed.body.data.items.map((item: any) => item.sku)).toEqual([b]);
    expect((await call("cart/count", {}, headers)).body.data).toEqual({ count: 1 });
  });

  it("refuses sold-out and unknown SKUs, changing nothing", async () => {
    const [sold] = await skus(1, 0);
    const answer = await call("cart/add", { sku: sold });
    expect(answer.body.data.fields.quantity).toBe("This item is out of stock.");
    const unknown = await call("cart/add", { sku: "NO-SUCH-SKU" }, { "x-lang": "zh-HK" });
    expect(unknown.body.data.fields.sku).toBe("NO-SUCH-SKU 已下架。");
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM carts WHERE id = ?")
      .bind(answer.body.data?.cartId ?? "")
      .first<{ n: number }>())!;
    expect(n).toBe(0);
  });

  it("never touches another cart's lines (answered as not found)", async () => {
    const [a] = await skus(1, 5);
    const mine = await call("cart/add", { sku: a });
    const line = mine.body.data.items[0];
    const other = await call("cart/list", {});
    const headers = { "x-cart": other.body.data.cartId };
    expect((await call("cart/update", { id: line.id, quantity: 2 }, headers)).body.code).toBe(41);
    await call("cart/remove", { ids: [line.id] }, headers);
    const still = await call("cart/list", {}, { "x-cart": mine.body.data.cartId });
    expect(still.body.data.items).toHaveLength(1);
    // A forged id in a customer's shape is ignored: the visitor just gets a new cart.
    const forged = await call("cart/list", {}, { "x-cart": "u_1" });
    expect(forged.body.data.cartId).toMatch(/^v_/);
  });
});

describe("customer cart", () => {
  it("is the customer's own and absorbs the visitor cart on sign-in, bounded by stock", async () => {
    const [a, b] = await skus(2, 4);
    const { account, password, token } = await signUp();
    await call("cart/add", { sku: a, quantity: 3 }, auth(token));
    const visitor = await call("cart/add", { sku: a, quantity: 3 });
    await call("cart/add", { sku: b, quantity: 1 }, { "x-cart": visitor.body.data.cartId });

    // Signing in with the visitor cart's x-cart is what merges it.
    const signedIn = await call(
      "auth/signin",
      { account, password },
      { ...freshIp(), "x-cart": visitor.body.data.cartId },
    );
    expect(signedIn.body.code).toBe(0);
    const merged = await call("cart/list", {}, auth(signedIn.body.data.token));
    expect(merged.body.data.cartId).toBeNull();
    expect(Object.fromEntries(merged.body.data.items.map((item: any) => [item.sku, item.quantity]))).toEqual({
      [a]: 4,
      [b]: 1,
    });
    const gone = await call("cart/list", {}, { "x-cart": visitor.body.data.cartId });
    expect(gone.body.data.items).toEqual([]);
  });
});
