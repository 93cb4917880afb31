/**
 * A visitor buys, with JavaScript on (fetcher add, drawer, client navigation) and off (plain
 * forms and redirects): product → cart → checkout with a new address → thank-you with an
 * order number that order/lookup then finds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillAddress(page: Page) {
  await page.fill("main input[name=email]", "ada@example.com");
  await page.fill("main input[name=firstName]", "Ada");
  await page.fill("main input[name=lastName]", "Lovelace");
  await page.selectOption("main select[name=country]", "US");
  await page.fill("main input[name=province]", "CA");
  await page.fill("main input[name=city]", "Oakland");
  await page.fill("main input[name=address]", "1 Main St");
  await page.fill("main input[name=postalCode]", "94607");
  await page.fill("main input[name=countryCode]", "+1");
  await page.fill("main input[name=phone]", "555 0100");
}

describe.each([{ js: true }, { js: false }])("a visitor checks out, JavaScript $js", ({ js }) => {
  it("adds a product, checks out with a new address and gets an order number", async () => {
    const context = await browser.newContext({ javaScriptEnabled: js, locale: "en-US", viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/category/women?inStock=1`);
    // A query of its own keeps the product page out of the edge cache, so its stock is current.
    const productPath = await page.locator("main .shop-card a[href^='/product/']").first().getAttribute("href");
    await page.goto(`${SHOP_URL}${productPath}?fresh=${Date.now()}`);
    // With JavaScript, the add-to-cart form marks itself once hydrated (it then stays on the page).
    if (js) await page.waitForSelector("input[name=via]", { state: "attached" });
    await page.getByRole("button", { name: "Add to cart" }).click();
    if (js) {
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(1);
      await expect.poll(() => page.locator(".shop-head .badge").first().textContent()).toBe("1");
      await page.locator("dialog[open]").getByRole("button", { name: "Check out" }).click();
    } else {
      await page.waitForURL(/\/product\//);
      await page.goto(`${SHOP_URL}/cart`);
      expect(await page.getByTestId("cart-line").count()).toBe(1);
      await page.getByRole("button", { name: "Check out" }).click();
    }
    await page.waitForURL(/\/checkout\/[a-f0-9]+$/);
    await page.waitForLoadState("networkidle");

    await page.getByRole("button", { name: "Place order" }).click();
    await expect.poll(() => page.locator("main [id$='-error']").filter({ hasText: /\S/ }).count()).toBeGreaterThan(0);

    await fillAddress(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/);
    const orderNo = new URL(page.url()).searchParams.get("orderNo");
    await expect.poll(() => page.locator("main").textContent()).toContain(orderNo);

    // The first payment method is the test card gateway: pay with the card that succeeds.
    await page.fill("main input[name=cardNumber]", "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect.poll(() => page.locator("main .alert-success").count()).toBe(1);

    const lookup = await page.request.post(`${SHOP_URL}/api/web/order/lookup`, {
      data: { orderNo, email: "ada@example.com" },
      headers: { origin: SHOP_URL },
    });
    const envelope = await lookup.json();
    expect(envelope.code).toBe(0);
    expect(envelope.data.orderNo).toBe(orderNo);
    expect(envelope.data.payStatus).toBe("paid");
    expect(problems.filter((line) => !line.includes("422"))).toEqual([]);
    await context.close();
  });
});
