/**
 * One way for a commerce test to get an order placed: checkout/create for the lines, then
 * checkout/submit with the test address, express shipping and bank transfer. Tests that check
 * checkout's own validation write their bodies out instead.
 */
import { expect } from "vitest";
import { call, type Answer } from "./shop";
import { NEW_ADDRESS } from "./shoppers";

/** Who places it and how: every field of checkout/submit's body can be overridden. */
export type Placement = {
  /** The lines bought now (checkout/create's `items`). */
  items: { sku: string; quantity: number }[];
  /** A customer's headers (`x-auth`), or a visitor's extras such as `x-lang`; a visitor gets the cart checkout/create mints. */
  headers?: Record<string, string>;
  /** Replaces or adds fields of the submit body (email, address, paymentMethodId, couponCode, currency, remark, …). */
  submit?: Record<string, unknown>;
};

/** checkout/submit's body for the checkout `slug`: the test address, express, bank transfer, a fresh key. */
export function submitBody(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    address: NEW_ADDRESS,
    shippingMethodId: "express",
    paymentMethodId: "bank-transfer",
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

/**
 * Starts a checkout of `items` and submits it; answers the submit unchecked (for tests of what
 * checkout refuses) and the headers that see the order: a visitor's carry their cart. A visitor
 * submits with the email guest@example.com unless `submit` says otherwise.
 */
export async function submitOrder({ items, headers = {}, submit = {} }: Placement) {
  const created = await call("checkout/create", { items }, headers);
  expect(created.body.code, JSON.stringify(created.body)).toBe(0);
  const visitor = !headers["x-auth"];
  // A visitor's cart is the one it named, or the one checkout/create minted for it.
  const as = visitor ? { ...headers, "x-cart": created.headers.get("x-cart") ?? headers["x-cart"] } : headers;
  const body = submitBody(created.body.data.slug, { ...(visitor ? { email: "guest@example.com" } : {}), ...submit });
  const placed: Answer = await call("checkout/submit", body, as);
  return { placed, headers: as, slug: created.body.data.slug as string };
}

/** As submitOrder, and the order must be placed: answers its number and the headers that see it. */
export async function placeOrder(placement: Placement) {
  const { placed, headers } = await submitOrder(placement);
  expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
  return { orderNo: placed.body.data.orderNo as string, headers };
}
