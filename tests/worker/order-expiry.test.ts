/**
 * Unpaid orders expire (ADR 204) on the built Worker: the order page says "Pay by …" in the
 * shopper's language and date format, and the five-minute Cron Trigger's scheduled handler
 * cancels an order past that time, releases its stock and says so on the order page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "../../functions/contract/dates";
import { startWorker, type TestWorker } from "../support/worker";
import { api, createCustomer, database, placeOrder, type Customer } from "../support/shoppers";

let worker: TestWorker;
let customer: Customer;

beforeAll(async () => {
  worker = await startWorker();
  customer = await createCustomer(worker);
});
afterAll(() => worker?.dispose());

const orderPage = async (orderNo: string, language = "") =>
  (await worker.fetch(`${language}/user/order/${orderNo}`, { headers: { cookie: customer.cookie } })).text();

describe("an unpaid order's payment window", () => {
  it("is shown on the order page as pay by, in the shopper's language", async () => {
    const orderNo = await placeOrder(worker, customer);
    const order = (await api<{ payBy: string }>(worker, "order/detail", { orderNo }, customer.cookie)).data;
    expect(Date.parse(order.payBy) - Date.now()).toBeGreaterThan(2.9 * 24 * 60 * 60 * 1000);
    expect(await orderPage(orderNo)).toContain(`Pay by ${formatDate(order.payBy, "en", true)}`);
    expect(await orderPage(orderNo, "/de")).toContain(`Bitte bezahlen bis ${formatDate(order.payBy, "de", true)}`);
  });

  it("ends with the scheduled run: the order is cancelled, its stock back, and the page says why", async () => {
    const orderNo = await placeOrder(worker, customer);
    const db = await database(worker);
    const item = await db
      .prepare("SELECT sku, quantity FROM order_items WHERE order_no = ?")
      .bind(orderNo)
      .first<{ sku: string; quantity: number }>();
    const stockOf = async () =>
      (await db.prepare("SELECT stock FROM product_skus WHERE sku = ?").bind(item!.sku).first<{ stock: number }>())!
        .stock;
    const held = await stockOf();
    await db
      .prepare("UPDATE orders SET pay_by = ? WHERE order_no = ?")
      .bind(new Date(Date.now() - 60_000).toISOString(), orderNo)
      .run();

    const handler = await worker.mf.getWorker();
    const runs = await Promise.all([
      handler.scheduled({ cron: "*/5 * * * *", scheduledTime: new Date() }),
      handler.scheduled({ cron: "*/5 * * * *", scheduledTime: new Date() }),
    ]);
    expect(runs.map((run) => run.outcome)).toEqual(["ok", "ok"]);

    expect(await stockOf()).toBe(held + item!.quantity);
    const order = (
      await api<{ status: string; expired: boolean; payBy: string }>(
        worker,
        "order/detail",
        { orderNo },
        customer.cookie,
      )
    ).data;
    expect(order).toMatchObject({ status: "cancelled", expired: true });
    expect(await orderPage(orderNo)).toContain(
      `Cancelled because it was not paid by ${formatDate(order.payBy, "en", true)}.`,
    );
  });
});
