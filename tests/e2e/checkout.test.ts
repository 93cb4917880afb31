/**
 * A visitor buys, with JavaScript on (fetcher add, drawer, client navigation) and off (plain
 * forms and redirects): product → cart → checkout with a new address → thank-you with an
 * order number that order/lookup then finds. A returning customer checks out with the second of
 * two saved addresses, the totals following address and shipping method (a fetcher with
 * JavaScript, "Update totals" without), then pays on delivery and is told what happens next.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { execFileSync } from "node:child_process";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { adminCall, api, newCustomer, skuInStock } from "./support/customer-order";
import { hydrated } from "./support/customer";
import { OAKLAND } from "../support/addresses";

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
    const context = await browser.newContext({
      javaScriptEnabled: js,
      locale: "en-US",
      viewport: { width: 1280, height: 900 },
    });
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

/** Runs SQL on the started shop's local D1 (shop-wide settings a test changes and puts back). */
function sql(command: string) {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", command], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
}

const BERLIN = {
  country: "DE",
  province: "BE",
  city: "Berlin",
  postalCode: "10115",
  firstName: "Ada",
  lastName: "Lovelace",
  address: "2 Unter den Linden",
  countryCode: "+49",
  phone: "30 555 0100",
};
const totalIn = (page: Page) => page.getByTestId("checkout-total").textContent();

describe.each([{ js: true }, { js: false }])(
  "a returning customer checks out with a saved address, JavaScript $js",
  ({ js }) => {
    it("chooses the second of two saved addresses, sees the totals follow the shipping method, and gets that address", async () => {
      const context = await browser.newContext({
        javaScriptEnabled: js,
        locale: "en-US",
        viewport: { width: 1280, height: 1000 },
      });
      const { page, problems } = await openPage(context);
      const { headers } = await newCustomer(context);
      for (const address of [OAKLAND, BERLIN]) expect((await api("address/save", address, headers)).code).toBe(0);
      const sku = await skuInStock(1);
      const { slug } = await adminCall<{ slug: string }>("checkout/create", { items: [{ sku, quantity: 1 }] }, headers);
      // "Collect in store" ships to the US only here: Berlin is offered the other two methods.
      sql("UPDATE shipping_methods SET countries = '[\"US\"]' WHERE id = 'pickup'");
      try {
        await page.goto(`${SHOP_URL}/checkout/${slug}`);
        await hydrated(page, js);
        const saved = page.getByTestId("saved-address");
        await expect.poll(() => saved.count()).toBe(2);
        // The new-address fields stay out of the way while a saved address is chosen.
        expect(await page.locator("main input[name=city]").isVisible()).toBe(false);
        await page.getByLabel("A new address").check();
        expect(await page.locator("main input[name=city]").isVisible()).toBe(true);

        // With JavaScript each change asks for a quote (a fetcher POST); read the totals once it is in.
        const choose = async (input: ReturnType<Page["locator"]>) => {
          if (!js) {
            await input.check();
            // The form posts and a new document comes back: read nothing until it has loaded, or
            // the old page (the address fields still shown) answers the checks that follow.
            await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Update totals" }).click()]);
            return;
          }
          if (await input.isChecked()) return;
          const quoted = page.waitForResponse(
            (response) => response.url().includes(`/checkout/${slug}`) && response.request().method() === "POST",
          );
          await input.check();
          await quoted;
          await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
        };
        await choose(saved.filter({ hasText: "Berlin" }).locator("input"));
        await expect.poll(() => page.locator("main input[name=shippingMethodId]").count()).toBe(2);
        expect(await page.locator("main input[name=city]").isVisible()).toBe(false);

        await choose(page.locator("main input[name=shippingMethodId][value=express]"));
        await expect
          .poll(() => page.locator("main input[name=shippingMethodId][value=express]").isChecked())
          .toBe(true);
        const express = await totalIn(page);
        await choose(page.locator("main input[name=shippingMethodId][value=standard]"));
        await expect.poll(() => totalIn(page)).not.toBe(express);
        const standard = await totalIn(page);
        expect(await saved.filter({ hasText: "Berlin" }).locator("input").isChecked()).toBe(true);

        if (process.env.E2E_SCREENSHOTS)
          await page.screenshot({
            path: `${process.env.E2E_SCREENSHOTS}/checkout-saved-addresses-js-${js}.png`,
            fullPage: true,
          });

        await page.locator("main input[name=paymentMethodId][value=cash-on-delivery]").check();
        await page.getByRole("button", { name: "Place order" }).click();
        await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/);
        const orderNo = new URL(page.url()).searchParams.get("orderNo")!;
        const order = (await api("order/detail", { orderNo }, headers)).data;
        expect(order.address).toMatchObject({ city: "Berlin", country: "DE" });
        expect(order.shippingMethodId).toBe("standard");
        expect(Math.round(Number(standard!.replace(/[^\d.]/g, "")) * 100)).toBe(order.total);

        // "Pay now" with cash on delivery says what happens next, never a bare "Done.".
        await page.goto(`${SHOP_URL}/user/order/${orderNo}`);
        await hydrated(page, js);
        await page.getByRole("button", { name: "Pay now" }).click();
        const next = page.getByTestId("payment-next-steps");
        await expect.poll(() => next.textContent()).toContain("You pay the courier on delivery.");
        expect(await page.locator("main").textContent()).not.toContain("Done.");
      } finally {
        sql("UPDATE shipping_methods SET countries = '[]' WHERE id = 'pickup'");
      }
      expect(problems.filter((line) => !line.includes("422"))).toEqual([]);
      await context.close();
    });
  },
);
