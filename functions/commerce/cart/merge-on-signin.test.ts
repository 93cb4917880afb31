/** Signing in folds the visitor's cart (x-cart) into the customer's, in the sign-in's own batch. */
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { auth, freshIp, signUp } from "../test/accounts";
import { skusWithStock } from "../test/shoppers";

beforeAll(() => seedDemoShop(20));

describe("signing in with a visitor cart", () => {
  it("moves the visitor's lines into the customer's cart", async () => {
    const { account, password, token } = await signUp();
    const sku = "NW-000001-NAVY-M";
    const visitor = await call("cart/add", { sku, quantity: 2 });
    expect(visitor.body.code).toBe(0);
    const cartId = visitor.body.data.cartId as string;

    const signedIn = await call(
      "auth/signin",
      { account, password },
      { ...freshIp(), ...auth(token), "x-cart": cartId },
    );
    expect(signedIn.body.code).toBe(0);
    const cart = await call("cart/list", {}, auth(signedIn.body.data.token));
    expect(cart.body.data.items).toMatchObject([{ sku, quantity: 2 }]);
    // The visitor cart is gone: its id now names an empty cart.
    expect((await call("cart/list", {}, { "x-cart": cartId })).body.data.items).toEqual([]);
  });

  it("merges once when two sign-ins bring the same visitor cart at the same moment", async () => {
    const { account, password, token } = await signUp();
    const [sku] = await skusWithStock(1, 5);
    const visitor = await call("cart/add", { sku, quantity: 2 });
    expect(visitor.body.code).toBe(0);
    const cartId = visitor.body.data.cartId as string;
    const signIn = () => call("auth/signin", { account, password }, { ...freshIp(), ...auth(token), "x-cart": cartId });

    const [first, second] = await Promise.all([signIn(), signIn()]);
    expect(
      [first.body, second.body].map((body) => body.code),
      JSON.stringify([first.body, second.body]),
    ).toEqual([0, 0]);
    const cart = await call("cart/list", {}, auth(first.body.data.token));
    expect(cart.body.data.items).toMatchObject([{ sku, quantity: 2 }]);
  });
});
