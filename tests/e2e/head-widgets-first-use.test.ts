/**
 * The head's widgets hydrated on first use (ADR 314): after a page has loaded, the search box,
 * the language and currency pickers, the account link and the category menu are still the
 * server's HTML, without their code; reaching for one loads it and keeps what the shopper did
 * (words typed, a menu opened), and a client navigation waits for it so the widgets follow the
 * new address; home's product grids below the first screen are handed over the same way as they
 * come near it. React marks every element it hydrated with a `__reactFiber$…` key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { hydrated } from "./support/customer";
import { isHydrated, loadedPaths } from "./support/first-use";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const WIDGETS = /\/(SearchBox|LanguagePicker|CurrencyPicker|AccountLink|MainMenu|NewsletterForm)-[^/]+\.js$/;

describe("head widgets on first use", () => {
  it("the search box is the server's until used, then suggests for what was typed before its code came", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/category/men`);
    await hydrated(page, true);
    await page.waitForLoadState("networkidle");
    const search = page.locator('.shop-head input[name="q"]');
    expect(await isHydrated(search)).toBe(false);
    expect((await loadedPaths(page)).filter((path) => WIDGETS.test(path))).toEqual([]);

    // Typed at once, as a quick shopper would: the code may still be on its way.
    await search.fill("cardigan");
    await expect.poll(() => isHydrated(page.locator('.shop-head input[name="q"]'))).toBe(true);
    expect(await page.locator('.shop-head input[name="q"]').inputValue()).toBe("cardigan");
    await expect.poll(() => page.locator('.shop-head [role="listbox"] [role="option"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the phone menu opened before its code came stays open and its links navigate in the page", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/cart`);
    await hydrated(page, true);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const menu = page.locator(".shop-menu details.dropdown");
    expect(await isHydrated(menu)).toBe(false);
    await menu.locator("> summary").click();
    await expect.poll(() => isHydrated(page.locator(".shop-menu details.dropdown"))).toBe(true);
    expect(await page.locator(".shop-menu details.dropdown").evaluate((element) => element.hasAttribute("open"))).toBe(
      true,
    );
    // The first entry's sub-menu (a <details> too), then its first link.
    const sub = page.locator(".shop-menu details.dropdown > ul > li > details > summary").first();
    if (await sub.count()) await sub.click();
    await page.locator(".shop-menu details.dropdown a:visible").first().click();
    await page.waitForURL((url) => url.pathname !== "/cart");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a client navigation waits for the widgets: the currency form and sign-in link follow the new address", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/cart`);
    await hydrated(page, true);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // A link outside the widgets: the footer's first shop link.
    const link = page.locator(".shop-foot a[href^='/']").first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => page.locator(".shop-currency form").getAttribute("action")).toBe(href);
    const signIn = page.locator(".shop-head a[href*='/auth/signin']");
    expect(await signIn.getAttribute("href")).toBe(`/auth/signin?redirect=${encodeURIComponent(href)}`);
    expect(await isHydrated(signIn)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("home's product grids below the first screen are handed over as they come near it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/`);
    await hydrated(page, true);
    await page.waitForLoadState("networkidle");
    const lastCard = page.locator("main .shop-card").last();
    expect(await isHydrated(lastCard)).toBe(false);
    expect((await loadedPaths(page)).some((path) => /\/product-card-[^/]+\.js$/.test(path))).toBe(false);

    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(page.locator("main .shop-card").last())).toBe(true);
    expect((await loadedPaths(page)).some((path) => /\/product-card-[^/]+\.js$/.test(path))).toBe(true);
    // The live cards navigate in the page.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator("main .shop-card").last().locator("a").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/product/"));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
