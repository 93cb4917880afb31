/**
 * One way to show money: an order placed in yen shows its total in yen, at the rate it recorded,
 * on the user center, the order list and the order page alike — whatever currency the shopper
 * has picked since (euros here), and the same text on all three.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moneyText } from "../../functions/contract/money";
import { startWorker, type TestWorker } from "../support/worker";
import { ADDRESS, api, createCustomer, skuInStock, type Customer } from "../support/shoppers";

let worker: TestWorker;
let customer: Customer;

type Placed = { orderNo: string; total: number; currency: string; shown: { currency: string; rate: number } | null };

async function placeIn(currency: string | undefined): Promise<Placed> {
  const sku = await skuInStock(worker);
  const created = await api<{ slug: string }>(
    worker,
    "checkout/create",
    { items: [{ sku, quantity: 1 }] },
    customer.cookie,
  );
  const submitted = await api<{ orderNo: string }>(
    worker,
    "checkout/submit",
    {
      slug: created.data.slug,
      address: ADDRESS,
      shippingMethodId: "express",
      paymentMethodId: "bank-transfer",
      idempotencyKey: crypto.randomUUID(),
      currency,
    },
    customer.cookie,
  );
  expect(submitted.code).toBe(0);
  return (await api<Placed>(worker, "order/detail", { orderNo: submitted.data.orderNo }, customer.cookie)).data;
}

/** The amount shown beside the order's number on a list (user center, order list). */
function listedAmount(html: string, orderNo: string): string | undefined {
  const row = html.split("<li").find((item) => item.includes(`Order ${orderNo}`));
  return row && /<span class="font-semibold">([^<]+)<\/span>/.exec(row)?.[1];
}

let yen: Placed;
let dollars: Placed;

beforeAll(async () => {
  worker = await startWorker();
  customer = await createCustomer(worker);
  yen = await placeIn("JPY");
  dollars = await placeIn(undefined);
});
afterAll(() => worker?.dispose());

describe("an order's amounts", () => {
  it("record the currency and rate they were placed in", () => {
    expect(yen.shown).toEqual({ currency: "JPY", rate: 150 });
    expect(yen.total).toBeGreaterThan(0);
  });

  it("show the same on the user centre, the order list and the order page, in the currency of the order", async () => {
    const cookie = `${customer.cookie}; currency=EUR`;
    const view = { lang: "en", currency: "EUR", currencies: [] };
    for (const order of [yen, dollars]) {
      const expected = moneyText(order.total, { order }, view);
      expect(expected).toMatch(order === yen ? /^¥[\d,]+$/ : /^\$[\d.,]+$/);
      const centre = await (await worker.fetch("/user/center", { headers: { cookie } })).text();
      const list = await (await worker.fetch("/user/order", { headers: { cookie } })).text();
      const detail = await (await worker.fetch(`/user/order/${order.orderNo}`, { headers: { cookie } })).text();
      expect(listedAmount(centre, order.orderNo)).toBe(expected);
      expect(listedAmount(list, order.orderNo)).toBe(expected);
      expect(/data-testid="order-total">([^<]+)</.exec(detail)?.[1]).toBe(expected);
    }
  });
});
