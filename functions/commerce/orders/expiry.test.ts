/**
 * Unpaid orders expire (ADR 204): an order past its payment window is cancelled once, its stock
 * goes back once (D1 and the SKU's stock object) and its shopper is mailed in their language,
 * however many runs overlap; paid, in-window and cash-on-delivery orders are left alone; an
 * overdue order cannot be paid.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { placeOrder } from "../test/place-order";
import { NEW_ADDRESS, skusWithStock, stockOf } from "../test/shoppers";
import { stockObject } from "../stock/stock-objects";
import { expireUnpaidOrders } from "./expiry";

beforeAll(() => seedDemoShop(60));

const MINUTE = 60_000;

/** A visitor's order of `quantity` units of a SKU stocked with `stock`, paid with `method`. */
async function visitorOrder(method: string, options: { quantity?: number; stock?: number; language?: string } = {}) {
  const [sku] = await skusWithStock(1, options.stock ?? 10);
  const { orderNo, headers } = await placeOrder({
    items: [{ sku, quantity: options.quantity ?? 2 }],
    headers: { "x-lang": options.language ?? "en" },
    submit: {
      address: { ...NEW_ADDRESS, address: `${crypto.randomUUID()} Market St` },
      paymentMethodId: method,
      email: `expiry-${crypto.randomUUID()}@example.com`,
    },
  });
  return { orderNo, sku, headers };
}

const orderRow = (orderNo: string) =>
  env.DB.prepare(
    "SELECT status, pay_status, pay_by, expired_at, restocked_at, created_at, email FROM orders WHERE order_no = ?",
  )
    .bind(orderNo)
    .first<{
      status: string;
      pay_status: string;
      pay_by: string | null;
      expired_at: string | null;
      restocked_at: string | null;
      created_at: string;
      email: string;
    }>();

/** Moves the order's deadline into the past, as if its window had run out. */
const overdue = (orderNo: string) =>
  env.DB.prepare("UPDATE orders SET pay_by = ? WHERE order_no = ?")
    .bind(new Date(Date.now() - MINUTE).toISOString(), orderNo)
    .run();

const mailsTo = async (email: string) =>
  (
    await env.DB.prepare('SELECT subject, text FROM outbox WHERE "to" = ?')
      .bind(email)
      .all<{ subject: string; text: string }>()
  ).results;

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / MINUTE;

describe("payment windows", () => {
  it("are set at placement from the method: card 30 minutes, bank transfer 3 days, cash on delivery none", async () => {
    const card = await visitorOrder("card");
    const bank = await visitorOrder("bank-transfer");
    const cash = await visitorOrder("cash-on-delivery");
    const [cardRow, bankRow, cashRow] = await Promise.all([card, bank, cash].map((order) => orderRow(order.orderNo)));
    expect(minutesBetween(cardRow!.created_at, cardRow!.pay_by!)).toBeCloseTo(30, 0);
    expect(minutesBetween(bankRow!.created_at, bankRow!.pay_by!)).toBeCloseTo(3 * 24 * 60, 0);
    expect(cashRow!.pay_by).toBeNull();
    // The order calls answer it.
    const detail = await call("order/detail", { orderNo: bank.orderNo }, bank.headers);
    expect(detail.body.data).toMatchObject({ payBy: bankRow!.pay_by, expired: false, actions: ["pay", "cancel"] });
  });
});

describe("the expiry job", () => {
  it("cancels an overdue unpaid order and releases its stock exactly once, however many runs overlap", async () => {
    const { orderNo, sku, headers } = await visitorOrder("bank-transfer", { quantity: 3, stock: 10, language: "de" });
    expect(await stockOf(sku)).toBe(7);
    await overdue(orderNo);
    // The order page no longer offers to pay it, and paying is refused, before any run.
    const before = await call("order/detail", { orderNo }, headers);
    expect(before.body.data.actions).toEqual(["cancel"]);
    const paying = await call(
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" },
      headers,
    );
    expect(paying.body).toMatchObject({ code: 41, msg: expect.stringContaining("Zahlungsfrist") });

    const runs = await Promise.all([expireUnpaidOrders({ env }), expireUnpaidOrders({ env })]);
    const again = await expireUnpaidOrders({ env });
    expect(runs.flatMap((run) => run.expired).filter((number) => number === orderNo)).toHaveLength(1);
    expect(again.expired).not.toContain(orderNo);

    const row = await orderRow(orderNo);
    expect(row).toMatchObject({ status: "cancelled", pay_status: "unpaid" });
    expect(row!.expired_at).not.toBeNull();
    expect(row!.restocked_at).not.toBeNull();
    expect(await stockOf(sku)).toBe(10);
    // The SKU's stock object (ADR 182) rereads D1: all 10 can be reserved again.
    expect(await stockObject(env, sku).snapshot()).toMatchObject({ available: 10, held: 0 });
    // One cancellation mail (after the placed one), in the language the order was placed in.
    const mails = (await mailsTo(row!.email)).filter((mail) => mail.subject.includes("storniert"));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(orderNo);
    expect(mails[0].text).toContain("nicht rechtzeitig");

    const after = await call("order/detail", { orderNo }, headers);
    expect(after.body.data).toMatchObject({ status: "cancelled", expired: true, payBy: row!.pay_by });
    // The shopper's own cancel after the job changes nothing more.
    await call("order/cancel", { orderNo }, headers);
    expect(await stockOf(sku)).toBe(10);
  });

  it("releases D1's stock alone when STOCK_STORE is d1", async () => {
    const { orderNo, sku } = await visitorOrder("card", { quantity: 4, stock: 6 });
    await overdue(orderNo);
    const d1Only = { ...env, STOCK_STORE: "d1" } as Env;
    await Promise.all([expireUnpaidOrders({ env: d1Only }), expireUnpaidOrders({ env: d1Only })]);
    expect(await stockOf(sku)).toBe(6);
    expect((await orderRow(orderNo))!.status).toBe("cancelled");
  });

  it("leaves paid, in-window and cash-on-delivery orders alone", async () => {
    const paid = await visitorOrder("card");
    const payment = await call(
      "order/pay",
      { orderNo: paid.orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" },
      paid.headers,
    );
    expect(payment.body.data.status).toBe("paid");
    await overdue(paid.orderNo);
    const waiting = await visitorOrder("bank-transfer");
    const cash = await visitorOrder("cash-on-delivery");
    // Cash on delivery has no deadline: even a month-old one is only paid when it arrives.
    await env.DB.prepare("UPDATE orders SET created_at = '2026-01-01T00:00:00.000Z' WHERE order_no = ?")
      .bind(cash.orderNo)
      .run();

    const run = await expireUnpaidOrders({ env });
    for (const order of [paid, waiting, cash]) expect(run.expired).not.toContain(order.orderNo);
    expect(await orderRow(paid.orderNo)).toMatchObject({ status: "in_progress", pay_status: "paid" });
    expect(await orderRow(waiting.orderNo)).toMatchObject({ status: "in_progress", pay_status: "unpaid" });
    expect(await orderRow(cash.orderNo)).toMatchObject({ status: "in_progress", pay_status: "unpaid", pay_by: null });
    for (const order of [paid, waiting, cash]) expect(await stockOf(order.sku)).toBe(8);
  });
});
