/**
 * Paying with Stripe in a browser with JavaScript OFF (and on): checkout with the Stripe method,
 * "Pay now" on the thank-you page answers 303 to the (fake) hosted Stripe Checkout page, whose
 * plain form pays, sends the signed events to the shop and redirects to the success URL — back
 * to the order, under the language prefix — which then shows it paid. A declined card shows the
 * reason in the shopper's language when they come back.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function placeStripeOrder(page: Page, js: boolean) {
  await page.goto(`${SHOP_URL}/category/women?inStock=1`);
  const productPath = await page.locator("main .shop-card a[href^='/product/']").first().getAttribute("href");
  await page.goto(`${SHOP_URL}${productPath}?fresh=${Date.now()}`);
  if (js) await page.waitForSelector("input[name=via]", { state: "attached" });
  await page.getByRole("button", { name: "Add to cart" }).click();
  if (js) await expect.poll(() => page.locator("dialog[open]").count()).toBe(1);
  else await page.waitForURL(/\/product\//);
  await page.goto(`${SHOP_URL}/cart`);
  await page.getByRole("button", { name: "Check out" }).click();
  await page.waitForURL(/\/checkout\/[a-f0-9]+$/);
  await page.waitForLoadState("networkidle");
  await page.fill("main input[name=email]", "stripe-buyer@example.com");
  await page.fill("main input[name=firstName]", "Ada");
  await page.fill("main input[name=lastName]", "Lovelace");
  await page.selectOption("main select[name=country]", "US");
  await page.fill("main input[name=province]", "CA");
  await page.fill("main input[name=city]", "Oakland");
  await page.fill("main input[name=address]", "1 Main St");
  await page.fill("main input[name=postalCode]", "94607");
  await page.fill("main input[name=countryCode]", "+1");
  await page.fill("main input[name=phone]", "555 0100");
  await page.check("main input[name=paymentMethodId][value=stripe]");
  await page.getByRole("button", { name: "Place order" }).click();
  await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/);
  return new URL(page.url()).searchParams.get("orderNo")!;
}

describe.each([{ js: false }, { js: true }])("paying with Stripe, JavaScript $js", ({ js }) => {
  it("goes to the hosted page, pays, and comes back to a paid order", async () => {
    const stripeUrl = inject("stripeUrl");
    const context = await browser.newContext({
      javaScriptEnabled: js,
      locale: "en-US",
      viewport: { width: 1280, height: 900 },
    });
    const { page, problems } = await openPage(context);
    const orderNo = await placeStripeOrder(page, js);
    await expect.poll(() => page.locator("main").textContent()).toContain("You pay on Stripe's secure page");

    // A declined card first: Stripe keeps the shopper on its page; the shop learns why by webhook.
    await page
      .getByRole("button", { name: /^Pay .* now$/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`^${stripeUrl}/pay/cs_test_`));
    await page.fill("input[name=card]", "4000 0000 0000 9995");
    await page.getByRole("button", { name: "Pay" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Your card has insufficient funds.");
    await page.getByRole("link", { name: "Back to the shop" }).click();
    await page.waitForURL(`${SHOP_URL}/en/checkout/thankyou?orderNo=${orderNo}&payment=cancelled`);
    await expect
      .poll(() => page.locator("main [role=alert]").textContent())
      .toBe("The payment did not go through. Your card has insufficient funds.");

    // Then a card that pays: the same open session, the events, and back to the order paid.
    await page
      .getByRole("button", { name: /^Pay .* now$/ })
      .first()
      .click();
    await page.waitForURL(new RegExp(`^${stripeUrl}/pay/cs_test_`));
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(`${SHOP_URL}/en/checkout/thankyou?orderNo=${orderNo}&payment=done`);
    await expect.poll(() => page.locator("main .alert-success").textContent()).toBe("Paid. Thank you!");
    expect(await page.getByRole("button", { name: /^Pay .* now$/ }).count()).toBe(0);
    const lookup = await page.request.post(`${SHOP_URL}/api/web/order/lookup`, {
      data: { orderNo, email: "stripe-buyer@example.com" },
      headers: { origin: SHOP_URL },
    });
    expect((await lookup.json()).data).toMatchObject({
      payStatus: "paid",
      paymentMethodId: "stripe",
      paymentFailure: null,
    });
    expect(problems.filter((line) => !/402|422/.test(line))).toEqual([]);
    await context.close();
  });
});
