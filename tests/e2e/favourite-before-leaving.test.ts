/**
 * A favourite tapped just before leaving the page stays saved, even while the code that reads the
 * call's answer is still downloading (ADR 358 loads it with the first call): the request leaves
 * at once and outlives the page (app/lib/use-api.ts). The heart is tapped on a page that has called
 * nothing yet (the tab remembers the shopper has no wish list, so none was loaded), the call's code
 * is held back as on a slow network, and the shopper goes to another page straight away.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { api, signedUpCustomer, signIn } from "./support/customer";

/** Longer than the test takes to tap and leave: the call's code arrives only after the page is gone. */
const SLOW_NETWORK_MS = 3_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a favourite tapped just before leaving the page", () => {
  it("is saved though the code that reads the answer had not arrived", async () => {
    const customer = await signedUpCustomer("Leaver");
    const { list } = (await api<{ list: { slug: string }[] }>("product/list", { pageSize: 2 })).envelope.data;
    const context = await browser.newContext({ locale: "en-US" });
    await signIn(context, customer);
    const { page, problems } = await openPage(context);

    // The first page loads the (empty) wish list, and the tab remembers there is none.
    await page.goto(`${SHOP_URL}/product/${list[0].slug}`);
    await page.waitForSelector("main [data-favorite][data-ready]");
    await page.waitForFunction(() => localStorage.getItem("shop.noWishList") !== null);

    // The next page calls nothing before the tap, so the call's code comes only with it: slowly.
    const held: string[] = [];
    await page.route("**/assets/api-call-*.js", async (route) => {
      held.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, SLOW_NETWORK_MS));
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${SHOP_URL}/product/${list[1].slug}`);
    await page.waitForSelector("main [data-favorite][data-ready]");
    await page.locator("main [data-favorite]").first().click();
    await page.waitForSelector("main [data-favorite][aria-pressed=true]");
    await page.goto(`${SHOP_URL}/`);
    // The tap did ask for the call's code, which was still on its way when the shopper left.
    expect(held).toHaveLength(1);

    const as = { cookie: `sid=${customer.sid}` };
    await expect
      .poll(async () => (await api<{ product: number }>("favorite/count", {}, as)).envelope.data.product, {
        timeout: 10_000,
      })
      .toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
