/**
 * The write bench's data, written straight into the snapshot's D1 as bench/lib/shopper.mjs does
 * (signing in needs a human check): signed-in customers with live sessions, fresh ones for every
 * scenario and level so no cart carries over, and SKUs given stock no run can use up (the bench
 * measures writes, not refusals).
 */
import { createHash, randomUUID } from "node:crypto";

/** More than a level at 100 shoppers can order in its seconds: a sold-out answer would be a refusal, not a write. */
export const BENCH_STOCK = 1_000_000;

/** The address and methods every checkout uses: bank transfer is offered in every mode. */
export const CHECKOUT_CHOICE = {
  address: {
    country: "US",
    province: "CA",
    city: "San Francisco",
    postalCode: "94103",
    firstName: "Write",
    lastName: "Bench",
    address: "1 Market St",
    countryCode: "+1",
    phone: "415 555 0100",
  },
  shippingMethodId: "express",
  paymentMethodId: "bank-transfer",
};

const tokenHash = (token) => createHash("sha256").update(token).digest("hex");

/** `count` customers, each with a live session: `{ cookie }`. */
export async function createCustomers(db, count, label) {
  const customers = [];
  const run = randomUUID().slice(0, 8);
  for (let start = 0; start < count; start += 50) {
    const batch = [];
    for (let index = start; index < Math.min(count, start + 50); index++) {
      const token = randomUUID();
      const email = `writes-${run}-${label}-${index}@example.com`;
      batch.push(
        db
          .prepare(
            "INSERT INTO users (email, first_name, last_name, nickname, email_verified_at) VALUES (?, 'Write', 'Bench', 'Write Bench', strftime('%Y-%m-%dT%H:%M:%fZ','now'))",
          )
          .bind(email),
        db
          .prepare(
            "INSERT INTO sessions (id, user_id, token_hash, method) SELECT ?, id, ?, 'password' FROM users WHERE email = ?",
          )
          .bind(randomUUID(), tokenHash(token), email),
      );
      customers.push({ cookie: `sid=${token}` });
    }
    await db.batch(batch);
  }
  return customers;
}

/** `count` published SKUs of different products where possible, each given BENCH_STOCK. */
export async function stockedSkus(db, count) {
  const { results } = await db
    .prepare(
      `SELECT s.sku FROM product_skus s JOIN products p ON p.id = s.product_id WHERE p.status = 'published'
       ORDER BY (SELECT count(*) FROM product_skus o WHERE o.product_id = s.product_id AND o.id < s.id), s.id LIMIT ?`,
    )
    .bind(count)
    .all();
  const skus = results.map((row) => row.sku);
  await db.batch([
    db
      .prepare("UPDATE product_skus SET stock = ? WHERE sku IN (SELECT value FROM json_each(?))")
      .bind(BENCH_STOCK, JSON.stringify(skus)),
    db
      .prepare(
        "UPDATE products SET stock = (SELECT sum(stock) FROM product_skus s WHERE s.product_id = products.id) WHERE id IN (SELECT product_id FROM product_skus WHERE stock = ?)",
      )
      .bind(BENCH_STOCK),
  ]);
  return skus;
}
