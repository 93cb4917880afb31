/**
 * Drives one level of the write bench: `shoppers.length` signed-in customers at once, each on its
 * own connection, repeating one journey through the shop's /api/web calls (the same backend calls
 * the storefront's cart and checkout actions make, without the page render around them) until
 * the time is up. Every call is recorded with its latency, its answer (HTTP status, envelope
 * code) and what the Worker reports it cost in D1 (x-d1-round-trips, x-d1-statements,
 * x-d1-sql-ms, x-d1-wait-ms: functions/worker/request-meter.ts) and which store answered
 * (x-cart-store on cart calls, x-stock-store on checkout/submit).
 */
import { randomUUID } from "node:crypto";
import { Agent, fetch } from "undici";
import { CHECKOUT_CHOICE } from "./writes-setup.mjs";

/** A build without the store switch keeps carts and stock in D1 and sends no header. */
export const storeOf = (answer, header) => answer.headers?.[header] ?? "d1";

async function call(origin, dispatcher, cookie, name, body) {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/api/web/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify(body),
      dispatcher,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let envelope = null;
    try {
      envelope = JSON.parse(text);
    } catch {
      // Reported below as a failure by its status.
    }
    const header = (name) => response.headers.get(name);
    return {
      name,
      ms,
      status: response.status,
      code: envelope?.code ?? null,
      data: envelope?.data ?? null,
      trips: Number(header("x-d1-round-trips") ?? NaN),
      statements: Number(header("x-d1-statements") ?? NaN),
      sqlMs: Number(header("x-d1-sql-ms") ?? NaN),
      waitMs: Number(header("x-d1-wait-ms") ?? NaN),
      headers: Object.fromEntries(
        ["x-cart-store", "x-stock-store"].filter((name) => header(name) !== null).map((name) => [name, header(name)]),
      ),
    };
  } catch (error) {
    return { name, ms: performance.now() - started, status: 0, error: error.cause?.code ?? error.message };
  }
}

/** Why an answer is not a success, or null: the failure's label in the report. */
export function failureOf(answer, stores) {
  if (answer.status === 0) return `network ${answer.error}`;
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (answer.code !== 0) return `code ${answer.code}`;
  // A null store (the probe) takes whichever answers.
  if (answer.name.startsWith("cart/") && stores.cart && storeOf(answer, "x-cart-store") !== stores.cart)
    return `cart answered by ${storeOf(answer, "x-cart-store")}`;
  if (answer.name === "checkout/submit" && stores.stock && storeOf(answer, "x-stock-store") !== stores.stock)
    return `stock answered by ${storeOf(answer, "x-stock-store")}`;
  return null;
}

/** The journeys: each returns the calls it made, stopping at the first that failed. */
export const JOURNEYS = {
  /** (a) A cart change and its undo: add one unit of the shopper's SKU, set the line back to 1. */
  async cart({ send, sku, stores }) {
    const added = await send("cart/add", { sku, quantity: 1 });
    if (failureOf(added, stores)) return [added];
    const line = added.data.items.find((item) => item.sku === sku);
    if (!line) return [{ ...added, status: 0, error: `no cart line for ${sku}` }];
    return [added, await send("cart/update", { id: line.id, quantity: 1 })];
  },
  /** (b, c) A checkout from the cart: one unit in the cart, the checkout opened, the order placed. */
  async checkout({ send, sku, stores }) {
    const calls = [await send("cart/add", { sku, quantity: 1 })];
    if (failureOf(calls[0], stores)) return calls;
    calls.push(await send("checkout/create", {}));
    if (failureOf(calls[1], stores)) return calls;
    calls.push(
      await send("checkout/submit", { slug: calls[1].data.slug, ...CHECKOUT_CHOICE, idempotencyKey: randomUUID() }),
    );
    return calls;
  },
};

/**
 * One level: every shopper loops `journey` until `seconds` have passed; `skuOf(index)` is the SKU
 * shopper `index` buys. Answers every call made, every journey (`ok`, `ms`) and the measured wall time.
 */
export async function driveLevel({ origin, shoppers, journey, skuOf, stores, seconds }) {
  const dispatcher = new Agent({ connections: shoppers.length, keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 });
  const calls = [];
  const journeys = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      const send = (name, body) => call(origin, dispatcher, shopper.cookie, name, body);
      while (performance.now() < until) {
        const made = await JOURNEYS[journey]({ send, sku: skuOf(index), stores });
        const recorded = made.map((answer) => ({ ...answer, data: undefined, failure: failureOf(answer, stores) }));
        calls.push(...recorded);
        // A checkout's latency is what the shopper waits for after the cart: opening it and placing the order.
        const checkout = recorded.filter((answer) => answer.name.startsWith("checkout/"));
        journeys.push({
          ok: recorded.every((answer) => !answer.failure) && (journey !== "checkout" || checkout.length === 2),
          ms: (journey === "checkout" ? checkout : recorded).reduce((sum, answer) => sum + answer.ms, 0),
        });
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await dispatcher.close();
  return { calls, journeys, seconds: elapsed };
}

/** One call of each kind before measuring: which store answers, and the first answers' compile time out of the figures. */
export async function probeStores(origin, shopper, sku) {
  const dispatcher = new Agent({ connections: 1 });
  const send = (name, body) => call(origin, dispatcher, shopper.cookie, name, body);
  const calls = await JOURNEYS.checkout({ send, sku, stores: { cart: null, stock: null } });
  await dispatcher.close();
  const failed =
    calls.find((answer) => failureOf(answer, { cart: null, stock: null })) ?? (calls.length < 3 && calls[0]);
  if (failed)
    throw new Error(
      `the probe checkout failed at ${failed.name}: ${failed.status} ${failed.code} ${failed.error ?? ""}`,
    );
  return { cart: storeOf(calls[0], "x-cart-store"), stock: storeOf(calls[2], "x-stock-store") };
}
