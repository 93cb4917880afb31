/**
 * IDOR sweep over every call of calls.ts (issue #10, item 5): Bob sends each call, again and
 * again, with well-formed input (made from the call's schema) whose ids are all Alice's — her
 * order number, checkout slug, cart lines, address, sessions. Whatever the call, no answer to
 * Bob holds anything of Alice's, and nothing Alice owns changes. Calls added to calls.ts later
 * are swept too: their id fields draw Alice's values by name (orderNo, slug, id, ids, …).
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tokenHash } from "../kernel/http/customer";
import { calls } from "../calls";
import { call, seedDemoShop } from "./shop";
import { placeOrder } from "./place-order";
import { cartLinesOf, NEW_ADDRESS, signedInCustomer, skusWithStock } from "./shoppers";
import { wellFormed, type Pools } from "./schema-arbitrary";

const SAMPLES = Number(process.env.FUZZ_RUNS) || 25;
const MARKER = `alice-${crypto.randomUUID().slice(0, 8)}`;

let alice: Awaited<ReturnType<typeof signedInCustomer>>;
let bob: Awaited<ReturnType<typeof signedInCustomer>>;
let pools: Pools;

/** Everything of Alice's that a foreign call could change. */
async function aliceState(): Promise<string> {
  const rows = await env.DB.batch([
    env.DB.prepare("SELECT order_no, status, pay_status, address FROM orders WHERE user_id = ? ORDER BY order_no").bind(
      alice.id,
    ),
    env.DB.prepare("SELECT slug FROM checkouts WHERE cart_id = 'u_' || ? ORDER BY slug").bind(alice.id),
    env.DB.prepare("SELECT id, revoked_at FROM sessions WHERE user_id = ? ORDER BY id").bind(alice.id),
    env.DB.prepare("SELECT * FROM addresses WHERE user_id = ? ORDER BY id").bind(alice.id),
    env.DB.prepare("SELECT email, password_hash, first_name, last_name, nickname FROM users WHERE id = ?").bind(
      alice.id,
    ),
    env.DB.prepare("SELECT coupon_id, used_at FROM coupon_claims WHERE user_id = ?").bind(alice.id),
  ]);
  // Her cart's lines, from whichever store holds them (ADR 180).
  return JSON.stringify([await cartLinesOf(`u_${alice.id}`), ...rows.map((result) => result.results)]);
}

beforeAll(async () => {
  await seedDemoShop(60);
  alice = await signedInCustomer();
  bob = await signedInCustomer();
  const skus = await skusWithStock(3, 50);
  for (const sku of skus) await call("cart/add", { sku, quantity: 1 }, alice.headers);
  const { orderNo } = await placeOrder({
    items: [{ sku: skus[0], quantity: 1 }],
    headers: alice.headers,
    submit: { address: { ...NEW_ADDRESS, address: `${MARKER} street` }, remark: MARKER },
  });
  const open = await call("checkout/create", {}, alice.headers);
  await env.DB.prepare(
    "INSERT INTO addresses (user_id, country, province, city, postal_code, first_name, last_name, address, country_code, phone) VALUES (?, 'US', 'CA', 'SF', '94103', 'Alice', ?, ?, '+1', '415 555 0100')",
  )
    .bind(alice.id, MARKER, `${MARKER} avenue`)
    .run();
  await env.DB.prepare("INSERT INTO coupon_claims (coupon_id, user_id) SELECT id, ? FROM coupons LIMIT 1")
    .bind(alice.id)
    .run();
  const column = async (sql: string) => (await env.DB.prepare(sql).bind(alice.id).raw()).map((row) => row[0]);
  const cartLines = (await cartLinesOf(`u_${alice.id}`)).map((line) => line.id);
  const sessions = await column("SELECT id FROM sessions WHERE user_id = ?");
  const addresses = await column("SELECT id FROM addresses WHERE user_id = ?");
  pools = {
    orderNo: [orderNo],
    slug: [open.body.data.slug, orderNo],
    id: [...cartLines, ...sessions, ...addresses, alice.id],
    ids: [cartLines],
    addressId: addresses,
    userId: [alice.id],
    email: [alice.email],
    account: [alice.email],
  };
  expect(cartLines.length).toBeGreaterThan(0);
});

// auth/signout and user/sessions/revoke end Bob's session: every call starts with a live one.
beforeEach(async () => {
  const token = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO sessions (id, user_id, token_hash, method) VALUES (?, ?, ?, 'password')")
    .bind(crypto.randomUUID(), bob.id, await tokenHash(token))
    .run();
  bob = { ...bob, token, headers: { "x-auth": token } };
});

describe("another customer's ids", () => {
  it.each(calls.filter((c) => !c.admin).map((c) => [c.path, c] as const))(
    "%s: Bob learns and changes nothing of Alice's",
    async (_path, subject) => {
      const before = await aliceState();
      expect((await call("user/info", {}, bob.headers)).body.code, "Bob is signed in").toBe(0);
      for (const body of fc.sample(wellFormed(subject, pools), SAMPLES)) {
        const answer = await call(subject.path, body, bob.headers);
        expect(answer.status).toBeLessThan(500);
        const text = JSON.stringify(answer.body);
        expect(text, `${subject.path} ${JSON.stringify(body)}`).not.toContain(MARKER);
        expect(text).not.toContain(alice.email);
      }
      expect(await aliceState(), subject.path).toBe(before);
    },
  );
});
