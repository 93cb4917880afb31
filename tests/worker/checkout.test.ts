/**
 * A returning customer checks out on the built Worker as a browser without JavaScript would:
 * two saved addresses, each its own radio; "Update totals" re-prices for the chosen address and
 * shipping method; "Place order" with the second address places the order there; a backend
 * field message never reaches the page by its key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { ADDRESS, api, createCustomer, database, skuInStock, type Customer } from "../support/shoppers";

let worker: TestWorker;
let customer: Customer;
let slug: string;
let home: number;
let berlin: number;

beforeAll(async () => {
  worker = await startWorker();
  customer = await createCustomer(worker);
  for (const address of [
    ADDRESS,
    { ...ADDRESS, country: "DE", province: "BE", city: "Berlin", postalCode: "10115", countryCode: "+49" },
  ]) {
    expect((await api(worker, "address/save", address, customer.cookie)).code).toBe(0);
  }
  const saved = (await api<{ id: number; city: string }[]>(worker, "address/list", {}, customer.cookie)).data;
  home = saved.find((address) => address.city === ADDRESS.city)!.id;
  berlin = saved.find((address) => address.city === "Berlin")!.id;
  const sku = await skuInStock(worker, 5);
  slug = (await api<{ slug: string }>(worker, "checkout/create", { items: [{ sku, quantity: 1 }] }, customer.cookie))
    .data.slug;
});
afterAll(async () => {
  await worker?.dispose();
});

const post = (fields: Record<string, string>) =>
  worker.fetch(`/checkout/${slug}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: customer.cookie, origin: worker.url },
    body: new URLSearchParams(fields).toString(),
  });
const form = (fields: Record<string, string>) => ({
  shippingMethodId: "express",
  paymentMethodId: "bank-transfer",
  idempotencyKey: crypto.randomUUID(),
  ...fields,
});
/** The total's text, whatever elements the money is wrapped in. */
const totalOf = (html: string) => /data-testid="checkout-total"[^>]*>(?:<[^>]+>)*([^<]+)</.exec(html)?.[1];
/** The total the page was drawn with, which "Place order" sends back. */
const shownTotalOf = (html: string) => /<input[^>]*name="shownTotal"[^>]*>/.exec(html)?.[0].match(/value="(\d+)"/)?.[1];
/** The value of the radio of `name` that the page renders checked (React orders the attributes its own way). */
const checkedRadio = (html: string, name: string) =>
  (html.match(/<input[^>]*>/g) ?? [])
    .filter((tag) => tag.includes(`name="${name}"`) && / checked=""/.test(tag))
    .map((tag) => /value="([^"]*)"/.exec(tag)?.[1])[0];

describe("a returning customer's checkout without JavaScript", () => {
  it("offers every saved address as its own choice, and the new-address fields apart", async () => {
    const html = await (await worker.fetch(`/checkout/${slug}`, { headers: { cookie: customer.cookie } })).text();
    const values = [...html.matchAll(/<input[^>]*type="radio"[^>]*name="addressChoice"[^>]*value="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(values.sort()).toEqual([String(home), String(berlin), "new"].sort());
    expect(html).not.toMatch(/name="addressId"/);
    expect(html).toContain('class="shop-new-address');
    expect(html).toMatch(/<button[^>]*name="intent"[^>]*value="quote"/);
  });

  it("re-prices for the chosen address and shipping method before the order is placed", async () => {
    await (
      await database(worker)
    )
      .prepare("UPDATE shipping_methods SET countries = '[\"US\"]' WHERE id = 'pickup'")
      .run();
    try {
      const express = await (
        await post(form({ intent: "quote", addressChoice: String(home), shippingMethodId: "express" }))
      ).text();
      const standard = await (
        await post(form({ intent: "quote", addressChoice: String(home), shippingMethodId: "standard" }))
      ).text();
      expect(totalOf(express)).toBeTruthy();
      expect(totalOf(express)).not.toBe(totalOf(standard));
      expect(checkedRadio(standard, "shippingMethodId")).toBe("standard");
      // Berlin is not served by "Collect in store": chosen there, the quote drops it.
      const usPickup = await (
        await post(form({ intent: "quote", addressChoice: String(home), shippingMethodId: "pickup" }))
      ).text();
      expect(checkedRadio(usPickup, "shippingMethodId")).toBe("pickup");
      const dePickup = await (
        await post(form({ intent: "quote", addressChoice: String(berlin), shippingMethodId: "pickup" }))
      ).text();
      expect(dePickup).not.toMatch(/name="shippingMethodId"[^>]*value="pickup"/);
      expect(checkedRadio(dePickup, "addressChoice")).toBe(String(berlin));
    } finally {
      await (await database(worker)).prepare("UPDATE shipping_methods SET countries = '[]' WHERE id = 'pickup'").run();
    }
  });

  it("says a rejected address in the shopper's words, next to the address, never by its key", async () => {
    const answer = await post(form({ intent: "place", addressChoice: "999999999" }));
    // What the page shows (its data may name the quote's addressId; the shopper never reads that).
    const shown = /<main[\s\S]*<\/main>/.exec(await answer.text())![0];
    expect([400, 422]).toContain(answer.status);
    expect(shown).not.toContain("addressId");
    expect(shown).toMatch(/-addressChoice-error"[^>]*>Please choose one of your addresses\.</);
  });

  it("places nothing when the total shown is not the posted choices' total, and shows the new one", async () => {
    const quoted = await (await post(form({ intent: "quote", addressChoice: String(berlin) }))).text();
    const shown = Number(shownTotalOf(quoted));
    const answer = await post(
      form({ intent: "place", addressChoice: String(berlin), shownTotal: String(shown - 100) }),
    );
    expect(answer.status).toBe(409);
    const html = await answer.text();
    expect(html).toContain("The total has changed since it was shown");
    expect(shownTotalOf(html)).toBe(String(shown));
    expect(checkedRadio(html, "addressChoice")).toBe(String(berlin));
    const orders = await api<{ total: number }>(worker, "order/list", {}, customer.cookie);
    expect(orders.data.total).toBe(0);
  });

  it("places the order with the second saved address, at the total shown", async () => {
    const quoted = await (await post(form({ intent: "quote", addressChoice: String(berlin) }))).text();
    const answer = await post(
      form({ intent: "place", addressChoice: String(berlin), shownTotal: shownTotalOf(quoted)! }),
    );
    expect(answer.status).toBeGreaterThanOrEqual(300);
    // The post crosses to the backend once: checkout/submit prices and places it (ADR 245).
    expect(answer.headers.get("x-upstream-calls")).toBe("1");
    const orderNo = new URL(answer.headers.get("location")!, worker.url).searchParams.get("orderNo");
    expect(orderNo).toMatch(/^\d{14}$/);
    const order = await api(worker, "order/detail", { orderNo }, customer.cookie);
    expect(order.data.address).toMatchObject({ city: "Berlin", country: "DE" });
    expect(String(order.data.total)).toBe(shownTotalOf(quoted));
  });

  it("places an order to a new address and saves it to the address book in the same one call", async () => {
    const sku = await skuInStock(worker, 5);
    const fresh = (
      await api<{ slug: string }>(worker, "checkout/create", { items: [{ sku, quantity: 1 }] }, customer.cookie)
    ).data.slug;
    const lyon = { ...ADDRESS, country: "FR", province: "ARA", city: "Lyon", postalCode: "69001", countryCode: "+33" };
    const fields = form({ intent: "place", addressChoice: "new", ...lyon, saveAddress: "yes" });
    const send = (extra: Record<string, string>) =>
      worker.fetch(`/checkout/${fresh}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: customer.cookie, origin: worker.url },
        body: new URLSearchParams({ ...fields, ...extra }).toString(),
      });
    const quoted = await (await send({ intent: "quote" })).text();
    const answer = await send({ shownTotal: shownTotalOf(quoted)! });
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.headers.get("x-upstream-calls")).toBe("1");
    const book = await api<{ city: string }[]>(worker, "address/list", {}, customer.cookie);
    expect(book.data.map((address) => address.city)).toContain("Lyon");
  });
});
