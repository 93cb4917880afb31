/**
 * Account flows for every shopper (issue 17), in Chromium with JavaScript on and off: a mobile
 * outside +86 through sign-up, both sign-ins and a password reset; a session ended elsewhere
 * (code 51) clears the cookie and says "login error" on the way to sign-in; sign-out reloads the
 * page it was on (a user-only page goes home); and, with JavaScript, the wish-list flags in local
 * storage follow the signed-in account.
 */
import { describe, expect, it } from "vitest";
import { askedHumanCheck } from "../support/human-check";
import type { BrowserContext, Page } from "playwright-core";
import { SHOP_URL, openPage } from "./support/shop";
import { accountsBrowser, resetPassword, signInByCode, signInByPassword, signOut, signUp } from "./support/accounts";
import { api, latestMail } from "./support/customer";

const browser = accountsBrowser();
const PASSWORD = "e2e password 1";

/** Each customer signs up from an address of its own (sign-ups and codes are limited per IP). */
async function customer(label: string): Promise<{ email: string; sid: string }> {
  const email = `every-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const ip = { "cf-connecting-ip": `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
  const check = await askedHumanCheck(SHOP_URL, ip);
  const sent = await api("auth/sendCode", { ...check, account: email, scene: "signup" }, ip);
  if (sent.envelope.code !== 0) throw new Error(JSON.stringify(sent.envelope));
  const code = (await latestMail(email))!.code!;
  const { response, envelope } = await api(
    "auth/signup",
    { ...check, account: email, password: PASSWORD, code, agree: true },
    ip,
  );
  if (envelope.code !== 0) throw new Error(JSON.stringify(envelope));
  return { email, sid: /(?:^|[;,]\s*)sid=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1] };
}

const hasSession = async (context: BrowserContext) => (await context.cookies()).some((cookie) => cookie.name === "sid");

/** Problems other than the 401 of the ended session, which the browser logs as a failed load. */
const real = (problems: string[]) => problems.filter((problem) => !/status of 401\b/.test(problem));

async function productSlugs(count: number): Promise<string[]> {
  const { envelope } = await api<{ list: { slug: string }[] }>("product/list", { pageSize: count });
  return envelope.data.list.map((product) => product.slug);
}

async function signInOnPage(page: Page, email: string, redirect: string) {
  await page.goto(`${SHOP_URL}/auth/signin?redirect=${encodeURIComponent(redirect)}`);
  await signInByPassword(page, email, PASSWORD);
  await page.waitForURL(SHOP_URL + redirect);
}

for (const javaScriptEnabled of [true, false]) {
  describe(`accounts for every shopper, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("a refused form tells it as the backend's answer asks: an error toast with JavaScript, the alert always", async () => {
      const context = await browser().newContext({ javaScriptEnabled });
      const { page } = await openPage(context);
      const { email } = await customer("toast");
      await page.goto(`${SHOP_URL}/auth/signin`);
      await page.fill('main input[name="account"]', email);
      await page.fill('main input[name="password"]', "not the password 1");
      await page.click('main button[value="password"]');
      const alert = page.locator('main [role="alert"]', { hasText: "The account or password is incorrect." });
      await expect.poll(() => alert.count()).toBe(1);
      // Code 41 from the backend: an error toast too, as a browser call's, only where scripts run.
      const toast = page.locator(".toast .alert-error", { hasText: "The account or password is incorrect." });
      if (javaScriptEnabled) await expect.poll(() => toast.count()).toBe(1);
      else expect(await toast.count()).toBe(0);
      expect(await page.textContent("main")).not.toContain("notice:");
      await context.close();
    });

    it("a +44 mobile signs up, signs in by password and by code, and resets its password", async () => {
      const context = await browser().newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      const national = `7700${String(Date.now()).slice(-6)}`;
      await signUp(page, national, "mobile", "", "+44");
      await page.waitForURL(/\/user\/center$/);
      expect(await page.textContent("[data-account-name]")).toContain(`+44 ${national}`);
      await signOut(page);

      // As shoppers in the UK write it: the trunk 0 is not part of the number.
      await page.goto(`${SHOP_URL}/auth/signin`);
      await signInByPassword(page, `0${national}`, PASSWORD, "+44");
      await page.waitForURL(/\/user\/center$/);
      await signOut(page);

      await page.goto(`${SHOP_URL}/auth/signin?tab=code`);
      await signInByCode(page, national, `+44 ${national}`, "+44");
      await page.waitForURL(/\/user\/center$/);
      await signOut(page);

      // The reset page keeps the country code the forget page was given.
      await resetPassword(page, national, `+44 ${national}`, "reset password 2", "", "+44");
      await signInByPassword(page, national, "reset password 2", "+44");
      await page.waitForURL(/\/user\/center$/);
      expect(problems).toEqual([]);
      await context.close();
    });

    it("a session ended elsewhere: the cookie is cleared, 'login error' shown, sign-in comes back", async () => {
      const { sid } = await customer(`ended-${javaScriptEnabled}`);
      const [slug] = await productSlugs(1);
      const context = await browser().newContext({ javaScriptEnabled });
      await context.addCookies([{ name: "sid", value: sid, url: SHOP_URL, httpOnly: true, sameSite: "Lax" }]);
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}/product/${slug}`);
      if (javaScriptEnabled) await page.waitForSelector("main [data-favorite][data-ready]");
      // Signed out from another device: the backend now answers 51 to this browser's token.
      expect((await api("auth/signout", {}, { cookie: `sid=${sid}` })).envelope.code).toBe(0);
      await page.locator("main [data-favorite]").first().click();
      await page.waitForURL(/\/auth\/signin\?/);
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(`/product/${slug}`);
      await page.waitForSelector("main [data-session-ended]");
      expect(await page.textContent("main [data-session-ended]")).toContain("login error");
      expect(await hasSession(context)).toBe(false);
      expect(real(problems)).toEqual([]);
      await context.close();
    });

    it("signing out reloads the page it was on; from a user-only page it goes home", async () => {
      const { email, sid } = await customer(`signout-${javaScriptEnabled}`);
      const [slug] = await productSlugs(1);
      const context = await browser().newContext({ javaScriptEnabled });
      await context.addCookies([{ name: "sid", value: sid, url: SHOP_URL, httpOnly: true, sameSite: "Lax" }]);
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}/zh/product/${slug}?tab=reviews`);
      await signOut(page);
      expect(page.url()).toBe(`${SHOP_URL}/zh/product/${slug}?tab=reviews`);
      expect(await hasSession(context)).toBe(false);

      await signInOnPage(page, email, "/user/order");
      await signOut(page);
      expect(page.url()).toBe(`${SHOP_URL}/`);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}

describe("wish-list flags in local storage, JavaScript on", () => {
  it("belong to the signed-in account: a second account sees its own favourites, not the first one's", async () => {
    const [first, second] = [await customer("wish-a"), await customer("wish-b")];
    const [mine, theirs] = await productSlugs(2);
    const theirsId = (await api<{ id: number }>("product/detail", { slug: theirs })).envelope.data.id;
    expect(
      (await api("favorite/add", { type: "product", id: theirsId }, { cookie: `sid=${second.sid}` })).envelope.code,
    ).toBe(0);
    const context = await browser().newContext({ javaScriptEnabled: true });
    const { page, problems } = await openPage(context);
    const heart = async () => {
      await page.waitForSelector("main [data-favorite][data-ready]");
      return page.getAttribute("main [data-favorite]", "aria-pressed");
    };

    // A has no favorites: the tab remembers "no wish list" for A.
    await signInOnPage(page, first.email, `/product/${theirs}`);
    expect(await heart()).toBe("false");
    expect(await page.evaluate(() => localStorage.getItem("shop.noWishList"))).not.toBeNull();
    await signOut(page);
    // Nothing of A's is left behind, not even the flag, once the signed-out page's code has run
    // (it starts after the first paint, ADR 373).
    await page.waitForFunction(
      () => localStorage.getItem("shop.noWishList") === null && localStorage.getItem("shop.wishList") === null,
    );

    // B signs in from the page (the visitor's hearts already mounted in this tab): B's own favorite shows.
    await page.waitForSelector("main [data-favorite][data-ready]");
    await page.click('header a[href*="/auth/signin"]');
    await page.waitForURL(/\/auth\/signin\?/);
    await signInByPassword(page, second.email, PASSWORD);
    await page.waitForURL(`${SHOP_URL}/product/${theirs}`);
    await page.waitForSelector("main [data-favorite][aria-pressed=true]");

    // B favorites another product, signs out; A signs in again and sees neither as A's.
    await page.goto(`${SHOP_URL}/product/${mine}`);
    await page.waitForSelector("main [data-favorite][data-ready]");
    // The heart turns at once and the save goes after: sign out once the backend has answered it,
    // so B's favourite exists when A is shown not to see it.
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/web/favorite/add");
    await page.locator("main [data-favorite]").first().click();
    await page.waitForSelector("main [data-favorite][aria-pressed=true]");
    expect((await (await saved).json()).code).toBe(0);
    await signOut(page);
    await signInOnPage(page, first.email, `/product/${mine}`);
    expect(await heart()).toBe("false");
    await page.goto(`${SHOP_URL}/product/${theirs}`);
    expect(await heart()).toBe("false");
    expect(problems).toEqual([]);
    await context.close();
  });
});
