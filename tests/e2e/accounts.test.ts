/** Account journeys in Chromium, with JavaScript on and off: codes are read from the outbox. */
import { describe, expect, it } from "vitest";
import { SHOP_URL, openPage } from "./support/shop";
import {
  approveQr,
  latest,
  resetPassword,
  accountsBrowser,
  signInByCode,
  signInByPassword,
  signOut,
  signUp,
} from "./support/accounts";

const browser = accountsBrowser();

for (const javaScriptEnabled of [true, false]) {
  describe(`accounts with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("sign up by email, verify, sign out, sign in by password and by code", async () => {
      const context = await browser().newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      const email = `e2e-${javaScriptEnabled}-${Date.now()}@example.com`;
      await signUp(page, email, "email");
      // The sign-up code proved the address: no "verify your email" step, and none mailed.
      await page.waitForURL(/\/user\/center$/);
      expect((await latest(email)).text).not.toMatch(/verify-email\?token=/);
      await page.goto(`${SHOP_URL}/auth/verify-prompt`);
      expect(await page.textContent("main")).toContain("already verified");
      expect(await page.textContent("[data-account-name]")).toContain(email);
      const sid = (await context.cookies()).find((cookie) => cookie.name === "sid")!;
      expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax" });
      if (javaScriptEnabled) expect(await page.evaluate(() => localStorage.getItem("shop.user"))).toContain(email);
      await signOut(page);
      expect((await context.cookies()).some((cookie) => cookie.name === "sid")).toBe(false);
      // The mirror follows the server's answer once the signed-out page's code runs, which starts
      // after the first paint (ADR 373): wait for it rather than read it at once.
      if (javaScriptEnabled) await page.waitForFunction(() => localStorage.getItem("shop.user") === null);

      await page.goto(`${SHOP_URL}/user/center`);
      expect(page.url()).toContain("/auth/signin?redirect=%2Fuser%2Fcenter");
      await signInByPassword(page, email, "e2e password 1");
      await page.waitForURL(/\/user\/center$/);
      await signOut(page);

      await page.goto(`${SHOP_URL}/auth/signin?tab=code&redirect=%2Fcart`);
      await signInByCode(page, email);
      await page.waitForURL(/\/cart$/);
      expect(problems).toEqual([]);
      await context.close();
    });

    it("sign up by mobile; forget and reset the password", async () => {
      const context = await browser().newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      const mobile = `13${String(Date.now()).slice(-9)}`;
      await signUp(page, mobile, "mobile");
      await page.waitForURL(/\/user\/center$/);
      await signOut(page);
      await resetPassword(page, mobile, `+86 ${mobile}`, "reset password 2");
      await signInByPassword(page, mobile, "reset password 2");
      await page.waitForURL(/\/user\/center$/);
      expect(problems).toEqual([]);
      await context.close();
    });

    it("QR sign-in: the desktop signs in once a signed-in phone approves", async () => {
      const phone = await browser().newContext({ javaScriptEnabled: true });
      const { page: phonePage } = await openPage(phone);
      await signUp(phonePage, `phone-${javaScriptEnabled}-${Date.now()}@example.com`, "email");
      await phonePage.waitForURL(/\/user\/center$/);

      const desktop = await browser().newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(desktop);
      expect(await approveQr(page, phonePage, javaScriptEnabled)).toMatch(/\/auth\/qr\/[\w-]{43}$/);
      await page.waitForURL(/\/user\/center$/, { timeout: 15_000 });
      expect(await page.textContent("[data-account-name]")).toContain("phone-");
      expect(problems).toEqual([]);
      await desktop.close();
      await phone.close();
    });
  });
}
