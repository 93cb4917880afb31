/**
 * Every call of calls.ts, fuzzed (issue #10, item 4): arbitrary JSON, well-formed input made
 * from the call's own schema (with real slugs, SKUs, order numbers and cart lines mixed in) and
 * mutations of it, sent by a visitor and by a signed-in customer. Whatever arrives: never a 500,
 * always an envelope code of the catalogue, field messages with every code 40, and an answer
 * that is not a success changed nothing a shopper owns. 200 runs per call by default (about
 * 20 000 calls in all, under two minutes on this machine), FUZZ_RUNS runs per call when set (the bench).
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tokenHash } from "../kernel/http/customer";
import { calls } from "../calls";
import { call, seedDemoShop } from "./shop";
import { placeOrder } from "./place-order";
import { cartLinesOf, signedInCustomer, skusWithStock } from "./shoppers";
import { fuzzInput, type Pools } from "./schema-arbitrary";

const RUNS = Number(process.env.FUZZ_RUNS) || 200;
const CODES = [0, 10, 30, 40, 41, 50, 51];

/** What shoppers own and what must never move on a refused call. */
const SNAPSHOT_SQL = `SELECT
  ${[
    "users",
    "sessions",
    "addresses",
    "favorites",
    "carts",
    "cart_items",
    "checkouts",
    "orders",
    "order_items",
    "coupon_claims",
    "shipments",
    "products",
    "product_skus",
    "coupons",
    "pages",
    "articles",
    "categories",
  ]
    .map((table) => `(SELECT count(*) FROM ${table})`)
    .join(", ")},
  (SELECT sum(stock) FROM product_skus), (SELECT sum(quantity) || group_concat(selected) FROM cart_items),
  (SELECT group_concat(status || pay_status) FROM orders), (SELECT count(*) FROM coupon_claims WHERE used_at IS NOT NULL),
  (SELECT count(*) FROM sessions WHERE revoked_at IS NOT NULL), (SELECT group_concat(substr(password_hash, -6)) FROM users)`;
// The customer's cart lines too, from whichever store holds them (ADR 180: D1 or a Durable Object).
const snapshot = async () =>
  JSON.stringify([await env.DB.prepare(SNAPSHOT_SQL).raw(), await cartLinesOf(`u_${customerId}`)]);

let pools: Pools;
let customerId: number;
let customerHeaders: Record<string, string>;

beforeAll(async () => {
  await seedDemoShop(60);
  const customer = await signedInCustomer();
  const other = await signedInCustomer();
  customerId = customer.id;
  customerHeaders = customer.headers;
  const skus = await skusWithStock(4, 50);
  for (const sku of skus) await call("cart/add", { sku, quantity: 1 }, customer.headers);
  const placed = [];
  for (const who of [customer, other]) {
    placed.push((await placeOrder({ items: [{ sku: skus[0], quantity: 1 }], headers: who.headers })).orderNo);
  }
  const open = await call("checkout/create", {}, customer.headers);
  const column = async (sql: string) => (await env.DB.prepare(sql).raw()).map((row) => row[0]);
  const lineIds = (await cartLinesOf(`u_${customerId}`)).map((line) => line.id);
  pools = {
    slug: [
      ...(await column("SELECT slug FROM products LIMIT 3")),
      ...(await column("SELECT slug FROM coupons LIMIT 2")),
      ...(await column("SELECT slug FROM articles LIMIT 2")),
      open.body.data.slug,
      "about",
    ],
    sku: skus,
    orderNo: placed,
    code: await column("SELECT code FROM coupons LIMIT 3"),
    couponCode: await column("SELECT code FROM coupons LIMIT 3"),
    id: [...lineIds.slice(0, 3), ...(await column("SELECT id FROM sessions LIMIT 2"))],
    ids: [lineIds.slice(0, 2)],
    category: await column("SELECT slug FROM categories LIMIT 2"),
    q: ["shirt", "jeans", "毛衣"],
    country: ["US", "GB", "CN"],
    shippingMethodId: ["express", "standard"],
    paymentMethodId: ["card", "bank-transfer", "cash-on-delivery"],
    email: ["guest@example.com"],
  };
});

let state: string | null = null;

// A call that signs out (auth/signout, user/sessions/revoke) must not leave the next call's customer a visitor.
beforeEach(async () => {
  const token = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO sessions (id, user_id, token_hash, method) VALUES (?, ?, ?, 'password')")
    .bind(crypto.randomUUID(), customerId, await tokenHash(token))
    .run();
  customerHeaders = { "x-auth": token };
  state = null;
});

describe.each(calls.map((c) => [c.path, c] as const))("%s", (_path, subject) => {
  it(`answers every input without a 500 and changes nothing when it refuses (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzInput(subject, pools), fc.boolean(), async (body, signedIn) => {
        // One snapshot per refused call: the one taken after it is the next run's "before".
        const before = (state ??= await snapshot());
        const answer = await call(subject.path, body, signedIn ? customerHeaders : {});
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        expect(CODES).toContain(answer.body.code);
        if (answer.body.code === 40) expect(answer.body.data.fields).toBeTypeOf("object");
        state = null;
        if (answer.body.code !== 0) {
          state = await snapshot();
          expect(state, `${subject.path} answered ${answer.body.code} and changed data`).toBe(before);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
