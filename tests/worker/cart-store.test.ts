/**
 * The built Worker with each cart store (CART_STORE, docs/decisions/180): two tabs adding at once
 * lose nothing, the cart page and badge show it, checkout from the cart empties the bought lines
 * and a retried submit places no second order. Outside production the answers name the store
 * (x-cart-store) and pages count object calls apart from D1 trips (x-do-calls).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { ADDRESS, api, skuInStock } from "../support/shoppers";

const STORES = ["durable-object", "d1"] as const;
const workers = new Map<string, TestWorker>();

beforeAll(async () => {
  for (const store of STORES)
    workers.set(store, await startWorker(store === "d1" ? { bindings: { CART_STORE: "d1" } } : {}));
});
afterAll(async () => {
  for (const worker of workers.values()) await worker.dispose();
});

describe.each(STORES)("carts in %s", (store) => {
  it("keeps both tabs' adds, shows them on the cart page, and empties them on checkout once", async () => {
    const worker = workers.get(store)!;
    const [a, b] = [await skuInStock(worker, 5), await skuInStock(worker, 5)];
    const first = await api<{ cartId: string }>(worker, "cart/list");
    expect(first.headers.get("x-cart-store")).toBe(store);
    const cookie = `cart=${first.data.cartId}`;
    // Two tabs at once: the same SKU twice and another SKU.
    const adds = await Promise.all([
      api(worker, "cart/add", { sku: a }, cookie),
      api(worker, "cart/add", { sku: a }, cookie),
      api(worker, "cart/add", { sku: b }, cookie),
    ]);
    expect(adds.map((answer) => answer.code)).toEqual([0, 0, 0]);
    const cart = await api<{ items: { sku: string; quantity: number }[] }>(worker, "cart/list", {}, cookie);
    expect(Object.fromEntries(cart.data.items.map((item) => [item.sku, item.quantity]))).toEqual({ [a]: 2, [b]: 1 });

    await (await worker.fetch("/")).text(); // warms the isolate's site config, as a live shop has it
    const page = await worker.fetch("/cart", { headers: { cookie } });
    expect(await page.text()).toContain("Cart, 3 items");
    expect(Number(page.headers.get("x-d1-round-trips"))).toBeLessThanOrEqual(3);
    const objectCalls = Number(page.headers.get("x-do-calls"));
    if (store === "d1") expect(objectCalls).toBe(0);
    else expect(objectCalls).toBeGreaterThan(0);

    const slug = (await api<{ slug: string }>(worker, "checkout/create", {}, cookie)).data.slug;
    const submit = {
      slug,
      address: ADDRESS,
      email: "guest@example.com",
      shippingMethodId: "express",
      paymentMethodId: "bank-transfer",
      idempotencyKey: `cart-store-${crypto.randomUUID()}`,
    };
    const placed = await api<{ orderNo: string }>(worker, "checkout/submit", submit, cookie);
    expect(placed.code).toBe(0);
    const again = await api<{ orderNo: string }>(worker, "checkout/submit", submit, cookie);
    expect(again.data.orderNo).toBe(placed.data.orderNo);
    expect((await api(worker, "cart/list", {}, cookie)).data.items).toEqual([]);
    const order = await api<{ items: { sku: string; quantity: number }[] }>(
      worker,
      "order/detail",
      { orderNo: placed.data.orderNo },
      cookie,
    );
    expect(Object.fromEntries(order.data.items.map((item) => [item.sku, item.quantity]))).toEqual({ [a]: 2, [b]: 1 });
  });
});
