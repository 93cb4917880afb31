/**
 * The page cache and the app read cookies by one strict rule (ADR 201): a cookie the cache does
 * not call personal is not read by the page either, so no shopper's cart can be rendered into a
 * page the cache keeps for everyone; and a page rendered for a personal cookie never says public.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { api, skuInStock } from "../support/shoppers";

let worker: TestWorker;
let cartId: string;
beforeAll(async () => {
  worker = await startWorker();
  const sku = await skuInStock(worker, 50);
  const added = await worker.fetch("/api/web/cart/add", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sku, quantity: 42 }),
  });
  const cookie = added.headers.getSetCookie().find((line) => line.startsWith("cart="))!;
  cartId = decodeURIComponent(cookie.slice(5, cookie.indexOf(";")));
  expect((await api(worker, "cart/count", {}, `cart=${cartId}`)).data).toMatchObject({ count: 42 });
});
afterAll(() => worker?.dispose());

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const fresh = () => `/?cookie-rule=${Date.now()}-${Math.random().toString(36).slice(2)}`;
const CART_42 = /Cart, 42 items/;

describe("a cookie the cache does not call personal", () => {
  for (const variant of ["cart =", "Cart=", "CART=", " cart\t="]) {
    it(`is not read either (${JSON.stringify(variant)}): the cached page shows no cart`, async () => {
      const path = fresh();
      const poisoned = await worker.fetch(path, { headers: { cookie: `lng=en; ${variant}${cartId}` } });
      expect(await poisoned.text()).not.toMatch(CART_42);
      await settle();
      const visitor = await worker.fetch(path);
      expect(await visitor.text()).not.toMatch(CART_42);
    });
  }
});

describe("a page rendered for a personal cookie", () => {
  const cases: [string, () => string][] = [
    ["cart=<id>", () => `cart=${cartId}`],
    ["cart=<id>; cart=<id>", () => `cart=${cartId}; cart=${cartId}`],
    ["lng=en; cart=<id>", () => `lng=en; cart=${cartId}`],
  ];
  for (const [label, cookie] of cases) {
    it(`is never public (${label})`, async () => {
      const path = fresh();
      const response = await worker.fetch(path, { headers: { cookie: cookie() } });
      expect(response.status).toBe(200);
      const cacheControl = response.headers.get("cache-control") ?? "";
      expect(cacheControl).not.toMatch(/public|s-maxage/);
      expect(cacheControl).toMatch(/private|no-store/);
      if (cookie().includes("cart=")) expect(await response.text()).toMatch(CART_42);
      await settle();
      const visitor = await worker.fetch(path);
      expect(await visitor.text()).not.toMatch(CART_42);
      // The shopper's visit stored the page's neutral copy only (ADR 270): the visitor gets that.
      expect(visitor.headers.get("x-page-cache")).toMatch(/^hit-/);
    });
  }
});
