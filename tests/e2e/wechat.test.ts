/**
 * WeChat sign-in in Chromium against the fake WeChat (global-setup.ts), JavaScript on and off:
 * the first sign-in makes an account and asks to bind an email (code from the outbox); the next
 * sign-in with the same WeChat user lands in that account; a callback this browser did not start
 * signs nobody in.
 */
import { describe, expect, inject, it } from "vitest";
import { SHOP_URL, openPage } from "./support/shop";
import { latest, accountsBrowser, passSlide, signOut, signInWithWechat } from "./support/accounts";

const browser = accountsBrowser();

for (const javaScriptEnabled of [true, false]) {
  describe(`WeChat sign-in with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("creates an account, binds an email, and signs the same account in next time", async () => {
      const context = await browser().newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      const openid = `e2e-${javaScriptEnabled}-${Date.now()}`;
      await page.goto(`${SHOP_URL}/auth/signin?redirect=%2Fcart`);
      await signInWithWechat(page, openid);
      await page.waitForURL(/\/auth\/bind\?redirect=%2Fcart$/);
      expect(await page.textContent("[data-account-name]")).toContain(`WeChat ${openid}`);
      const email = `wechat-${javaScriptEnabled}-${Date.now()}@example.com`;
      await page.fill('input[name="account"]', email);
      await passSlide(page);
      await page.click('button[value="send-code"]');
      await page.waitForSelector('main [role="status"]');
      await page.fill('input[name="code"]', (await latest(email)).code!);
      await page.click('button[value="bind"]:not(.hidden)');
      await page.waitForURL(/\/cart$/);
      await signOut(page);

      await page.goto(`${SHOP_URL}/auth/signin`);
      await signInWithWechat(page, openid);
      await page.waitForURL(/\/user\/center$/);
      expect(await page.textContent("[data-account-name]")).toContain(`WeChat ${openid}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}

it("a callback this browser did not start signs nobody in", async () => {
  const context = await browser().newContext();
  const { page } = await openPage(context);
  // The attacker's own code and state, planted in a link: this browser has no state cookie.
  const code = new URL(
    (
      await fetch(
        `${inject("wechatUrl")}/fake/scan?redirect_uri=${encodeURIComponent(`${SHOP_URL}/x`)}&state=s&openid=attacker`,
        { redirect: "manual" },
      )
    ).headers.get("location")!,
  ).searchParams.get("code");
  await page.goto(`${SHOP_URL}/auth/wechat/callback?code=${code}&state=s`);
  await page.waitForURL(/\/auth\/signin\?error=wechat/);
  expect(await page.textContent('main [role="alert"]')).toContain("WeChat");
  expect((await context.cookies()).some((cookie) => cookie.name === "sid")).toBe(false);
  await context.close();
});
