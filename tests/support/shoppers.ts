/**
 * Shoppers for the security, fault and fuzz suites on the built Worker: customers made straight
 * in the Worker's D1 (a password and a live session), a concrete path for every route pattern of
 * remix.config.ts, real orders placed through /api/web, and a row-count snapshot of the tables
 * that hold what shoppers own, to prove that refused input changed nothing.
 */
import { hashPassword } from "../../functions/commerce/accounts/passwords";
import { tokenHash } from "../../functions/commerce/kernel/http/customer";
import type { TestWorker } from "./worker";

export const PASSWORD = "correct horse 1";

export type Customer = { id: number; email: string; token: string; cookie: string };

export async function database(worker: TestWorker) {
  return worker.mf.getD1Database("DB");
}

export async function createCustomer(
  worker: TestWorker,
  fields: { firstName?: string; lastName?: string; nickname?: string } = {},
): Promise<Customer> {
  const db = await database(worker);
  const email = `sec-${crypto.randomUUID()}@example.com`;
  const user = await db
    .prepare(
      "INSERT INTO users (email, password_hash, first_name, last_name, nickname, email_verified_at) VALUES (?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ','now')) RETURNING id",
    )
    .bind(
      email,
      await hashPassword(PASSWORD),
      fields.firstName ?? "Ada",
      fields.lastName ?? "Lovelace",
      fields.nickname ?? "",
    )
    .first<{ id: number }>();
  const token = crypto.randomUUID();
  await db
    .prepare("INSERT INTO sessions (id, user_id, token_hash, method) VALUES (?, ?, ?, 'password')")
    .bind(crypto.randomUUID(), user!.id, await tokenHash(token))
    .run();
  return { id: user!.id, email, token, cookie: `sid=${token}` };
}

/** A new live session for the customer (after a call that may have ended the old one). */
export async function freshSession(worker: TestWorker, customer: Customer): Promise<Customer> {
  const db = await database(worker);
  const token = crypto.randomUUID();
  await db
    .prepare("INSERT INTO sessions (id, user_id, token_hash, method) VALUES (?, ?, ?, 'password')")
    .bind(crypto.randomUUID(), customer.id, await tokenHash(token))
    .run();
  return { ...customer, token, cookie: `sid=${token}` };
}

export async function api<T = any>(
  worker: TestWorker,
  name: string,
  body: unknown = {},
  cookie = "",
): Promise<{ status: number; code: number; msg: string; data: T; headers: { get(name: string): string | null } }> {
  const response = await worker.fetch(`/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  return { status: response.status, headers: response.headers, ...envelope };
}

/** A published SKU with room for `quantity` more (its stock raised if needed). */
export async function skuInStock(worker: TestWorker, quantity = 5): Promise<string> {
  const db = await database(worker);
  const row = await db
    .prepare(
      "SELECT s.sku FROM product_skus s JOIN products p ON p.id = s.product_id WHERE p.status = 'published' ORDER BY random() LIMIT 1",
    )
    .first<{ sku: string }>();
  await db.prepare("UPDATE product_skus SET stock = max(stock, ?) WHERE sku = ?").bind(quantity, row!.sku).run();
  return row!.sku;
}

export const ADDRESS = {
  country: "US",
  province: "CA",
  city: "San Francisco",
  postalCode: "94103",
  firstName: "Ada",
  lastName: "Lovelace",
  address: "1 Market St",
  countryCode: "+1",
  phone: "415 555 0100",
};

/** A customer's order through the public calls, as the storefront places it. */
export async function placeOrder(
  worker: TestWorker,
  customer: Customer,
  extra: { address?: Record<string, string>; remark?: string } = {},
): Promise<string> {
  const sku = await skuInStock(worker);
  const added = await api(worker, "cart/add", { sku, quantity: 1 }, customer.cookie);
  if (added.code !== 0) throw new Error(`cart/add: ${added.msg}`);
  const created = await api<{ slug: string }>(
    worker,
    "checkout/create",
    { items: [{ sku, quantity: 1 }] },
    customer.cookie,
  );
  if (created.code !== 0) throw new Error(`checkout/create: ${created.msg}`);
  const submitted = await api<{ orderNo: string }>(
    worker,
    "checkout/submit",
    {
      slug: created.data.slug,
      address: { ...ADDRESS, ...extra.address },
      shippingMethodId: "express",
      paymentMethodId: "bank-transfer",
      remark: extra.remark,
      idempotencyKey: `sec-${crypto.randomUUID()}`,
    },
    customer.cookie,
  );
  if (submitted.code !== 0) throw new Error(`checkout/submit: ${JSON.stringify(submitted).slice(0, 300)}`);
  return submitted.data.orderNo;
}

/** Tables whose rows a shopper's input may create or change (counts, plus the stock and claims that must not move). */
const OWNED_TABLES = [
  "users",
  "sessions",
  "addresses",
  "favorites",
  "inquiries",
  "newsletter_subscribers",
  "carts",
  "cart_items",
  "checkouts",
  "orders",
  "order_items",
  "returns",
  "return_items",
  "reviews",
  "comments",
  "coupon_claims",
  "shipments",
];

export async function snapshot(worker: TestWorker): Promise<string> {
  const db = await database(worker);
  const counts = OWNED_TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(", ");
  const row = await db
    .prepare(
      `SELECT ${counts}, (SELECT sum(stock) FROM product_skus), (SELECT group_concat(status || pay_status) FROM orders),
        (SELECT count(*) FROM coupon_claims WHERE used_at IS NOT NULL), (SELECT sum(quantity) FROM cart_items)`,
    )
    .raw();
  return JSON.stringify(row);
}
