/**
 * Every way in, in Simplified Chinese (JavaScript on) and Traditional Chinese (JavaScript off):
 * email sign-up (its code verifies the address), password and code sign-in, mobile sign-up with a password
 * reset, QR sign-in across two contexts and WeChat. accounts.test.ts walks them in English with
 * JavaScript on and off. Each page must be in its language: <html lang> and the sign-in title.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { SHOP_URL, openPage } from "./support/shop";
import {
  approveQr,
  resetPassword,
  accountsBrowser,
  signInByCode,
  signInByPassword,
  signInWithWechat,
  signOut,
  signUp,
  type Prefix,
} from "./support/accounts";

const browser = accountsBrowser();

const LANGUAGES: { prefix: Prefix; lang: string; javaScriptEnabled: boolean; signinTitle: string; verified: string }[] =
  [
    { prefix: "/zh", lang: "zh", javaScriptEnabled: true, signinTitle: "登录您的账号", verified: "已验证" },
    { prefix: "/zh-HK", lang: "zh-HK", javaScriptEnabled: false, signinTitle: "登入您的帳號", verified: "已驗證" },
  ];

async function expectLanguage(page: Page, lang: string) {
  expect(await page.getAttribute("html", "lang")).toBe(lang);
}

for (const { prefix, lang, javaScriptEnabled, signinTitle, verified } of LANGUAGES) {
  describe(`accounts in ${lang} with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("email: sign up, verify, sign out, sign in by password and by code", async () => {
      const context = await browser().newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      const email = `e2e-${lang.toLowerCase()}-${Date.now()}@example.com`;
      await signUp(page, email, "email", prefix);
      // The sign-up code proved the address: straight to the account, already verified.
      await page.waitForURL(new RegExp(`${prefix}/user/center$`));
      await expectLanguage(page, lang);
      await page.goto(`${SHOP_URL}${prefix}/auth/verify-prompt`);
      expect(await page.textContent("main")).toContain(verified);
      await signOut(page);
      await page.goto(`${SHOP_URL}${prefix}/user/center`);
      expect(page.url()).toContain(`${prefix}/auth/signin?redirect=`);
      expect(await page.textContent("main h1")).toBe(signinTitle);
      await signInByPassword(page, email, "e2e password 1");
      await page.waitForURL(new RegExp(`${prefix}/user/center$`));
      await signOut(page);
      await page.goto(`${SHOP_URL}${prefix}/auth/signin?tab=code`);
      await signInByCode(page, email);
      await page.waitForURL(new RegExp(`${prefix}/user/center$`));
      expect(problems).toEqual([]);
      await context.close();
    });

    it("mobile: sign up, forget and reset the password", async () => {
      const context = await browser().newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      const mobile = `15${String(Date.now()).slice(-9)}`;
      await signUp(page, mobile, "mobile", prefix);
      await page.waitForURL(new RegExp(`${prefix}/user/center$`));
      await signOut(page);
      await resetPassword(page, mobile, `+86 ${mobile}`, "reset password 2", prefix);
      await expectLanguage(page, lang);
      await signInByPassword(page, mobile, "reset password 2");
      await page.waitForURL(new RegExp(`${prefix}/user/center$`));
      expect(problems).toEqual([]);
      await context.close();
    });

    it("QR across two contexts, and WeChat", async () => {
      const phone = await browser().newContext({ javaScriptEnabled: true });
      const { page: phonePage } = await openPage(phone);
      await signUp(phonePage, `phone-${lang.toLowerCase()}-${Date.now()}@example.com`, "email", prefix);
      await phonePage.waitForURL(/\/user\/center$/);
      const desktop = await browser().newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(desktop);
      expect(await approveQr(page, phonePage, javaScriptEnabled, prefix)).toContain(`${prefix}/auth/qr/`);
      await page.waitForURL(new RegExp(`${prefix}/user/center$`), { timeout: 15_000 });
      expect(await page.textContent("[data-account-name]")).toContain("phone-");
      await signOut(page);

      await page.goto(`${SHOP_URL}${prefix}/auth/signin`);
      await signInWithWechat(page, `e2e-${lang}-${Date.now()}`);
      await page.waitForURL(new RegExp(`${prefix}/auth/bind\\?redirect=`));
      await expectLanguage(page, lang);
      await page.click("[data-bind-later]");
      await page.waitForURL(new RegExp(`${prefix}/user/center$`));
      expect(problems).toEqual([]);
      await desktop.close();
      await phone.close();
    });
  });
}
