/**
 * Money as a yen shopper sees it, with JavaScript on and off: the listing's price filter is typed
 * in yen and lists what shows between the bounds; an order placed in yen shows in yen on the
 * user center, the order list and the order page after the shopper switched to euros; the unpaid
 * reminder's Go to Payment opens the unpaid orders. Screenshots go to $E2E_SHOTS
 * (default /tmp/money-shots).
 */
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { adminCall, api, newCustomer } from "./support/customer-order";
import { OAKLAND } from "../support/addresses";

const SHOTS = process.env.E2E_SHOTS ?? "/tmp/money-shots";
const yen = (text: string) => Number(text.replace(/[^\d]/g, ""));

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([{ js: true }, { js: false }])("a yen shopper, JavaScript $js", ({ js }) => {
  it("filters a category by prices typed in yen", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: js,
      locale: "en-US",
      viewport: { width: 1280, height: 1000 },
    });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/category/women?currency=JPY`);
    await expect.poll(() => page.getByText("Min price (JPY)").count()).toBe(1);
    await page.fill("input[name=min]", "3000");
    await page.fill("input[name=max]", "6000");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/min=3000&max=6000/);
    const prices = async () => await page.locator("main .shop-card .shop-sales-price").allTextContents();
    await expect.poll(async () => (await prices()).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const shown = await prices();
    expect(shown.every((text) => /[¥￥]/.test(text))).toBe(true);
    expect(shown.map(yen).every((value) => value >= 3000 && value <= 6000)).toBe(true);
    // The bounds stay as typed, in yen.
    expect(await page.inputValue("input[name=min]")).toBe("3000");
    expect(await page.inputValue("input[name=max]")).toBe("6000");
    await page.screenshot({ path: `${SHOTS}/jpy-price-filter-js-${js ? "on" : "off"}.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sees an order placed in yen in yen everywhere, and goes from the reminder to the unpaid orders", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: js,
      locale: "en-US",
      viewport: { width: 1280, height: 1000 },
    });
    const { headers } = await newCustomer(context);
    const { list } = (await api<{ list: { slug: string; inStock: boolean }[] }>("product/list", { pageSize: 20 })).data;
    const card = list.find((item) => item.inStock)!;
    const sku = (
      await api<{ skus: { sku: string; stock: number }[] }>("product/detail", { slug: card.slug })
    ).data.skus.find((item) => item.stock > 2)!.sku;
    const { slug } = (await api<{ slug: string }>("checkout/create", { items: [{ sku, quantity: 1 }] }, headers)).data;
    const address = OAKLAND;
    const placed = await api<{ orderNo: string }>(
      "checkout/submit",
      {
        slug,
        address,
        shippingMethodId: "express",
        paymentMethodId: "bank-transfer",
        idempotencyKey: crypto.randomUUID(),
        currency: "JPY",
      },
      headers,
    );
    expect(placed.code).toBe(0);
    const orderNo = placed.data.orderNo;
    const order = await adminCall<{ total: number }>("order/detail", { orderNo }, headers);

    const { page, problems } = await openPage(context);
    // The shopper has switched to euros since.
    await page.goto(`${SHOP_URL}/user/center?currency=EUR`);
    const centerAmount = (await page.locator(`li:has-text("Order ${orderNo}") .font-semibold`).last().textContent())!;
    expect(centerAmount).toMatch(/^[¥￥][\d,]+$/);
    expect(yen(centerAmount)).toBe(Math.round((order.total * 150) / 100));
    await page.screenshot({ path: `${SHOTS}/jpy-order-user-centre-js-${js ? "on" : "off"}.png` });

    await page.locator("[data-testid=unpaid-reminder]").getByRole("link", { name: "Go to Payment" }).click();
    await page.waitForURL(/\/user\/order\?status=unpaid$/);
    // With JavaScript the address changes a moment before the list is drawn, and the user center
    // shows the same order line: read the list's, not the page being left.
    await page.getByRole("heading", { level: 1, name: "My orders" }).waitFor();
    const listAmount = (await page.locator(`li:has-text("Order ${orderNo}") .font-semibold`).last().textContent())!;
    expect(listAmount).toBe(centerAmount);
    await page.screenshot({ path: `${SHOTS}/jpy-order-unpaid-list-js-${js ? "on" : "off"}.png` });

    await page.goto(`${SHOP_URL}/user/order/${orderNo}`);
    expect(await page.getByTestId("order-total").textContent()).toBe(centerAmount);
    await page.screenshot({ path: `${SHOTS}/jpy-order-detail-js-${js ? "on" : "off"}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
