/**
 * Personal visits (a session cookie, a stale one, a visitor cart) on the built Worker: each page
 * of the benchmark costs at most 3 D1 round trips (issue #10, ADR 085), the head still shows who
 * is signed in and what is in the cart, and a revoked session is refused on the very next page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { api, createCustomer, database, type Customer } from "../support/shoppers";

let worker: TestWorker;
let customer: Customer;
let visitorCart: string;
let product: string;

const PAGES = ["/", "/category/women", () => `/product/${product}`, "/cart", "/auth/signin"] as const;
const pathOf = (page: (typeof PAGES)[number]) => (typeof page === "function" ? page() : page);

async function visit(path: string, cookie: string) {
  const response = await worker.fetch(path, { headers: { cookie } });
  const html = await response.text();
  return {
    status: response.status,
    html,
    location: response.headers.get("location"),
    trips: Number(response.headers.get("x-d1-round-trips")),
    setCookie: response.headers.get("set-cookie"),
  };
}

beforeAll(async () => {
  worker = await startWorker();
  customer = await createCustomer(worker, { nickname: "Trips Tester" });
  const list = await api<{ list: { slug: string }[] }>(worker, "product/list", { pageSize: 1 });
  product = list.data.list[0].slug;
  const db = await database(worker);
  const sku = (await db
    .prepare(
      "SELECT s.sku FROM product_skus s JOIN products p ON p.id = s.product_id WHERE p.status = 'published' AND s.stock >= 5 LIMIT 1",
    )
    .first<{ sku: string }>())!.sku;
  expect((await api(worker, "cart/add", { sku, quantity: 2 }, customer.cookie)).code).toBe(0);
  const visitor = await api<{ cartId: string }>(worker, "cart/add", { sku, quantity: 3 });
  visitorCart = `cart=${visitor.data.cartId}`;
});
afterAll(() => worker?.dispose());

describe("a personal visit costs at most 3 D1 round trips", () => {
  it.each(PAGES.map((page) => [typeof page === "function" ? "/product/…" : page, page] as const))(
    "%s",
    async (_name, page) => {
      const path = pathOf(page);
      await visit("/", ""); // warms the isolate's site config
      for (const cookie of [customer.cookie, "sid=not-a-session", visitorCart]) {
        const { status, trips } = await visit(path, cookie);
        expect(status, `${path} with ${cookie}`).toBeLessThan(400);
        // The customer's session is checked in D1, so the counter must see it; a visitor's cart
        // lives in its object and the page's layout is kept per isolate (ADR 171), so a screen
        // without data of its own may cost no D1 trip at all.
        if (cookie === customer.cookie) expect(trips, `${path} with ${cookie}`).toBeGreaterThan(0);
        expect(trips, `${path} with ${cookie}`).toBeLessThanOrEqual(3);
      }
    },
  );
});

describe("what the head shows", () => {
  it("the customer's name and cart units; a visitor's cart units; nobody for a dead cookie", async () => {
    const signedIn = await visit("/category/women", customer.cookie);
    expect(signedIn.html).toContain("Trips Tester");
    expect(signedIn.html).toContain("Cart, 2 items");
    const visitor = await visit("/category/women", visitorCart);
    expect(visitor.html).toContain("Cart, 3 items");
    expect(visitor.html).not.toContain("Trips Tester");
    const stale = await visit("/category/women", `sid=not-a-session; ${visitorCart}`);
    expect(stale.html).toContain("Cart, 0 items");
  });

  it("a revoked session is refused on the next page: signed-out head, user pages send to sign-in", async () => {
    const other = await createCustomer(worker, { nickname: "Soon Revoked" });
    expect((await visit("/", other.cookie)).html).toContain("Soon Revoked");
    const db = await database(worker);
    await db
      .prepare("UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ?")
      .bind(other.id)
      .run();
    const page = await visit("/", other.cookie);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Soon Revoked");
    expect(page.trips).toBeLessThanOrEqual(3);
    const user = await visit("/user/center", other.cookie);
    expect(user.status).toBe(302);
    expect(user.location).toContain("/auth/signin");
    expect(user.setCookie).toContain("sid=; Path=/");
  });
});
