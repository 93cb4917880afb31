/**
 * Parts whose code loads on first use (ADR 310): the product page's review form and the sign-in
 * page's country-code picker stay the server's HTML, not hydrated and without their code, until
 * the shopper reaches for them; then their code loads and what the shopper already did in them
 * (stars picked, words typed, a country code chosen) is kept. React marks every element it
 * hydrated with a `__reactFiber$…` key: a part left as server HTML has none.
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

describe("code loaded on first use", () => {
  it("the review form is the server's until the shopper opens it, and keeps what was picked and typed", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/product/slim-cardigan-1?fresh=${Date.now()}`);
    await hydrated(page, true);
    await page.waitForLoadState("networkidle");
    const words = page.locator("#reviews textarea");
    expect(await words.count()).toBe(1);
    expect(await isHydrated(words)).toBe(false);
    expect((await loadedPaths(page)).some((path) => /ReviewFormFields/.test(path))).toBe(false);

    // Straight away, as a quick shopper would: the code may still be on its way.
    await page.getByText("Write a review").click();
    await page.getByRole("radio", { name: "4 out of 5 stars" }).check();
    await words.fill("Soft and warm");
    await expect.poll(() => isHydrated(page.locator("#reviews textarea"))).toBe(true);
    expect(await page.locator("#reviews textarea").inputValue()).toBe("Soft and warm");
    expect(await page.getByRole("radio", { name: "4 out of 5 stars" }).isChecked()).toBe(true);
    expect((await loadedPaths(page)).some((path) => /ReviewFormFields/.test(path))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the sign-in country-code picker loads its code when a number is typed, and keeps the code picked", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/auth/signin`);
    await hydrated(page, true);
    await page.waitForLoadState("networkidle");
    const picker = page.locator('select[name="countryCode"]');
    expect(await picker.isVisible()).toBe(false);
    expect(await isHydrated(picker)).toBe(false);
    expect((await loadedPaths(page)).some((path) => /CountryCodeSelect/.test(path))).toBe(false);

    await page.fill('input[name="account"]', "415 555 0100");
    await page.locator('select[name="countryCode"]').selectOption("+1");
    await expect.poll(() => isHydrated(page.locator('select[name="countryCode"]'))).toBe(true);
    expect(await page.locator('select[name="countryCode"]').inputValue()).toBe("+1");
    expect(await page.locator('select[name="countryCode"]').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
