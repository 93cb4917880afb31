/**
 * The unpaid-orders reminder: one component, one link — Go to Payment opens the order list
 * filtered to unpaid orders (`?status=unpaid`), which lists exactly the orders still to pay.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createCustomer, placeOrder, type Customer } from "../support/shoppers";

let worker: TestWorker;
let customer: Customer;
let unpaid = "";
let paid = "";

const page = async (path: string) => (await worker.fetch(path, { headers: { cookie: customer.cookie } })).text();
const reminderLinks = (html: string) => {
  const reminder = /<div[^>]*data-testid="unpaid-reminder"[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? "";
  return [...reminder.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, "&"));
};

beforeAll(async () => {
  worker = await startWorker();
  customer = await createCustomer(worker);
  unpaid = await placeOrder(worker, customer);
  paid = await placeOrder(worker, customer);
  const settled = await worker.fetch("/api/web/admin/order/markPaid", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer test-admin-token" },
    body: JSON.stringify({ orderNo: paid }),
  });
  expect(((await settled.json()) as { code: number }).code).toBe(0);
});
afterAll(() => worker?.dispose());

describe("the unpaid reminder", () => {
  it.each([
    ["/user/center", "/user/order?status=unpaid"],
    ["/user/order", "/user/order?status=unpaid"],
    ["/zh/user/center", "/zh/user/order?status=unpaid"],
  ])("on %s says how many and links to the unpaid orders", async (path, target) => {
    const html = await page(path);
    if (!path.startsWith("/zh")) expect(html).toMatch(/You have 1 unpaid order</);
    else expect(html).toContain("您有 1 个待付款订单");
    expect(reminderLinks(html)).toEqual([target]);
  });

  it("leads to a list of exactly the orders still to pay", async () => {
    const html = await page("/user/order?status=unpaid");
    expect(html.includes(`Order ${unpaid}`)).toBe(true);
    expect(html.includes(`Order ${paid}`)).toBe(false);
    // The unpaid tab does not remind of itself.
    expect(reminderLinks(html)).toEqual([]);
  });
});
