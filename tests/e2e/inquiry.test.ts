/**
 * Inquiries and feedback with JavaScript on and off: the quote form the backend defines, a
 * message past its limit, then a sent inquiry with a picture that lands on the thank-you page
 * and in the operators' mail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { TINY_PNG, clearRateLimits, latestMail, hydrated } from "./support/customer";

let browser: Browser;
beforeAll(async () => {
  clearRateLimits();
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([{ js: true }, { js: false }])("inquiries, JavaScript $js", ({ js }) => {
  it("sends a quote request with a picture, then feedback", async () => {
    const stamp = `${js ? "on" : "off"}-${Date.now()}`;
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/inquiry/quote`);
    expect(await page.locator("main h1").textContent()).toBe("Request a quote");
    await hydrated(page, js);

    await page.locator("main").getByLabel("Your name").fill("Ada");
    await page.locator("main input[name=email]").fill("ada@example.com");
    // Past the limit: the browser would stop typing at maxlength, so lift it to see the message.
    await page.locator("main textarea[name=content]").evaluate((element) => element.removeAttribute("maxlength"));
    await page.locator("main textarea[name=content]").fill("x".repeat(2001));
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain("Input has reached its limit");
    expect(page.url()).toContain("/inquiry/quote");

    await page.locator("main textarea[name=content]").fill(`200 scarves in navy ${stamp}`);
    await page.locator("main input[type=file]").setInputFiles(TINY_PNG);
    await page.screenshot({ path: `/tmp/engage-inquiry-${js ? "js" : "nojs"}.png`, fullPage: true });
    await page.getByRole("button", { name: "Send inquiry" }).click();
    await page.waitForURL(/\/inquiry\/thankyou$/);
    await expect.poll(() => page.locator("main").textContent()).toContain("We have received your message");
    const mail = await latestMail("shop@example.com");
    expect(mail!.subject).toBe("New inquiry (Request a quote) from Ada");
    expect(mail!.text).toContain(stamp);
    expect(mail!.text).toMatch(/\/api\/web\/media\/uploads\/\S+\.png/);

    await page.goto(`${SHOP_URL}/inquiry/feedback`);
    await hydrated(page, js);
    await page.getByLabel("Your feedback").fill(`Lovely shop ${stamp}`);
    await page.getByRole("button", { name: "Send feedback" }).click();
    await page.waitForURL(/\/inquiry\/thankyou$/);
    expect((await latestMail("shop@example.com"))!.text).toContain(`Lovely shop ${stamp}`);
    expect(problems.filter((line) => !/\b4\d\d\b/.test(line))).toEqual([]);
    await context.close();
  });
});
