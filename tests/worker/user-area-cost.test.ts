/**
 * The user area, signed in, on the built Worker: every page type costs at most 3 D1 round trips
 * (issue 19 item 4, ADR 160) — the shell's shopper/summary, the route request, and one batch for
 * the screen, which checks the session in the same batch (customerBatch, ADR 085). The customer
 * has an order, a cart line, favorites and an address, so each screen reads real rows, and each
 * page must show something only a signed-in render of that customer shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { api, createCustomer, database, placeOrder, ADDRESS, type Customer } from "../support/shoppers";

let worker: TestWorker;
let customer: Customer;
let orderNo: string;
let favourite: string;

async function visit(path: string, cookie: string) {
  const response = await worker.fetch(path, { headers: { cookie } });
  return {
    status: response.status,
    html: await response.text(),
    trips: Number(response.headers.get("x-d1-round-trips")),
  };
}

beforeAll(async () => {
  worker = await startWorker();
  customer = await createCustomer(worker, { nickname: "Area Tester" });
  orderNo = await placeOrder(worker, customer);
  const db = await database(worker);
  const product = (await db
    .prepare("SELECT id, slug FROM products WHERE status = 'published' ORDER BY id LIMIT 1")
    .first<{ id: number; slug: string }>())!;
  favourite = `/product/${product.slug}`;
  expect((await api(worker, "favorite/add", { type: "product", id: product.id }, customer.cookie)).code).toBe(0);
  expect((await api(worker, "address/save", { ...ADDRESS, city: "Area City" }, customer.cookie)).code).toBe(0);
  await visit("/", ""); // warms the isolate's site config, as every other visit finds it
});
afterAll(() => worker?.dispose());

/** Each page type, and what its screen must show for this customer (proof it rendered signed in). */
const PAGES: [string, () => string, () => string][] = [
  ["user centre", () => "/user/center", () => orderNo],
  ["order list", () => "/user/order", () => orderNo],
  ["order list, unpaid tab", () => "/user/order?status=unpaid", () => orderNo],
  ["order detail", () => `/user/order/${orderNo}`, () => orderNo],
  ["addresses", () => "/user/address", () => "Area City"],
  ["favourites", () => "/user/favorite", () => favourite],
  ["profile", () => "/user/info", () => "Area Tester"],
  ["account", () => "/user/account", () => customer.email],
  ["activity log", () => "/user/log", () => "Area Tester"],
  ["returns", () => "/user/return", () => "Area Tester"],
  ["security", () => "/user/security", () => "Area Tester"],
  ["security activity", () => "/user/security/activity", () => "Area Tester"],
  ["articles", () => "/user/article", () => "Area Tester"],
];

describe("a signed-in user-area page costs at most 3 D1 round trips", () => {
  it.each(PAGES)("%s", async (_name, path, shows) => {
    const page = await visit(path(), customer.cookie);
    expect(page.status, path()).toBe(200);
    expect(page.html, path()).toContain(shows());
    expect(page.trips, path()).toBeGreaterThan(0);
    expect(page.trips, path()).toBeLessThanOrEqual(3);
  });
});
