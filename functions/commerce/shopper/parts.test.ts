/**
 * shopper/parts: the personal parts the Worker writes into a cached page (ADR 270) in one D1
 * round trip: name fields, cart units and the favourites' ids, never another shopper's.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { askShopperParts } from "../test/ask-shopper-parts";
import { signedInCustomer, skusWithStock } from "../test/shoppers";
import { cartStoreKind } from "../cart/store";

beforeAll(() => seedDemoShop(60));

const objects = cartStoreKind(env) === "durable-object";

const parts = askShopperParts;

describe("shopper/parts", () => {
  it("answers a customer's name, cart units and favourites in one round trip", async () => {
    const customer = await signedInCustomer();
    const other = await signedInCustomer();
    const [sku] = await skusWithStock(1, 9);
    await call("cart/add", { sku, quantity: 2 }, customer.headers);
    const product = (
      await env.DB.prepare("SELECT id FROM products WHERE status = 'published' LIMIT 2").all<{
        id: number;
      }>()
    ).results;
    await call("favorite/add", { type: "product", id: product[0].id }, customer.headers);
    await call("favorite/add", { type: "product", id: product[1].id }, other.headers);
    const answer = await parts(customer.headers);
    expect(answer.body).toMatchObject({
      code: 0,
      data: { user: { id: customer.id, email: customer.email }, cartCount: 2 },
    });
    expect(answer.body.data?.favorites).toEqual({ article: [], product: [product[0].id], page: [] });
    expect(answer.trips).toBe(1);
  });

  it("answers a visitor's cart units with no D1 read for the account, and refuses an unknown token", async () => {
    const [sku] = await skusWithStock(1, 9);
    const cartId = (await call("cart/add", { sku, quantity: 3 })).body.data.cartId as string;
    const visitor = await parts({ "x-cart": cartId });
    expect(visitor.body).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { user: null, cartCount: 3, favorites: { article: [], product: [], page: [] } },
    });
    expect(visitor.trips).toBe(objects ? 0 : 1);
    expect((await parts({ "x-auth": "no-such-token" })).body).toMatchObject({ code: 50, data: null });
  });

  it("serves summary and parts alike from one isolate's statements, and refuses a session revoked between two pages", async () => {
    // The statement text is built once per store and favourites flag (ADR 392): summary (no
    // favourites) and parts (favourites) asked in turn must each get their own, for their own customer.
    const customer = await signedInCustomer();
    const other = await signedInCustomer();
    const product = (
      await env.DB.prepare("SELECT id FROM products WHERE status = 'published' LIMIT 1").all<{ id: number }>()
    ).results[0].id;
    await call("favorite/add", { type: "product", id: product }, customer.headers);
    for (let page = 0; page < 2; page++) {
      const summary = await call("shopper/summary", {}, customer.headers);
      expect(summary.body.data).toMatchObject({ user: { id: customer.id } });
      expect(summary.body.data).not.toHaveProperty("favorites");
      expect((await parts(customer.headers)).body.data).toMatchObject({ favorites: { product: [product] } });
      expect((await parts(other.headers)).body.data).toMatchObject({
        user: { id: other.id },
        favorites: { product: [] },
      });
    }
    await env.DB.prepare("UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ?")
      .bind(customer.id)
      .run();
    expect((await parts(customer.headers)).body).toMatchObject({ code: 51, data: null });
    expect((await parts(other.headers)).body).toMatchObject({ code: 0, data: { user: { id: other.id } } });
  });

  it("reads a POST without a body as `{}`: parts answer, a call that needs input refuses with code 40", async () => {
    const customer = await signedInCustomer();
    expect((await call("shopper/parts", undefined, customer.headers)).body).toMatchObject({
      code: 0,
      data: { user: { id: customer.id } },
    });
    const refused = await call("cart/add", undefined, customer.headers);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 40, data: { fields: { sku: expect.any(String) } } });
    // A body that is not JSON is still refused (the check for a missing body reads nothing else).
    expect((await call("shopper/parts", "{not json", customer.headers)).body).toMatchObject({ code: 40 });
  });
});
