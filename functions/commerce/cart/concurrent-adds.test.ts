/**
 * Two tabs adding at the same moment (ADR 180): neither add is lost, whichever store CART_STORE
 * names (this file runs in the "commerce" project with Durable Objects and in
 * "commerce-d1-carts" with D1), and the answer says which store served it.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { cartStoreKind } from "./store";
import { call, seedDemoShop } from "../test/shop";
import { signedInCustomer, skusWithStock } from "../test/shoppers";

beforeAll(() => seedDemoShop(20));

const store = cartStoreKind(env);
const quantities = (items: { sku: string; quantity: number }[]) =>
  Object.fromEntries(items.map((item) => [item.sku, item.quantity]));

describe(`concurrent adds to one cart (${store})`, () => {
  it("names the store that answered", async () => {
    const answer = await call("cart/list", {});
    expect(answer.headers.get("x-cart-store")).toBe(store);
  });

  it("two adds of the same SKU give quantity 2", async () => {
    const [sku] = await skusWithStock(1, 10);
    const headers = { "x-cart": (await call("cart/list", {})).body.data.cartId };
    const both = await Promise.all([call("cart/add", { sku }, headers), call("cart/add", { sku }, headers)]);
    expect(both.map((answer) => answer.body.code)).toEqual([0, 0]);
    const cart = await call("cart/list", {}, headers);
    expect(quantities(cart.body.data.items)).toEqual({ [sku]: 2 });
  });

  it("two adds of different SKUs give both lines", async () => {
    const [a, b] = await skusWithStock(2, 10);
    const headers = { "x-cart": (await call("cart/list", {})).body.data.cartId };
    await Promise.all([call("cart/add", { sku: a }, headers), call("cart/add", { sku: b }, headers)]);
    const cart = await call("cart/list", {}, headers);
    expect(quantities(cart.body.data.items)).toEqual({ [a]: 1, [b]: 1 });
  });

  it("many adds at once never pass the stock", async () => {
    const [sku] = await skusWithStock(1, 3);
    const customer = await signedInCustomer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => call("cart/add", { sku }, customer.headers)));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(3);
    const cart = await call("cart/list", {}, customer.headers);
    expect(quantities(cart.body.data.items)).toEqual({ [sku]: 3 });
  });
});
