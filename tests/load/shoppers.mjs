#!/usr/bin/env node
/**
 * `npm run test:load` (issue #10, item 2; not part of `npm test`): 50 shoppers at once for 60 s
 * against the built Worker in workerd (Miniflare on loopback, from a snapshot of the build and
 * the seeded D1, as the bench runs it — docs/decisions/030). Each shopper loops through one
 * journey: home, a category, a product, a search, add to cart (as a visitor), sign in (the cart
 * merges), start the checkout, load its page and place the order through the checkout form.
 * The SKUs they buy have little stock, so shoppers compete for the last pieces.
 *
 * Passes when: no request failed (network errors, 5xx, or an answer the journey did not expect;
 * "out of stock" is an expected answer), every placed order reads back on its owner's order page,
 * no stock is negative, every SKU's stock went down by exactly what its orders hold, and every
 * visit reported was counted by the jobs queue's consumer (none lost, none twice).
 *
 * Options: `--seconds N`, `--shoppers N`, `--stock N` (per contested SKU), `--skip-build` (reuse
 * build/, dist/ and the local D1).
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { Agent, setGlobalDispatcher } from "undici";
import { startShop } from "../../bench/lib/servers.mjs";
import { createCustomers, PASSWORD } from "./customers.mjs";
import { Shopper } from "./shopper.mjs";

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    shoppers: { type: "string", default: "50" },
    stock: { type: "string", default: "12" },
    "skip-build": { type: "boolean", default: false },
  },
});
const SECONDS = Number(options.seconds);
const SHOPPERS = Number(options.shoppers);
/** Stock per contested SKU (12 SKUs): enough for a good part of the run, not for all of it. */
const STOCK = Number(options.stock);
const root = resolve(import.meta.dirname, "../..");

if (!options["skip-build"]) {
  const built = spawnSync("node", ["scripts/prepare.mjs", "--bundle"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// workerd closes a keep-alive connection after 5 s idle, and Node's fetch keeps one for 4 s,
// measured on its own clock: with 50 shoppers on two CPUs the client notices a finished response
// late, reuses a socket the server is just closing, and sees ECONNRESET, a race of the client,
// not a refusal of the shop (a browser retries such a GET). Idle sockets are closed after 1 s.
setGlobalDispatcher(new Agent({ keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 }));

const shop = await startShop();
const db = await shop.mf.getD1Database("DB");
try {
  const catalogue = await db
    .prepare(
      `SELECT p.slug, s.sku, (SELECT c.slug FROM categories c JOIN product_categories pc ON pc.category_id = c.id WHERE pc.product_id = p.id AND c.type = 'default' LIMIT 1) AS category
       FROM product_skus s JOIN products p ON p.id = s.product_id WHERE p.status = 'published' ORDER BY p.id LIMIT 12`,
    )
    .all();
  const products = catalogue.results;
  for (const { sku } of products)
    await db.prepare("UPDATE product_skus SET stock = ? WHERE sku = ?").bind(STOCK, sku).run();
  await db
    .prepare("UPDATE products SET stock = (SELECT sum(stock) FROM product_skus s WHERE s.product_id = products.id)")
    .run();
  // Each shopper places an unpaid bank-transfer order per journey, many more than a shop lets one
  // customer hold (docs/decisions/205): this run measures contention and loses nothing, the
  // limits have their own tests, so this copy of the database lifts them.
  await db
    .prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('orderLimits', ?)")
    .bind(JSON.stringify({ openUnpaidPerCustomer: 10_000, openUnpaidPerEmail: 10_000, openUnpaidPerAddress: 10_000 }))
    .run();
  const customers = await createCustomers(db, SHOPPERS);
  const ordersBefore = (await db.prepare("SELECT count(*) AS n FROM orders").first()).n;
  // The local D1 may already hold orders of these SKUs (earlier tests): only this run's count.
  const runStarted = (await db.prepare("SELECT strftime('%Y-%m-%dT%H:%M:%fZ','now') AS now").first()).now;

  console.log(`\n${SHOPPERS} shoppers for ${SECONDS} s against ${shop.url}`);
  const stats = {
    requests: 0,
    failures: [],
    outOfStock: 0,
    journeys: 0,
    orders: [],
    started: Date.now(),
    visitsReported: 0,
    visitorPrefix: `load-${Date.now().toString(36)}-`,
  };
  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    customers.map((customer, index) => new Shopper(shop.url, customer, PASSWORD, products, index, stats).loop(until)),
  );
  const elapsed = (Date.now() - started) / 1000;

  // Afterwards: every order reads back, stock is consistent.
  const unreadable = [];
  for (const { orderNo, cookie, savedAddress } of stats.orders) {
    const response = await fetch(`${shop.url}/user/order/${orderNo}`, { headers: { cookie } });
    const html = await response.text();
    if (response.status !== 200 || !html.includes(orderNo)) unreadable.push(`${orderNo}: ${response.status}`);
    // An order placed with the second saved address ships there.
    else if (savedAddress && !html.includes("Berlin"))
      unreadable.push(`${orderNo}: not shipped to the saved address chosen`);
  }
  const savedAddressOrders = stats.orders.filter((order) => order.savedAddress).length;
  // Visits are written by the queue's consumer a moment after their answers: wait for it to drain.
  const visitsCounted = async () =>
    (
      await db
        .prepare("SELECT coalesce(sum(hits), 0) AS n FROM visitor_visits WHERE visitor_id LIKE ?")
        .bind(`${stats.visitorPrefix}%`)
        .first()
    ).n;
  let visits = await visitsCounted();
  for (const drainBy = Date.now() + 30_000; visits < stats.visitsReported && Date.now() < drainBy;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    visits = await visitsCounted();
  }
  const placed = (await db.prepare("SELECT count(*) AS n FROM orders").first()).n - ordersBefore;
  const negative =
    (await db.prepare("SELECT count(*) AS n FROM product_skus WHERE stock < 0").first()).n +
    (await db.prepare("SELECT count(*) AS n FROM products WHERE stock < 0").first()).n;
  const drift = [];
  for (const { sku } of products) {
    const row = await db
      .prepare(
        `SELECT stock, (SELECT coalesce(sum(oi.quantity), 0) FROM order_items oi JOIN orders o ON o.order_no = oi.order_no
           WHERE oi.sku = ?1 AND o.created_at >= ?2) AS sold FROM product_skus WHERE sku = ?1`,
      )
      .bind(sku, runStarted)
      .first();
    if (row.stock + row.sold !== STOCK) drift.push(`${sku}: stock ${row.stock} + sold ${row.sold} ≠ ${STOCK}`);
  }

  const report = {
    shoppers: SHOPPERS,
    seconds: Math.round(elapsed),
    requests: stats.requests,
    requestsPerSecond: Math.round(stats.requests / elapsed),
    journeys: stats.journeys,
    ordersPlaced: stats.orders.length,
    ordersInDatabase: placed,
    savedAddressOrders,
    outOfStockAnswers: stats.outOfStock,
    failedRequests: stats.failures.length,
    unreadableOrders: unreadable.length,
    negativeStock: negative,
    stockDrift: drift.length,
    visitsReported: stats.visitsReported,
    visitsCounted: visits,
  };
  console.table(report);
  for (const line of [...stats.failures.slice(0, 20), ...unreadable.slice(0, 20), ...drift.slice(0, 20)])
    console.log("  ", line);
  const ok =
    stats.failures.length === 0 &&
    unreadable.length === 0 &&
    negative === 0 &&
    drift.length === 0 &&
    visits === stats.visitsReported &&
    placed === stats.orders.length &&
    stats.orders.length > 0 &&
    savedAddressOrders > 0;
  console.log(ok ? "\nload test passed" : "\nload test FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  await shop.dispose();
}
