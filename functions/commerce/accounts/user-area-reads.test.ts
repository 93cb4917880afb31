/**
 * The user area's reads check the session in their own batch (customerBatch, ADR 085/160): one
 * D1 round trip each for a live session, the customer's own rows only, and for a revoked or
 * unknown session the code 50/51 refusal in that same trip with nothing of anyone answered.
 * The screens' combined answers (user/center, order/list's unpaidCount, favorite/list's counts)
 * agree with the calls they replace.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import commerce from "../index";
import { call, ORIGIN, seedDemoShop } from "../test/shop";
import { countingDatabase } from "../test/round-trip-counter";
import { placeOrder } from "../test/place-order";
import { NEW_ADDRESS, signedInCustomer, skusWithStock } from "../test/shoppers";

beforeAll(() => seedDemoShop(60));

async function measured(path: string, body: unknown, headers: Record<string, string>) {
  const counter = countingDatabase(env.DB);
  const request = new Request(`${ORIGIN}/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response = await commerce.fetch(request, { ...env, DB: counter.db }, {} as ExecutionContext);
  return {
    trips: counter.trips(),
    status: response.status,
    body: (await response.json()) as { code: number; data: any },
  };
}

type Shopper = Awaited<ReturnType<typeof signedInCustomer>>;

async function orderOf(customer: Shopper): Promise<string> {
  const [sku] = await skusWithStock(1, 5);
  return (await placeOrder({ items: [{ sku, quantity: 1 }], headers: customer.headers })).orderNo;
}

let customer: Shopper;
let other: Shopper;
let orders: string[];
let othersOrder: string;
let product: number;

beforeAll(async () => {
  customer = await signedInCustomer();
  other = await signedInCustomer();
  orders = [await orderOf(customer), await orderOf(customer)];
  othersOrder = await orderOf(other);
  product = (await env.DB.prepare("SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 1").first<{
    id: number;
  }>())!.id;
  for (const who of [customer, other]) {
    expect((await call("favorite/add", { type: "product", id: product }, who.headers)).body.code).toBe(0);
    expect((await call("address/save", { ...NEW_ADDRESS, city: `City ${who.id}` }, who.headers)).body.code).toBe(0);
  }
});

/** Every read the user area's pages make, with the input a page sends. */
const READS: [string, () => unknown][] = [
  ["user/center", () => ({ recentOrders: 5 })],
  ["order/list", () => ({})],
  ["order/list", () => ({ status: "unpaid", page: 1 })],
  ["order/detail", () => ({ orderNo: orders[0] })],
  ["order/unpaidCount", () => ({})],
  ["address/list", () => ({})],
  ["favorite/list", () => ({ type: "product" })],
  ["favorite/count", () => ({})],
  ["user/log", () => ({})],
  ["user/activity", () => ({})],
  ["user/sessions", () => ({})],
  ["return/list", () => ({})],
  ["user/article/list", () => ({})],
];

describe("user-area reads", () => {
  it.each(READS)("%s answers a live session in one round trip", async (path, body) => {
    const answer = await measured(path, body(), customer.headers);
    expect(answer.body.code, path).toBe(0);
    expect(answer.trips, path).toBe(1);
  });

  it("answer the customer's own rows only", async () => {
    const center = (await call("user/center", {}, customer.headers)).body.data;
    expect(center.user).toMatchObject({
      id: customer.id,
      email: customer.email,
      orderQuantity: 2,
      unpaidOrderCount: 2,
    });
    expect(center.recentOrders.map((o: { orderNo: string }) => o.orderNo)).toEqual([...orders].reverse());
    const list = (await call("order/list", {}, customer.headers)).body.data;
    expect(list).toMatchObject({ total: 2, unpaidCount: 2, page: 1, pageSize: 20 });
    expect(list.list.map((o: { orderNo: string }) => o.orderNo).sort()).toEqual([...orders].sort());
    expect((await call("order/detail", { orderNo: othersOrder }, customer.headers)).body.code).toBe(41);
    expect((await call("order/detail", { orderNo: orders[0] }, customer.headers)).body.data).toMatchObject({
      orderNo: orders[0],
      actions: ["pay", "cancel"],
    });
    expect((await call("address/list", {}, customer.headers)).body.data.map((a: { city: string }) => a.city)).toEqual([
      `City ${customer.id}`,
    ]);
    const sessions = (await call("user/sessions", {}, customer.headers)).body.data;
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });

  it("combined answers agree with the calls they replace", async () => {
    const list = (await call("order/list", { page: 1 }, customer.headers)).body.data;
    expect(list.unpaidCount).toBe((await call("order/unpaidCount", {}, customer.headers)).body.data.count);
    const favorites = (await call("favorite/list", { type: "product" }, customer.headers)).body.data;
    expect(favorites).toMatchObject({ total: 1, list: [{ id: product }] });
    expect(favorites.counts).toEqual((await call("favorite/count", {}, customer.headers)).body.data);
    expect(favorites.counts).toEqual({ article: 0, product: 1, page: 0 });
    const center = (await call("user/center", { recentOrders: 1 }, customer.headers)).body.data;
    expect(center.user).toEqual((await call("user/info", {}, customer.headers)).body.data);
    expect(center.recentOrders).toEqual(
      (await call("order/list", { page: 1, pageSize: 1 }, customer.headers)).body.data.list,
    );
    expect((await call("user/center", { recentOrders: 0 }, customer.headers)).body.code).toBe(40);
  });

  it("refuse a revoked session (51) and an unknown token (50) in the same round trip, answering nothing", async () => {
    const revoked = await signedInCustomer();
    await orderOf(revoked);
    await env.DB.prepare("UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ?")
      .bind(revoked.id)
      .run();
    for (const [path, body] of READS) {
      const dead = await measured(path, body(), revoked.headers);
      expect(dead.body, path).toMatchObject({ code: 51, data: null });
      expect(dead.trips, path).toBe(1);
      const unknown = await measured(path, body(), { "x-auth": "no-such-token" });
      expect(unknown.body, path).toMatchObject({ code: 50, data: null });
    }
  });

  it("ask visitors to sign in, except the unpaid count (0) and a visitor's own order", async () => {
    expect((await call("order/list", {})).body.code).toBe(50);
    expect((await call("user/center", {})).body.code).toBe(50);
    expect((await call("favorite/list", { type: "product" })).body.code).toBe(50);
    expect((await call("order/unpaidCount", {})).body.data).toEqual({ count: 0 });
    expect((await call("order/detail", { orderNo: orders[0] })).body.code).toBe(41);
  });
});
