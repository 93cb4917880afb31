/**
 * Purge on payment (docs/decisions/275, issue 28 item 3) on the built Worker: a paid order adds its
 * units to products.sales, which orders home's best sellers and the "best-selling" sort. Each way
 * an order gets paid — the test card gateway (order/pay), a gateway's webhook (Stripe, through the
 * local fake) and the operator's markPaid — removes those pages and the sold products' own pages
 * (their sales figure) from the cache at once, and the next render shows the new order. A page
 * sorted otherwise, showing none of the products, stays cached; the customer's order page is
 * never cached and shows the payment at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { FAKE_STRIPE, startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { ADDRESS, api, createCustomer, database, type Customer } from "../support/shoppers";

type Product = { id: number; slug: string; category: string };

let worker: TestWorker;
let stripe: FakeStripe;
let customer: Customer;
/** The product bought: its sale moves it first on its category's best-selling listing and on home. */
let product: Product;
let sku: string;
/** A category without the product, listed newest first: nothing it shows depends on the sale. */
let otherCategory: string;

const UNITS = 2;
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(async () => {
  stripe = await startFakeStripe();
  // Its own copy of the D1: these sales must not reach the other suites.
  worker = await startWorker({
    ownData: true,
    bindings: {
      STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PAYMENT_METHODS: "card",
    },
  });
  stripe.setWebhookUrl(`${worker.url}/api/web/payment/webhook/stripe`);
  customer = await createCustomer(worker);
  const db = await database(worker);
  // Another product of the shop's best seller's category: first on neither page until it sells.
  product = (await db
    .prepare(
      `WITH best AS (SELECT id, category_id FROM products WHERE status = 'published' ORDER BY sales DESC, id DESC LIMIT 1)
       SELECT p.id, p.slug, c.slug AS category FROM products p JOIN best ON p.category_id = best.category_id AND p.id != best.id
       JOIN categories c ON c.id = p.category_id
       WHERE p.status = 'published' AND EXISTS (SELECT 1 FROM product_skus s WHERE s.product_id = p.id) ORDER BY p.id LIMIT 1`,
    )
    .first<Product>())!;
  otherCategory = (await db
    .prepare(
      `SELECT c.slug FROM categories c WHERE c.type = 'default' AND c.id != (SELECT category_id FROM products WHERE id = ?)
         AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.status = 'published') ORDER BY c.id LIMIT 1`,
    )
    .bind(product.id)
    .first<{ slug: string }>())!.slug;
  sku = (await db
    .prepare("SELECT sku FROM product_skus WHERE product_id = ? ORDER BY position, id LIMIT 1")
    .bind(product.id)
    .first<{ sku: string }>())!.sku;
  await db.batch([
    db.prepare("UPDATE product_skus SET stock = 100 WHERE sku = ?").bind(sku),
    db.prepare("UPDATE products SET stock = 100 WHERE id = ?").bind(product.id),
  ]);
});
afterAll(async () => {
  await worker?.dispose();
  await stripe?.close();
});

const pages = () => ({
  home: "/",
  bestSelling: `/category/${product.category}?sort=sales`,
  product: `/product/${product.slug}`,
  newest: `/category/${otherCategory}`,
});
type PageName = keyof ReturnType<typeof pages>;

async function load(name: PageName) {
  const response = await worker.fetch(pages()[name]);
  const page = await response.text();
  const scripts = page.indexOf("window.__remixContext");
  return { state: response.headers.get("x-page-cache"), html: scripts === -1 ? page : page.slice(0, scripts) };
}

async function warm() {
  const names = Object.keys(pages()) as PageName[];
  for (const name of names) await load(name);
  await settle();
  for (const name of names) expect((await load(name)).state, name).toMatch(/^hit-/);
}

/** The first product a page lists: home's best sellers come first on home. */
const firstProduct = (html: string) => /href="\/product\/([^"?#]+)"/.exec(html)?.[1] ?? null;

/** Just short of the shop's best seller, so the order's units move it to the top. */
async function justBelowTheBestSeller() {
  const db = await database(worker);
  await db
    .prepare("UPDATE products SET sales = max(0, (SELECT max(sales) FROM products WHERE id != ?1) - 1) WHERE id = ?1")
    .bind(product.id)
    .run();
}

async function placeOrder(paymentMethodId: string): Promise<string> {
  const created = await api<{ slug: string }>(
    worker,
    "checkout/create",
    { items: [{ sku, quantity: UNITS }] },
    customer.cookie,
  );
  expect(created.code, created.msg).toBe(0);
  const placed = await api<{ orderNo: string }>(
    worker,
    "checkout/submit",
    {
      slug: created.data.slug,
      address: ADDRESS,
      shippingMethodId: "express",
      paymentMethodId,
      idempotencyKey: `paid-purge-${crypto.randomUUID()}`,
    },
    customer.cookie,
  );
  expect(placed.code, placed.msg).toBe(0);
  return placed.data.orderNo;
}

/** An order placed unpaid, the pages cached after it (placing it took stock and purged its own). */
async function unpaidOrder(paymentMethodId: string): Promise<string> {
  await justBelowTheBestSeller();
  const orderNo = await placeOrder(paymentMethodId);
  await warm();
  expect(firstProduct((await load("bestSelling")).html)).not.toBe(product.slug);
  expect(firstProduct((await load("home")).html)).not.toBe(product.slug);
  return orderNo;
}

async function expectPurgedAndReordered(orderNo: string) {
  for (const name of ["home", "bestSelling", "product"] as const) expect((await load(name)).state, name).toBe("miss");
  expect((await load("newest")).state).toMatch(/^hit-/);
  expect(firstProduct((await load("bestSelling")).html)).toBe(product.slug);
  expect(firstProduct((await load("home")).html)).toBe(product.slug);
  const order = await worker.fetch(`/user/order/${orderNo}`, { headers: { cookie: customer.cookie } });
  expect(order.status).toBe(200);
  expect(order.headers.get("x-page-cache") ?? "").not.toMatch(/^hit-/);
  expect(order.headers.get("cache-control")).toMatch(/private/);
  const db = await database(worker);
  const row = await db.prepare("SELECT pay_status FROM orders WHERE order_no = ?").bind(orderNo).first();
  expect(row).toEqual({ pay_status: "paid" });
}

describe("purge on payment", () => {
  it("the test card gateway's payment purges the best-selling pages and the product's page", async () => {
    const orderNo = await unpaidOrder("card");
    const paid = await api(
      worker,
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4242 4242 4242 4242" },
      customer.cookie,
    );
    expect(paid.code, paid.msg).toBe(0);
    await expectPurgedAndReordered(orderNo);
  });

  it("a gateway's paid webhook (Stripe) purges them", async () => {
    const orderNo = await unpaidOrder("stripe");
    const started = await api<{ redirectUrl: string }>(
      worker,
      "order/pay",
      { orderNo, paymentMethodId: "stripe", returnPath: `/user/order/${orderNo}` },
      customer.cookie,
    );
    expect(started.code, started.msg).toBe(0);
    // Starting a payment changes no order of products: nothing was purged yet.
    expect((await load("bestSelling")).state).toMatch(/^hit-/);
    // The fake's hosted page pays and delivers the signed checkout.session.completed event.
    expect(await stripe.pay(started.data.redirectUrl.split("/pay/")[1])).toBeNull();
    await expectPurgedAndReordered(orderNo);
  });

  it("the operator's markPaid purges them", async () => {
    const orderNo = await unpaidOrder("bank-transfer");
    const response = await worker.fetch("/api/web/admin/order/markPaid", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer test-admin-token" },
      body: JSON.stringify({ orderNo }),
    });
    const answer = (await response.json()) as { code: number; msg: string };
    expect(answer.code, answer.msg).toBe(0);
    await expectPurgedAndReordered(orderNo);
  });
});
