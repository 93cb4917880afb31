/** Account journeys in Chromium, with JavaScript on and off: codes are read from the outbox. */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";

let browser: Browser;
beforeAll(async () => {
  // Every browser here comes from 127.0.0.1: start from fresh per-IP counters (the local D1 keeps them between runs).
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", "DELETE FROM rate_limits"], { stdio: "ignore", env: { ...process.env, CI: "true" } });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function latest(to: string): Promise<{ code: string | null; text: string }> {
  const response = await fetch(`${SHOP_URL}/api/web/admin/outbox`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer dev-admin-token" }, body: JSON.stringify({ to }) });
  return ((await response.json()) as { data: { code: string | null; text: string }[] }).data[0];
}

async function signUp(page: Page, account: string, by: "email" | "mobile") {
  await page.goto(`${SHOP_URL}/auth/signup?by=${by}`);
  await page.fill('input[name="account"]', account);
  await page.click('button[value="send-code"]');
  await page.waitForSelector('main [role="status"]');
  await page.fill('input[name="code"]', (await latest(by === "mobile" ? `+86 ${account}` : account)).code!);
  await page.fill('input[name="password"]', "e2e password 1");
  await page.focus('input[name="slide"]');
  await page.keyboard.press("End");
  await page.check('input[name="agree"]');
  await page.waitForTimeout(1_600);
  await page.click('button[value="signup"]:not(.hidden)');
}

async function signOut(page: Page) {
  await page.locator("details:has([data-account-name]) > summary").first().click();
  await page.locator('form[action$="/auth/signout"] button').first().click();
  await page.waitForSelector("text=Sign in");
}

for (const javaScriptEnabled of [true, false]) {
  describe(`accounts with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("sign up by email, verify, sign out, sign in by password and by code", async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      const email = `e2e-${javaScriptEnabled}-${Date.now()}@example.com`;
      await signUp(page, email, "email");
      await page.waitForURL(/\/auth\/verify-prompt/);
      const link = /(https?:\/\/\S+verify-email\?token=[\w-]+)/.exec((await latest(email)).text)![1];
      await page.goto(link);
      expect(await page.textContent('main [role="status"]')).toContain("verified");
      expect(await page.textContent("[data-account-name]")).toContain(email);
      const sid = (await context.cookies()).find((cookie) => cookie.name === "sid")!;
      expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax" });
      if (javaScriptEnabled) expect(await page.evaluate(() => localStorage.getItem("shop.user"))).toContain(email);
      await signOut(page);
      expect((await context.cookies()).some((cookie) => cookie.name === "sid")).toBe(false);
      if (javaScriptEnabled) expect(await page.evaluate(() => localStorage.getItem("shop.user"))).toBeNull();

      await page.goto(`${SHOP_URL}/user/center`);
      expect(page.url()).toContain("/auth/signin?redirect=%2Fuser%2Fcenter");
      await page.fill('input[name="account"]', email);
      await page.fill('input[name="password"]', "e2e password 1");
      await page.click('button[value="password"]');
      await page.waitForURL(/\/user\/center$/);
      await signOut(page);

      await page.goto(`${SHOP_URL}/auth/signin?tab=code&redirect=%2Fcart`);
      await page.fill('input[name="account"]', email);
      await page.click('button[value="send-code"]');
      await page.waitForSelector('main [role="status"]');
      await page.fill('input[name="code"]', (await latest(email)).code!);
      await page.click('button[value="code"]:not(.hidden)');
      await page.waitForURL(/\/cart$/);
      expect(problems).toEqual([]);
      await context.close();
    });

    it("sign up by mobile; forget and reset the password", async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      const mobile = `13${String(Date.now()).slice(-9)}`;
      await signUp(page, mobile, "mobile");
      await page.waitForURL(/\/user\/center$/);
      await signOut(page);
      await page.goto(`${SHOP_URL}/auth/forget`);
      await page.fill('input[name="account"]', mobile);
      await page.getByRole("button", { name: "Send reset code" }).click();
      await page.waitForURL(/\/auth\/reset-password/);
      await page.fill('input[name="code"]', (await latest(`+86 ${mobile}`)).code!);
      await page.fill('input[name="password"]', "reset password 2");
      await page.getByRole("button", { name: "Set new password" }).click();
      await page.waitForURL(/\/auth\/signin\?reset=1/);
      await page.fill('input[name="account"]', mobile);
      await page.fill('input[name="password"]', "reset password 2");
      await page.click('button[value="password"]');
      await page.waitForURL(/\/user\/center$/);
      expect(problems).toEqual([]);
      await context.close();
    });

    it("QR sign-in: the desktop signs in once a signed-in phone approves", async () => {
      const phone = await browser.newContext({ javaScriptEnabled: true });
      const { page: phonePage } = await openPage(phone);
      await signUp(phonePage, `phone-${javaScriptEnabled}-${Date.now()}@example.com`, "email");
      await phonePage.waitForURL(/verify-prompt/);

      const desktop = await browser.newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(desktop);
      await page.goto(`${SHOP_URL}/auth/signin?tab=qr`);
      const approveUrl = await page.getAttribute("[data-qr-link]", "href");
      expect(approveUrl).toMatch(/\/auth\/qr\/[\w-]{43}$/);
      await phonePage.goto(approveUrl!);
      await phonePage.click('button[value="approve"]');
      await phonePage.waitForSelector('main [role="status"]');
      if (!javaScriptEnabled) {
        // Playwright turns JavaScript off at run time, so the HTML parser still treats <noscript>
        // as text and never shows the page's "Check again" link; reloading stands in for it.
        await page.reload();
      }
      await page.waitForURL(/\/user\/center$/, { timeout: 15_000 });
      expect(await page.textContent("[data-account-name]")).toContain("phone-");
      expect(problems).toEqual([]);
      await desktop.close();
      await phone.close();
    });
  });
}
