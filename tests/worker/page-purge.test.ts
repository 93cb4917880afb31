/**
 * Purge on write (docs/decisions/275) on the built Worker: a product's page, its category's
 * listing and home are cached; a sale, a cancellation that gives the stock back, a price change
 * by import and an unpublish/publish each remove exactly the pages showing that product (an
 * unrelated product's page stays a hit), and the next request renders the new state. Never a
 * stale hit after the write has answered.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { ADDRESS, api, createCustomer, database, type Customer } from "../support/shoppers";

type Product = { id: number; slug: string; title: string; category: string; options: string; images: string };
type Sku = { sku: string; options: string; price: number; stock: number };

let worker: TestWorker;
let customer: Customer;
/** The newest product: first on its category's listing and in home's new arrivals. */
let product: Product;
let sku: Sku;
/** The oldest product of another category: on none of the pages above, nor related to the first. */
let unrelated: Product;

const PRODUCT_COLUMNS = "p.id, p.slug, p.title, c.slug AS category, p.options, p.images";
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(async () => {
  // Its own copy of the D1: these writes must not reach the other suites, nor theirs this one's pages.
  worker = await startWorker({ ownData: true });
  customer = await createCustomer(worker);
  const db = await database(worker);
  product = (await db
    .prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.status = 'published' ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
    )
    .first<Product>())!;
  unrelated = (await db
    .prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.status = 'published' AND p.category_id != (SELECT category_id FROM products WHERE id = ?)
       ORDER BY p.created_at, p.id LIMIT 1`,
    )
    .bind(product.id)
    .first<Product>())!;
  // One unit left, on one SKU: a sale of it sells the product out.
  sku = (await db
    .prepare("SELECT sku, options, price, stock FROM product_skus WHERE product_id = ? ORDER BY position, id LIMIT 1")
    .bind(product.id)
    .first<Sku>())!;
  await db.batch([
    db
      .prepare("UPDATE product_skus SET stock = CASE sku WHEN ? THEN 1 ELSE 0 END WHERE product_id = ?")
      .bind(sku.sku, product.id),
    db.prepare("UPDATE products SET stock = 1 WHERE id = ?").bind(product.id),
    // The copy's unpaid orders (other suites', earlier runs') never fall due here: a scheduled run
    // then gives back only the stock of the orders this suite lets expire.
    db.prepare("UPDATE orders SET pay_by = NULL WHERE pay_status = 'unpaid'"),
  ]);
});
afterAll(() => worker?.dispose());

const pages = () => ({
  product: `/product/${product.slug}`,
  category: `/category/${product.category}`,
  home: "/",
  unrelated: `/product/${unrelated.slug}`,
});
type PageName = keyof ReturnType<typeof pages>;

async function load(name: PageName) {
  const response = await worker.fetch(pages()[name]);
  const page = await response.text();
  // The rendered markup only: the texts the page hands its scripts name every state.
  const scripts = page.indexOf("window.__remixContext");
  return {
    status: response.status,
    state: response.headers.get("x-page-cache"),
    tags: response.headers.get("cache-tag"),
    html: scripts === -1 ? page : page.slice(0, scripts),
  };
}

/** Every page rendered and stored, then served from the cache. */
async function warm(names: PageName[]) {
  for (const name of names) await load(name);
  await settle();
  for (const name of names) expect((await load(name)).state, name).toMatch(/^hit-/);
}

/** The product's card on a list page: from its link to the next product's. */
function cardOf(html: string, slug: string): string {
  const at = html.indexOf(`href="/product/${slug}"`);
  if (at === -1) return "";
  const next = html.indexOf('href="/product/', at + 10);
  return html.slice(at, next === -1 ? undefined : next);
}

/** The product page's word for the stock set above (its other SKUs, at 0, each say "Sold out"). */
const LAST_UNIT = /Only 1 left/;
const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

async function importProduct(changes: { price?: number; status?: "published" | "draft" }) {
  const response = await worker.fetch("/api/web/admin/import", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer test-admin-token" },
    body: JSON.stringify({
      products: [
        {
          slug: product.slug,
          title: product.title,
          category: product.category,
          options: JSON.parse(product.options),
          images: JSON.parse(product.images),
          status: changes.status ?? "published",
          skus: [{ sku: sku.sku, options: JSON.parse(sku.options), price: changes.price ?? sku.price, stock: 5 }],
        },
      ],
    }),
  });
  const answer = (await response.json()) as { code: number; msg: string };
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0 });
}

/** The product's last unit bought by bank transfer (an unpaid order holds its stock). */
async function buyTheLastUnit(buyer = customer): Promise<string> {
  const added = await api(worker, "cart/add", { sku: sku.sku, quantity: 1 }, buyer.cookie);
  expect(added.code, added.msg).toBe(0);
  const created = await api<{ slug: string }>(
    worker,
    "checkout/create",
    { items: [{ sku: sku.sku, quantity: 1 }] },
    buyer.cookie,
  );
  const placed = await api<{ orderNo: string }>(
    worker,
    "checkout/submit",
    {
      slug: created.data.slug,
      address: ADDRESS,
      shippingMethodId: "express",
      paymentMethodId: "bank-transfer",
      idempotencyKey: `purge-${crypto.randomUUID()}`,
    },
    buyer.cookie,
  );
  expect(placed.code, placed.msg).toBe(0);
  return placed.data.orderNo;
}

/** The pages showing the product were purged, the unrelated one was not. */
async function expectPurged(showing: PageName[]) {
  for (const name of showing) expect((await load(name)).state, name).toBe("miss");
  expect((await load("unrelated")).state).toMatch(/^hit-/);
}

describe("a page's cache tags", () => {
  it("never reach the browser, from a render or from the cache", async () => {
    const first = await load("unrelated");
    await settle();
    const again = await load("unrelated");
    expect([first.status, again.state]).toEqual([200, "hit-memory"]);
    expect([first.tags, again.tags]).toEqual([null, null]);
  });
});

describe("purge on write", () => {
  let orderNo = "";

  it("a sale purges the product's page, its listing and home, and they show it sold out", async () => {
    await warm(["product", "category", "home", "unrelated"]);
    expect(cardOf((await load("category")).html, product.slug)).not.toMatch(/Sold out/);
    expect((await load("product")).html).toMatch(LAST_UNIT);
    expect(cardOf((await load("home")).html, product.slug)).not.toBe("");

    orderNo = await buyTheLastUnit();

    // At once, not after the pages' five minutes: the write has answered, so the purge is done.
    await expectPurged(["product", "category", "home"]);
    expect((await load("product")).html).not.toMatch(LAST_UNIT);
    expect(cardOf((await load("category")).html, product.slug)).toMatch(/Sold out/);
  });

  it("a cancellation gives the stock back and purges them again", async () => {
    await warm(["product", "category", "home", "unrelated"]);
    const cancelled = await api(worker, "order/cancel", { orderNo }, customer.cookie);
    expect(cancelled.code, cancelled.msg).toBe(0);
    await expectPurged(["product", "category", "home"]);
    expect(cardOf((await load("category")).html, product.slug)).not.toMatch(/Sold out/);
    expect((await load("product")).html).toMatch(LAST_UNIT);
  });

  it("an unpaid order's expiry (the scheduled run) gives the stock back and purges them", async () => {
    const expiring = await buyTheLastUnit(await createCustomer(worker));
    await warm(["product", "category", "home", "unrelated"]);
    expect((await load("product")).html).not.toMatch(LAST_UNIT);
    const db = await database(worker);
    await db
      .prepare("UPDATE orders SET pay_by = ? WHERE order_no = ?")
      .bind(new Date(Date.now() - 60_000).toISOString(), expiring)
      .run();
    const run = await (await worker.mf.getWorker()).scheduled({ cron: "*/5 * * * *", scheduledTime: new Date() });
    expect(run.outcome).toBe("ok");
    await expectPurged(["product", "category", "home"]);
    expect((await load("product")).html).toMatch(LAST_UNIT);
  });

  it("a price change by import purges them, and they show the new price", async () => {
    await warm(["product", "category", "home", "unrelated"]);
    const price = sku.price + 1234;
    expect((await load("product")).html).not.toContain(money(price));
    await importProduct({ price });
    await expectPurged(["product", "category", "home"]);
    expect((await load("product")).html).toContain(money(price));
    expect(cardOf((await load("category")).html, product.slug)).toContain(money(price));
  });

  it("unpublishing purges them and the product is gone; publishing brings it back at once", async () => {
    await warm(["product", "category", "home", "unrelated"]);
    await importProduct({ status: "draft" });
    expect((await load("product")).status).toBe(404);
    expect((await load("category")).state).toBe("miss");
    expect(cardOf((await load("category")).html, product.slug)).toBe("");
    expect(cardOf((await load("home")).html, product.slug)).toBe("");
    expect((await load("unrelated")).state).toMatch(/^hit-/);

    await warm(["category", "home"]);
    await importProduct({ status: "published" });
    const back = await load("product");
    expect([back.status, back.state]).toEqual([200, "miss"]);
    expect(cardOf((await load("category")).html, product.slug)).not.toBe("");
  });

  it("a comment purges its article's page, and the page shows it", async () => {
    const db = await database(worker);
    const article = (await db
      .prepare("SELECT id, slug FROM articles WHERE status = 'published' AND user_id IS NULL ORDER BY id LIMIT 1")
      .first<{ id: number; slug: string }>())!;
    const path = `/article/${article.slug}`;
    await worker.fetch(path).then((response) => response.text());
    await settle();
    expect((await worker.fetch(path)).headers.get("x-page-cache")).toMatch(/^hit-/);
    const words = `Purged at once ${crypto.randomUUID().slice(0, 8)}`;
    const added = await api(worker, "comment/add", { articleId: article.id, content: words }, customer.cookie);
    expect(added.code, added.msg).toBe(0);
    const after = await worker.fetch(path);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain(words);
    expect((await load("unrelated")).state).toMatch(/^hit-/);
  });
});
