/**
 * The human check in the browser, with JavaScript on and off (ADR 105): a form that asks for a
 * code without the slide passed is answered under the slider in the shopper's words and nothing
 * is sent; slid to the end it sends, and the same slide then creates the account.
 */
import { describe, expect, it } from "vitest";
import { SHOP_URL, openPage } from "./support/shop";
import { accountsBrowser, latest, passSlide, signUp } from "./support/accounts";

const browser = accountsBrowser();

for (const javaScriptEnabled of [true, false]) {
  describe(`human check with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("sign-up: no code without the slide; with it, one slide sends the code and creates the account", async () => {
      const context = await browser().newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      const email = `human-${javaScriptEnabled}-${Date.now()}@example.com`;
      await page.goto(`${SHOP_URL}/auth/signup?by=email`);
      expect(await page.textContent("main [data-human-check=slide]")).toContain("Swipe right to complete verification");
      await page.fill('input[name="account"]', email);
      await page.click('button[value="send-code"]');
      await page.waitForSelector("main [data-human-check] .text-error:has-text('Verification failed')");
      expect(await latest(email)).toBeUndefined();
      // Slid, but faster than a person fills a form: refused as well.
      await page.focus('main input[name="slide"]');
      await page.keyboard.press("End");
      await page.click('button[value="send-code"]');
      await page.waitForSelector("main [data-human-check] .text-error:has-text('Verification failed')");
      expect(await latest(email)).toBeUndefined();

      await signUp(page, email, "email");
      await page.waitForURL(/\/user\/center$/);
      expect(await page.textContent("[data-account-name]")).toContain(email);
      // The two refused posts answer 400 on purpose; nothing else may go wrong.
      expect(problems.filter((problem) => !problem.includes("status of 400"))).toEqual([]);
      expect(problems.length).toBeLessThanOrEqual(2);
      await context.close();
    });

    it("forgotten password and sign-in by code refuse without the slide, in the page's language", async () => {
      const context = await browser().newContext({ javaScriptEnabled });
      const { page } = await openPage(context);
      const email = `nobody-${javaScriptEnabled}-${Date.now()}@example.com`;
      await page.goto(`${SHOP_URL}/zh/auth/forget`);
      await page.fill('input[name="account"]', email);
      await page.click('main form button[type="submit"]');
      await page.waitForSelector("main [data-human-check] .text-error:has-text('验证失败')");
      expect(page.url()).toContain("/zh/auth/forget");
      await page.goto(`${SHOP_URL}/auth/signin?tab=code`);
      await page.fill('input[name="account"]', email);
      await passSlide(page);
      await page.click('button[value="send-code"]');
      await page.waitForSelector('main [role="status"]');
      // The page's data is read again after the code went out, with a new challenge to slide.
      await expect
        .poll(() => page.textContent("main [data-human-check]"))
        .toContain("Swipe right to complete verification");
      await context.close();
    });
  });
}
