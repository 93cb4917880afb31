/**
 * The cart count in shopper/parts comes from D1, in the one statement that checks the session
 * (ADR 382): with carts in Durable Objects, every change of a customer's cart writes its count to
 * cart_counts, so the parts read asks no object. The count must be right on the very next read
 * after an add, a change, a removal and an order, under both cart stores (this file runs in the
 * commerce and commerce-d1-carts projects), and even when a replica lags.
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import commerce from "../index";
import { call, ORIGIN, seedDemoShop } from "../test/shop";
import { submitBody } from "../test/place-order";
import { askShopperParts } from "../test/ask-shopper-parts";
import { signedInCustomer, skusWithStock } from "../test/shoppers";
import { auth, freshIp, signUp } from "../test/accounts";
import { replicatedDatabase } from "../test/simulated-replica";
import { cartStoreKind } from "../cart/store";
import { BOOKMARK_HEADER } from "../../contract/d1-bookmark";

beforeAll(async () => {
  await seedDemoShop(60);
  await applyD1Migrations(env.REPLICA, env.TEST_MIGRATIONS);
});

const objects = cartStoreKind(env) === "durable-object";

async function parts(headers: Record<string, string>, db?: D1Database) {
  const { body, trips, objectCalls } = await askShopperParts(headers, db);
  return { code: body.code, count: body.data?.cartCount, trips, objectCalls };
}

const storedCount = (cartId: string) =>
  env.DB.prepare("SELECT units, version FROM cart_counts WHERE cart_id = ?")
    .bind(cartId)
    .first<{ units: number; version: number }>();

describe("shopper/parts' cart count", () => {
  it("is right on the next read after an add, a change, a removal and an order, in one D1 trip and no object call", async () => {
    const customer = await signedInCustomer();
    const [a, b] = await skusWithStock(2, 9);
    const expectCount = async (count: number, step: string) =>
      expect(await parts(customer.headers), step).toEqual({ code: 0, count, trips: 1, objectCalls: 0 });

    await call("cart/add", { sku: a, quantity: 2 }, customer.headers);
    await expectCount(2, "after the first add");
    const added = await call("cart/add", { sku: b, quantity: 1 }, customer.headers);
    await expectCount(3, "after the second add");
    const lineOf = (sku: string) => added.body.data.items.find((item: { sku: string }) => item.sku === sku).id;
    await call("cart/update", { id: lineOf(a), quantity: 4 }, customer.headers);
    await expectCount(5, "after a change of quantity");
    await call("cart/remove", { ids: [lineOf(b)] }, customer.headers);
    await expectCount(4, "after a removal");
    const created = await call("checkout/create", {}, customer.headers);
    expect(created.body.code).toBe(0);
    expect((await call("checkout/submit", submitBody(created.body.data.slug), customer.headers)).body.code).toBe(0);
    await expectCount(0, "after the order");
  });

  it("is right after a sign-in folds a visitor's cart into the customer's", async () => {
    const { account, password, token } = await signUp();
    const [a, b] = await skusWithStock(2, 9);
    await call("cart/add", { sku: a, quantity: 1 }, auth(token));
    expect((await parts(auth(token))).count).toBe(1);
    const visitor = await call("cart/add", { sku: b, quantity: 2 });
    const signedIn = await call(
      "auth/signin",
      { account, password },
      { ...freshIp(), ...auth(token), "x-cart": visitor.body.data.cartId },
    );
    expect(signedIn.body.code).toBe(0);
    expect(await parts(auth(signedIn.body.data.token))).toEqual({ code: 0, count: 3, trips: 1, objectCalls: 0 });
  });

  it.runIf(objects)("of a cart with no count in D1 yet is asked of its object once, then read from D1", async () => {
    const customer = await signedInCustomer();
    const [sku] = await skusWithStock(1, 9);
    await call("cart/add", { sku, quantity: 3 }, customer.headers);
    // As a cart last changed before the count was kept in D1.
    await env.DB.prepare("DELETE FROM cart_counts WHERE cart_id = ?").bind(`u_${customer.id}`).run();
    expect(await parts(customer.headers)).toEqual({ code: 0, count: 3, trips: 2, objectCalls: 1 });
    expect(await parts(customer.headers)).toEqual({ code: 0, count: 3, trips: 1, objectCalls: 0 });
  });

  it.runIf(objects)("never replaces a newer count with an older one", async () => {
    const customer = await signedInCustomer();
    const cartId = `u_${customer.id}`;
    const [sku] = await skusWithStock(1, 9);
    await call("cart/add", { sku, quantity: 1 }, customer.headers);
    const first = await storedCount(cartId);
    expect(first).toEqual({ units: 1, version: expect.any(Number) });
    // A write that lost a race (an older change number) arrives after a newer one: it is ignored.
    await env.DB.prepare("UPDATE cart_counts SET units = 7, version = version + 5 WHERE cart_id = ?")
      .bind(cartId)
      .run();
    await call("cart/add", { sku, quantity: 1 }, customer.headers);
    expect(await storedCount(cartId)).toEqual({ units: 7, version: first!.version + 5 });
    await call("cart/add", { sku, quantity: 1 }, customer.headers); // version + 2 … still older
    expect((await storedCount(cartId))!.units).toBe(7);
  });

  it("is the new count on a lagging replica when the change's bookmark comes along", async () => {
    const customer = await signedInCustomer();
    const [sku] = await skusWithStock(1, 9);
    const replicated = replicatedDatabase(env.DB, env.REPLICA);
    await replicated.replicate();
    const add = new Request(`${ORIGIN}/api/web/cart/add`, {
      method: "POST",
      headers: { "content-type": "application/json", ...customer.headers },
      body: JSON.stringify({ sku, quantity: 2 }),
    });
    const answer = await commerce.fetch(add, { ...env, DB: replicated.db }, {} as ExecutionContext);
    const bookmark = answer.headers.get(BOOKMARK_HEADER)!;
    expect((await parts({ ...customer.headers, [BOOKMARK_HEADER]: bookmark }, replicated.db)).count).toBe(2);
  });
});
