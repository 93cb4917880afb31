/**
 * order/pay with an email is order/lookup's proof (number + email), so it shares lookup's limit:
 * once the address is over it, order/pay answers 429 like lookup, tells nothing about whether the
 * order exists, and cannot switch a stranger's guest order to another payment method.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { placeOrder } from "../test/place-order";
import { skusWithStock } from "../test/shoppers";
import { GUEST_PROOF_LIMIT } from "./guest-proof";

beforeAll(async () => {
  await seedDemoShop();
});

async function guestOrder(): Promise<string> {
  const [sku] = await skusWithStock(1, 5);
  return (await placeOrder({ items: [{ sku, quantity: 1 }] })).orderNo;
}

const fromAddress = () => ({ "cf-connecting-ip": `203.0.113.${1 + Math.floor(Math.random() * 250)}` });
const methodOf = async (orderNo: string) =>
  (
    await env.DB.prepare("SELECT payment_method_id FROM orders WHERE order_no = ?")
      .bind(orderNo)
      .first<{ payment_method_id: string }>()
  )?.payment_method_id;

describe("guest order proof", () => {
  it("order/pay with an email answers 429 once order/lookup has", async () => {
    const orderNo = await guestOrder();
    const ip = fromAddress();
    let lookup = await call("order/lookup", { orderNo, email: "wrong@example.com" }, ip);
    for (let tries = 1; lookup.status !== 429 && tries <= GUEST_PROOF_LIMIT.limit; tries += 1)
      lookup = await call("order/lookup", { orderNo, email: "wrong@example.com" }, ip);
    expect(lookup.status).toBe(429);
    const pay = (email: string) =>
      call("order/pay", { orderNo, email, paymentMethodId: "cash-on-delivery" }, { ...ip });
    const wrong = await pay("wrong@example.com");
    const right = await pay("guest@example.com");
    // The same answer whether the pair is right or not: no oracle, and nothing changed.
    expect([wrong.status, right.status]).toEqual([429, 429]);
    expect(await methodOf(orderNo)).toBe("bank-transfer");
  });

  it("order/pay tries count against order/lookup's limit too", async () => {
    const orderNo = await guestOrder();
    const ip = fromAddress();
    for (let tries = 0; tries < GUEST_PROOF_LIMIT.limit; tries += 1)
      await call("order/pay", { orderNo, email: `x${tries}@example.com`, paymentMethodId: "cash-on-delivery" }, ip);
    expect((await call("order/lookup", { orderNo, email: "guest@example.com" }, ip)).status).toBe(429);
  });

  it("still lets the shopper with the proof pay, and a stranger without it change nothing", async () => {
    const orderNo = await guestOrder();
    const stranger = await call("order/pay", { orderNo, paymentMethodId: "cash-on-delivery" }, fromAddress());
    expect(stranger.status).toBe(404);
    expect(await methodOf(orderNo)).toBe("bank-transfer");
    const paid = await call(
      "order/pay",
      { orderNo, email: "guest@example.com", paymentMethodId: "cash-on-delivery" },
      fromAddress(),
    );
    expect(paid.body.code).toBe(0);
    expect(await methodOf(orderNo)).toBe("cash-on-delivery");
  });
});
