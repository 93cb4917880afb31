/**
 * A customer who received an order reviews the product from its page, with JavaScript on and
 * off: a bad submission says what is wrong and saves nothing; a good one appears in the list.
 * A visitor who tries is sent to sign-in first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { TINY_PNG, api, clearRateLimits, receivedOrder, signIn, signedUpCustomer, hydrated } from "./support/customer";

let browser: Browser;
beforeAll(async () => {
  clearRateLimits();
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([{ js: true }, { js: false }])("reviews, JavaScript $js", ({ js }) => {
  it("a visitor is sent to sign-in; a customer who received the product publishes a review", async () => {
    const customer = await signedUpCustomer(js ? "Reviewer On" : "Reviewer Off");
    const product = await receivedOrder(customer);
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);

    await page.goto(`${SHOP_URL}/product/${product.slug}?fresh=${Date.now()}#reviews`);
    await hydrated(page, js);
    await page.getByText("Write a review").click();
    await page.getByRole("radio", { name: "4 out of 5 stars" }).check();
    await page.getByLabel("Your review").fill("Should not be saved");
    await page.getByRole("button", { name: "Publish review" }).click();
    await page.waitForURL(/\/auth\/signin\?redirect=/);

    await signIn(context, customer);
    await page.goto(`${SHOP_URL}/product/${product.slug}?fresh=${Date.now()}#reviews`);
    await hydrated(page, js);
    await page.getByText("Write a review").click();
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect
      .poll(() => page.locator("#reviews").textContent())
      .toContain("Please choose a rating from 1 to 5 stars");

    const words = `Warm and well made <script>alert(1)</script>${js ? "on" : "off"}`;
    await page.getByRole("radio", { name: "5 out of 5 stars" }).check();
    await page.getByLabel("Your review").fill(words);
    await page.locator("#reviews input[type=file]").setInputFiles(TINY_PNG);
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect.poll(() => page.locator("#reviews [role=status]").textContent()).toContain("Your review is published");
    await expect
      .poll(() => page.getByTestId("review-list").textContent())
      .toContain(`Warm and well made ${js ? "on" : "off"}`);
    await page.locator("#reviews").screenshot({ path: `/tmp/engage-review-${js ? "js" : "nojs"}.png` });

    const list = await api("review/list", { productId: product.id });
    expect(list.envelope.data.list[0]).toMatchObject({
      rating: 5,
      content: `Warm and well made ${js ? "on" : "off"}`,
      author: customer.nickname,
    });
    expect(list.envelope.data.list[0].images).toEqual([expect.stringMatching(/^\/api\/web\/media\/uploads\/.+\.png$/)]);
    const picture = await page.request.get(SHOP_URL + list.envelope.data.list[0].images[0]);
    expect(picture.headers()["content-type"]).toBe("image/png");
    // The one completed order item is reviewed: a second review is refused and says why.
    await page.getByRole("radio", { name: "3 out of 5 stars" }).check();
    await page.getByLabel("Your review").fill("Again");
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect.poll(() => page.locator("#reviews [role=alert]").textContent()).toContain("already reviewed");
    expect(problems.filter((line) => !/\b4\d\d\b/.test(line))).toEqual([]);
    await context.close();
  });
});
