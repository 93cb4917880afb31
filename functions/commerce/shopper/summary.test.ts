/**
 * shopper/summary: the page shell's name and cart badge in one D1 round trip, with the session
 * checked as strictly as every customer call (ADR 085); and the customer calls that now check
 * the session in their own batch (cart/list, cart/count, user/info) keep their answers. Where
 * carts live in Durable Objects (ADR 180) the cart is one object call instead of D1 work.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import commerce from "../index";
import { call, ORIGIN, seedDemoShop } from "../test/shop";
import { countingDatabase, countingNamespace } from "../test/round-trip-counter";
import { signedInCustomer, skusWithStock } from "../test/shoppers";
import { cartStoreKind } from "../cart/store";
import { tokenHash } from "../kernel/http/customer";

beforeAll(() => seedDemoShop(60));

const objects = cartStoreKind(env) === "durable-object";
/** What reading a cart costs beyond the D1 work both stores share: D1 trips, or object calls. */
const cartCost = (d1Trips: number, objectTrips: number, objectCalls: number) =>
  objects ? { trips: objectTrips, objectCalls } : { trips: d1Trips, objectCalls: 0 };

async function measured(path: string, headers: Record<string, string>) {
  const counter = countingDatabase(env.DB);
  const request = new Request(`${ORIGIN}/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: "{}",
  });
  const cart = countingNamespace(env.CART);
  const response = await commerce.fetch(
    request,
    { ...env, DB: counter.db, CART: cart.namespace },
    {} as ExecutionContext,
  );
  return {
    trips: counter.trips(),
    objectCalls: cart.calls(),
    status: response.status,
    body: (await response.json()) as { code: number; data: any },
  };
}

describe("shopper/summary", () => {
  it("answers a customer's name fields and cart units in one round trip", async () => {
    const customer = await signedInCustomer();
    await env.DB.prepare(
      "UPDATE users SET nickname = 'Ada', first_name = 'Ada', last_name = 'Lovelace', mobile = '13800138000', country_code = '+86' WHERE id = ?",
    )
      .bind(customer.id)
      .run();
    const [sku] = await skusWithStock(1, 9);
    await call("cart/add", { sku, quantity: 3 }, customer.headers);
    const answer = await measured("shopper/summary", customer.headers);
    expect(answer.body).toMatchObject({
      code: 0,
      data: {
        user: {
          id: customer.id,
          email: customer.email,
          nickname: "Ada",
          fullName: "Ada Lovelace",
          mobile: "13800138000",
          countryCode: "+86",
        },
        cartCount: 3,
      },
    });
    expect(Object.keys(answer.body.data.user).sort()).toEqual([
      "countryCode",
      "email",
      "fullName",
      "id",
      "mobile",
      "nickname",
    ]);
    // A customer's count is kept in D1 by every change of the cart (ADR 382): no object call.
    expect(answer).toMatchObject({ trips: 1, objectCalls: 0 });
  });

  it("answers a visitor's cart units in one round trip, and nothing without a cart", async () => {
    const [sku] = await skusWithStock(1, 9);
    const cartId = (await call("cart/add", { sku, quantity: 2 })).body.data.cartId as string;
    expect(await measured("shopper/summary", { "x-cart": cartId })).toMatchObject({
      ...cartCost(1, 0, 1),
      body: { code: 0, data: { user: null, cartCount: 2 } },
    });
    expect(await measured("shopper/summary", {})).toMatchObject({
      trips: 0,
      body: { code: 0, data: { user: null, cartCount: 0 } },
    });
    // A visitor cannot read a customer's cart by naming it.
    const customer = await signedInCustomer();
    await call("cart/add", { sku, quantity: 1 }, customer.headers);
    expect((await measured("shopper/summary", { "x-cart": `u_${customer.id}` })).body.data.cartCount).toBe(0);
  });

  it("refuses an unknown token (50) and a revoked session (51), never answering its cart", async () => {
    expect(await measured("shopper/summary", { "x-auth": "no-such-token" })).toMatchObject({
      status: 401,
      trips: 1,
      body: { code: 50, data: null },
    });
    const customer = await signedInCustomer();
    const [sku] = await skusWithStock(1, 9);
    await call("cart/add", { sku, quantity: 1 }, customer.headers);
    await env.DB.prepare("UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ?")
      .bind(customer.id)
      .run();
    for (const path of ["shopper/summary", "cart/count", "cart/list", "user/info"]) {
      const answer = await measured(path, customer.headers);
      expect(answer.body, path).toMatchObject({ code: 51, data: null });
      expect(answer.trips, path).toBe(1);
    }
  });

  it("refuses an idle session (50) and touches a live one last seen minutes ago", async () => {
    const idle = await signedInCustomer();
    await env.DB.prepare("UPDATE sessions SET last_seen_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ?")
      .bind(idle.id)
      .run();
    expect((await measured("shopper/summary", idle.headers)).body.code).toBe(50);
    expect(
      (await env.DB.prepare("SELECT last_seen_at FROM sessions WHERE user_id = ?")
        .bind(idle.id)
        .first<{ last_seen_at: string }>())!.last_seen_at,
    ).toBe("2000-01-01T00:00:00.000Z");

    const stale = await signedInCustomer();
    // A cart never changed has no count in D1 yet: the first answer writes it (ADR 382).
    expect(await measured("shopper/summary", stale.headers)).toMatchObject(cartCost(1, 2, 1));
    expect(await measured("shopper/summary", stale.headers)).toMatchObject({ trips: 1, objectCalls: 0 });
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE user_id = ?").bind(hourAgo, stale.id).run();
    // The touch is a trip of its own, at most once every few minutes per session (as in requireCustomer).
    expect(await measured("shopper/summary", stale.headers)).toMatchObject({ trips: 2, body: { code: 0 } });
    expect(await measured("shopper/summary", stale.headers)).toMatchObject({ trips: 1, body: { code: 0 } });
    const seen = (await env.DB.prepare("SELECT last_seen_at FROM sessions WHERE user_id = ?")
      .bind(stale.id)
      .first<{ last_seen_at: string }>())!.last_seen_at;
    expect(seen > hourAgo).toBe(true);
  });
});

describe("customer calls with the session check in their own batch", () => {
  it("cart/list, cart/count and user/info answer the customer's own data in one round trip", async () => {
    const customer = await signedInCustomer();
    const other = await signedInCustomer();
    const [sku, theirs] = await skusWithStock(2, 9);
    await call("cart/add", { sku, quantity: 2 }, customer.headers);
    await call("cart/add", { sku: theirs, quantity: 5 }, other.headers);
    // The isolate has seen this session (the add): the object is asked first, prices with the session check.
    const list = await measured("cart/list", customer.headers);
    expect(list).toMatchObject(cartCost(1, 1, 1));
    // A session this isolate has not seen: the object store needs the customer's id first, then prices.
    const token = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO sessions (id, user_id, token_hash, method) VALUES (?, ?, ?, 'password')")
      .bind(crypto.randomUUID(), customer.id, await tokenHash(token))
      .run();
    const fresh = await measured("cart/list", { "x-auth": token });
    expect(fresh).toMatchObject(cartCost(1, 2, 1));
    expect(fresh.body.data).toEqual(list.body.data);
    expect(list.body.data).toMatchObject({ cartId: null, count: 2, items: [{ sku, quantity: 2 }] });
    expect(await measured("cart/count", customer.headers)).toMatchObject({
      ...cartCost(1, 1, 1),
      body: { code: 0, data: { count: 2 } },
    });
    const info = await measured("user/info", customer.headers);
    expect(info).toMatchObject({ trips: 1, body: { code: 0, data: { id: customer.id, email: customer.email } } });
  });
});
