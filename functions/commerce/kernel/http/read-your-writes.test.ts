/**
 * Read-your-writes through the real call handlers on a lagging read replica (ADR 175). Local D1
 * has no replicas, so test/simulated-replica.ts stands one in: a copy of the database that does
 * not receive writes until told. Each request opens one session (d1-session.ts) and answers its
 * bookmark; sent back as `x-d1-bookmark`, as the storefront does from its cookie, it makes the
 * next request read at least that far. Without it the same read comes from the stale copy: the
 * cart and the order go back in time, which is what the bookmark is for.
 */
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import commerce from "../../index";
import { call, ORIGIN, seedDemoShop } from "../../test/shop";
import { submitBody } from "../../test/place-order";
import { signedInCustomer, skusWithStock } from "../../test/shoppers";
import { replicatedDatabase, type ReplicatedDatabase } from "../../test/simulated-replica";
import { BOOKMARK_HEADER, isBookmark, laterBookmark } from "../../../contract/d1-bookmark";

beforeAll(async () => {
  await seedDemoShop(60);
  await applyD1Migrations(env.REPLICA, env.TEST_MIGRATIONS);
});

type Sent = { code: number; data: any; bookmark: string | null };

/** A shopper whose requests go to the replicated database, carrying the newest bookmark they were answered (or none). */
/** `vars` overrides settings, e.g. CART_STORE (carts in D1 lag with the replica; in their objects they do not). */
function shopper(replicated: ReplicatedDatabase, headers: Record<string, string>, vars: Partial<Env> = {}) {
  let bookmark: string | null = null;
  async function send(path: string, body: unknown, options: { withBookmark: boolean }): Promise<Sent> {
    const request = new Request(`${ORIGIN}/api/web/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...headers,
        ...(options.withBookmark && bookmark ? { [BOOKMARK_HEADER]: bookmark } : {}),
      },
      body: JSON.stringify(body),
    });
    const response = await commerce.fetch(request, { ...env, ...vars, DB: replicated.db }, {} as ExecutionContext);
    const answered = response.headers.get(BOOKMARK_HEADER);
    const envelope = (await response.json()) as { code: number; data: any };
    bookmark = laterBookmark(bookmark, isBookmark(answered) ? answered : null);
    return { code: envelope.code, data: envelope.data, bookmark: answered };
  }
  return {
    /** As the storefront sends it: with the bookmark kept from earlier answers. */
    send: (path: string, body: unknown = {}) => send(path, body, { withBookmark: true }),
    /** As a storefront without the cookie would: the session starts "first-unconstrained". */
    sendWithout: (path: string, body: unknown = {}) => send(path, body, { withBookmark: false }),
    bookmark: () => bookmark,
  };
}

const cartOf = (answer: Sent) =>
  Object.fromEntries(answer.data.items.map((item: { sku: string; quantity: number }) => [item.sku, item.quantity]));

describe("a shopper's reads after their writes, with a replica that lags", () => {
  it("sees the line they added to a D1 cart when the add's bookmark comes along", async () => {
    // A visitor's cart: a signed-in request without a bookmark would start at the primary.
    const visitorCart = (await call("cart/list", {})).body.data.cartId as string;
    const [sku] = await skusWithStock(1, 5);
    const replicated = replicatedDatabase(env.DB, env.REPLICA);
    await replicated.replicate();
    const browser = shopper(replicated, { "x-cart": visitorCart }, { CART_STORE: "d1" });

    const added = await browser.send("cart/add", { sku, quantity: 2 });
    expect(added.code).toBe(0);
    expect(isBookmark(added.bookmark)).toBe(true);

    // The replica has not had the add: without the bookmark the cart is as it was.
    const stale = await browser.sendWithout("cart/list");
    expect(stale.code).toBe(0);
    expect(cartOf(stale)).toEqual({});
    expect(replicated.served.at(-1)).toBe("replica");

    const fresh = await browser.send("cart/list");
    expect(fresh.code).toBe(0);
    expect(cartOf(fresh)).toEqual({ [sku]: 2 });
    // Its own answer is no older than the write it read, so the shopper's bookmark never moves back.
    expect(fresh.bookmark! >= added.bookmark!).toBe(true);
  });

  it("sees a cart kept in its Durable Object at once, bookmark or not: the object is its only copy", async () => {
    const customer = await signedInCustomer();
    const [sku] = await skusWithStock(1, 5);
    const replicated = replicatedDatabase(env.DB, env.REPLICA);
    await replicated.replicate();
    const browser = shopper(replicated, customer.headers, { CART_STORE: "durable-object" });

    expect((await browser.send("cart/add", { sku, quantity: 2 })).code).toBe(0);
    const without = await browser.sendWithout("cart/list");
    expect(without.code).toBe(0);
    expect(cartOf(without)).toEqual({ [sku]: 2 });
  });

  it("finds the order they placed in their order list, and never an older list afterwards", async () => {
    const customer = await signedInCustomer();
    const [sku] = await skusWithStock(1, 5);
    const replicated = replicatedDatabase(env.DB, env.REPLICA);
    await replicated.replicate();
    const browser = shopper(replicated, customer.headers);

    expect((await browser.send("cart/add", { sku, quantity: 1 })).code).toBe(0);
    // Each step carries the previous step's bookmark, so checkout sees the cart line just added.
    const created = await browser.send("checkout/create");
    expect(created.code).toBe(0);
    const placed = await browser.send("checkout/submit", submitBody(created.data.slug));
    expect(placed.code).toBe(0);
    const orderNo: string = placed.data.orderNo;

    // Without the bookmark (another device) a signed-in shopper starts at the primary: the order
    // is there too, and a session revoked elsewhere would be refused at once.
    const elsewhere = await browser.sendWithout("order/list");
    expect(replicated.served.at(-1)).toBe("primary");
    expect(elsewhere.data.list.map((order: { orderNo: string }) => order.orderNo)).toContain(orderNo);

    const listed = await browser.send("order/list");
    expect(listed.code).toBe(0);
    expect(listed.data.list.map((order: { orderNo: string }) => order.orderNo)).toContain(orderNo);
    const detail = await browser.send("order/detail", { orderNo });
    expect(detail.code).toBe(0);
    expect(detail.data.orderNo).toBe(orderNo);

    // Once the replica has caught up, the bookmarked reads may come from it again.
    await replicated.replicate();
    const caughtUp = await browser.send("order/list");
    expect(replicated.served.at(-1)).toBe("replica");
    expect(caughtUp.data.list.map((order: { orderNo: string }) => order.orderNo)).toContain(orderNo);
  });
});

describe("which session a request opens", () => {
  it("starts operator calls at the primary, whatever bookmark came", async () => {
    const replicated = replicatedDatabase(env.DB, env.REPLICA);
    await replicated.replicate();
    const stale = "00000000-00000000-00000000-00000000000000000000000000000000";
    const response = await commerce.fetch(
      new Request(`${ORIGIN}/api/web/admin/outbox`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: "Bearer test-admin-token",
          [BOOKMARK_HEADER]: stale,
        },
        body: "{}",
      }),
      { ...env, DB: replicated.db },
      {} as ExecutionContext,
    );
    expect(response.status).toBe(200);
    // "first-primary" begins where the primary is: later than the stale bookmark sent.
    expect(response.headers.get(BOOKMARK_HEADER)! > stale).toBe(true);
  });

  it("ignores a bookmark that is not D1's shape and answers one that is", async () => {
    // Handed to withSession, a string that sorts after every real bookmark would be answered back
    // unchanged (a session's bookmark is the latest of the one it began from and those it saw).
    const response = await commerce.fetch(
      new Request(`${ORIGIN}/api/web/site/config`, {
        method: "POST",
        headers: { "content-type": "application/json", [BOOKMARK_HEADER]: "not-a-bookmark" },
        body: "{}",
      }),
      env,
      {} as ExecutionContext,
    );
    expect(response.status).toBe(200);
    expect(isBookmark(response.headers.get(BOOKMARK_HEADER))).toBe(true);
  });

  it("answers the bookmark on a failure too", async () => {
    const response = await commerce.fetch(
      new Request(`${ORIGIN}/api/web/order/list`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-auth": "no-such-token" },
        body: "{}",
      }),
      env,
      {} as ExecutionContext,
    );
    expect(response.status).toBe(401);
    expect(isBookmark(response.headers.get(BOOKMARK_HEADER))).toBe(true);
  });
});
