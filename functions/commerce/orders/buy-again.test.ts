import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { placeOrder } from "../test/place-order";
import { cartLinesOf, layOutCart, signedInCustomer, skusWithStock } from "../test/shoppers";

beforeAll(() => seedDemoShop(60));

const setStock = (sku: string, stock: number) =>
  env.DB.prepare("UPDATE product_skus SET stock = ? WHERE sku = ?").bind(stock, sku).run();
const setProductStatus = (sku: string, status: string) =>
  env.DB.prepare("UPDATE products SET status = ? WHERE id = (SELECT product_id FROM product_skus WHERE sku = ?)")
    .bind(status, sku)
    .run();
const cartRows = async (cartId: string) =>
  (await cartLinesOf(cartId))
    .map(({ sku, quantity }) => ({ sku, quantity }))
    .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));

describe("order/buyAgain", () => {
  it("puts a cancelled order's sellable items into the cart, bounded by stock, and says what did not fit", async () => {
    const customer = await signedInCustomer();
    const [plenty, scarce, gone, withdrawn] = await skusWithStock(4, 10);
    const { orderNo } = await placeOrder({
      headers: customer.headers,
      items: [
        { sku: plenty, quantity: 2 },
        { sku: scarce, quantity: 3 },
        { sku: gone, quantity: 1 },
        { sku: withdrawn, quantity: 1 },
      ],
    });
    expect((await call("order/cancel", { orderNo }, customer.headers)).body.data.actions).toEqual(["buyAgain"]);
    await setStock(scarce, 1);
    await setStock(gone, 0);
    await setProductStatus(withdrawn, "draft");
    try {
      const answer = await call("order/buyAgain", { orderNo, total: 0, price: 0 }, customer.headers);
      expect(answer.body.code).toBe(0);
      const { cart, added, skipped } = answer.body.data;
      expect(cart.items.map((item: any) => [item.sku, item.quantity, item.selected]).sort()).toEqual(
        [
          [plenty, 2, true],
          [scarce, 1, true],
        ].sort(),
      );
      expect(added.map((line: any) => [line.sku, line.added]).sort()).toEqual(
        [
          [plenty, 2],
          [scarce, 1],
        ].sort(),
      );
      const reasons = Object.fromEntries(
        skipped.map((line: any) => [line.sku, [line.reason, line.wanted, line.added]]),
      );
      expect(reasons).toEqual({
        [scarce]: ["stockLimit", 3, 1],
        [gone]: ["outOfStock", 1, 0],
        [withdrawn]: ["unavailable", 1, 0],
      });
      const scarceLine = skipped.find((line: any) => line.sku === scarce);
      expect(scarceLine.message).toBe(`${scarceLine.title}: only 1 left in stock, so fewer were added.`);
      expect(await cartRows(`u_${customer.id}`)).toEqual(
        [
          { sku: plenty, quantity: 2 },
          { sku: scarce, quantity: 1 },
        ].sort((a, b) => a.sku.localeCompare(b.sku)),
      );

      // Again: the cart already holds all the stock there is of `scarce`; `plenty` adds up.
      const again = await call("order/buyAgain", { orderNo }, { ...customer.headers, "x-lang": "zh" });
      expect(again.body.data.cart.items.find((item: any) => item.sku === plenty).quantity).toBe(4);
      expect(again.body.data.skipped.find((line: any) => line.sku === scarce)).toMatchObject({
        reason: "stockLimit",
        added: 0,
      });
      expect(again.body.data.skipped.find((line: any) => line.sku === gone).message).toMatch(/已售罄/);
    } finally {
      await setProductStatus(withdrawn, "published");
    }
  });

  it("refuses orders still in progress and other shoppers' orders, changing no cart", async () => {
    const customer = await signedInCustomer();
    const [sku] = await skusWithStock(1, 10);
    const { orderNo } = await placeOrder({ headers: customer.headers, items: [{ sku, quantity: 1 }] });
    const refused = await call("order/buyAgain", { orderNo }, customer.headers);
    expect(refused.body).toMatchObject({ code: 41, msg: "This order can no longer be changed that way." });
    await call("order/cancel", { orderNo }, customer.headers);

    const stranger = await signedInCustomer();
    const theirs = await call("order/buyAgain", { orderNo }, stranger.headers);
    const missing = await call("order/buyAgain", { orderNo: "20000101000000" }, stranger.headers);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body.code).toBe(41);
    const visitor = await call(
      "order/buyAgain",
      { orderNo },
      { "x-cart": (await call("cart/list", {})).body.data.cartId },
    );
    expect(visitor.body).toEqual(missing.body);
    expect(await cartRows(`u_${customer.id}`)).toEqual([]);
    expect(await cartRows(`u_${stranger.id}`)).toEqual([]);

    const bad = await call("order/buyAgain", { orderNo: "1; DROP TABLE orders" }, customer.headers);
    expect(bad.body.code).toBe(40);
    expect(Object.keys(bad.body.data.fields)).toEqual(["orderNo"]);
  });

  it("fills a visitor's own cart from an order placed with it, and says when the cart is full", async () => {
    const [first, second] = await skusWithStock(2, 10);
    const { orderNo, headers } = await placeOrder({
      items: [
        { sku: first, quantity: 1 },
        { sku: second, quantity: 1 },
      ],
    });
    await call("order/cancel", { orderNo }, headers);
    // 99 other lines: room for one more SKU only.
    const cartId = headers["x-cart"];
    const { results: others } = await env.DB.prepare(
      "SELECT sku FROM product_skus WHERE sku NOT IN (?, ?) AND stock > 0 LIMIT 99",
    )
      .bind(first, second)
      .run<{ sku: string }>();
    await layOutCart(
      cartId,
      others.map(({ sku }) => ({ sku, quantity: 1, selected: false })),
    );
    const answer = await call("order/buyAgain", { orderNo }, headers);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.cart.items).toHaveLength(100);
    expect(answer.body.data.added.map((line: any) => line.sku)).toEqual([first]);
    expect(answer.body.data.skipped).toMatchObject([{ sku: second, reason: "cartFull", added: 0 }]);
  });
});
