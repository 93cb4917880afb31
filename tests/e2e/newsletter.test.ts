/**
 * The newsletter's double opt-in with JavaScript on and off: subscribe in the footer, open the
 * mailed confirmation link, confirm, then unsubscribe with the other link.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { clearRateLimits, latestMail, hydrated } from "./support/customer";

let browser: Browser;
beforeAll(async () => {
  clearRateLimits();
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([{ js: true }, { js: false }])("newsletter, JavaScript $js", ({ js }) => {
  it("subscribes from the footer, confirms from the mail and unsubscribes", async () => {
    const email = `news-${js ? "on" : "off"}-${Date.now()}@example.com`;
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/`);
    await hydrated(page, js);
    const footer = page.locator(".shop-newsletter");
    await footer.locator("input[name=email]").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(/\/newsletter$/);
    await expect.poll(() => page.locator("main [role=status]").textContent()).toContain(email);

    // Bad input on the page: a message, and nothing sent.
    await page.locator("main input[name=email]").fill("not-an-email");
    await page.locator("main").getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => page.locator("main").textContent()).toContain("Please enter a valid email address");

    const mail = await latestMail(email);
    expect(mail!.subject).toBe("Please confirm your newsletter subscription");
    const confirm = /(https?:\/\/\S+\/newsletter\?confirm=[\w-]+)/.exec(mail!.text)![1];
    const unsubscribe = /(https?:\/\/\S+\/newsletter\?unsubscribe=[\w-]+)/.exec(mail!.text)![1];
    await page.goto(confirm.replace(/^https?:\/\/[^/]+/, SHOP_URL));
    await hydrated(page, js);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect.poll(() => page.getByTestId("newsletter-done").textContent()).toContain("subscription is confirmed");
    await page.screenshot({ path: `/tmp/engage-newsletter-${js ? "js" : "nojs"}.png` });

    await page.goto(unsubscribe.replace(/^https?:\/\/[^/]+/, SHOP_URL));
    await hydrated(page, js);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect.poll(() => page.getByTestId("newsletter-done").textContent()).toContain("You are unsubscribed");

    await page.goto(`${SHOP_URL}/newsletter?confirm=forged`);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect.poll(() => page.locator("main [role=alert]").textContent()).toContain("no longer valid");
    expect(problems.filter((line) => !/\b4\d\d\b/.test(line))).toEqual([]);
    await context.close();
  });
});
