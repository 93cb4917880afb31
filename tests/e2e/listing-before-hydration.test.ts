/**
 * A listing's filter form used before the page has hydrated (ADR 384): its scripts start after the
 * first screen is painted (ADR 373), so on a slow line the shopper can choose on the server's form
 * first. The page's scripts are held back (a playwright route) while the shopper chooses; once
 * they are in, the choice is acted on as if made then: the list updates in place (no document
 * load), the URL holds the choice, the box keeps its tick and the focus. A form sent before
 * hydration (Enter in a price field) is a plain GET, never lost.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { hydrated } from "./support/customer";
import { holdScripts } from "./support/first-use";

const WOMEN = `${SHOP_URL}/category/women`;
const WAIT = { timeout: 15_000 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const filters = (page: Page) => page.getByRole("form", { name: "Filters" });
const resultCount = async (page: Page) =>
  Number(/\d+/.exec((await page.locator("#listing-results").textContent()) ?? "")?.[0] ?? NaN);
const prices = async (page: Page) =>
  (await page.locator("main .shop-card .shop-sales-price").allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, "")),
  );
const focusedValue = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | HTMLSelectElement | null)?.value);

/**
 * Counts the turns of the event loop at which the field `selector` finds was there but did not
 * show the shopper's choice (a box not ticked, a select on another value): the choice must never
 * flick back while the code swaps in and the list loads.
 */
const watchChoice = (page: Page, selector: string, value: string) =>
  page.evaluate(
    ([selector, value]) => {
      const watch = window as unknown as { lost: number };
      watch.lost = 0;
      const look = () => {
        const field = document.querySelector<HTMLInputElement>(selector);
        if (field && (field.type === "checkbox" ? !field.checked : field.value !== value)) watch.lost++;
        setTimeout(look, 0);
      };
      look();
    },
    [selector, value],
  );
const choiceLost = (page: Page) => page.evaluate(() => (window as unknown as { lost: number }).lost);

/** The category with its scripts held back: it is shown, and used, before it hydrates. */
async function beforeHydration(width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 900 }, locale: "en-US" });
  const { page, problems } = await openPage(context);
  const scripts = await holdScripts(page, /^\/assets\/.+\.js$/);
  await page.goto(WOMEN, { waitUntil: "commit" });
  // The form is in the server's HTML (on a phone inside the closed drawer, so not yet visible).
  await page.locator("main form select[name=sort]").waitFor({ state: "attached" });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  return { context, page, problems, documents, release: scripts.release };
}

describe("a listing's form used before the page hydrated (ADR 384)", () => {
  it("a sort chosen before hydration sorts the list in place once the code is in", async () => {
    const { context, page, problems, documents, release } = await beforeHydration(1280);
    const sort = filters(page).locator("select[name=sort]");
    // A shopper's pick focuses the select (playwright's selectOption alone does not).
    await sort.focus();
    await sort.selectOption("price_asc");
    await watchChoice(page, "main form select[name=sort]", "price_asc");
    release();
    await hydrated(page, true);
    await page.waitForURL(/sort=price_asc/, WAIT);
    await expect
      .poll(async () => {
        const values = await prices(page);
        return values.length > 0 && values.every((value, index) => index === 0 || values[index - 1] <= value);
      }, WAIT)
      .toBe(true);
    expect(await sort.inputValue()).toBe("price_asc");
    expect(await choiceLost(page)).toBe(0);
    expect(await focusedValue(page)).toBe("price_asc");
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a box ticked before hydration filters the list in place, keeping the tick and the focus", async () => {
    const { context, page, problems, documents, release } = await beforeHydration(1280);
    const all = await resultCount(page);
    const navy = filters(page).getByRole("checkbox", { name: /^Navy\b/ });
    await navy.check();
    await watchChoice(page, "main form input[value=Navy]", "Navy");
    release();
    await hydrated(page, true);
    await page.waitForURL(/Colour=Navy/, WAIT);
    await expect.poll(() => resultCount(page), WAIT).toBeLessThan(all);
    expect(await navy.isChecked()).toBe(true);
    // The box never showed unticked on the way: not when its code swapped in, not while the list loaded.
    expect(await choiceLost(page)).toBe(0);
    expect(await focusedValue(page)).toBe("Navy");
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("on a phone, 'in stock only' ticked in the drawer before hydration filters the list, the drawer open", async () => {
    const { context, page, problems, documents, release } = await beforeHydration(390);
    const all = await resultCount(page);
    await page.locator("label[for=facet-drawer]").first().click();
    const inStock = filters(page).locator("input[name=inStock]");
    await inStock.check();
    release();
    await hydrated(page, true);
    await page.waitForURL(/inStock=1/, WAIT);
    await expect.poll(() => resultCount(page), WAIT).toBeLessThanOrEqual(all);
    await expect.poll(() => inStock.isChecked(), WAIT).toBe(true);
    expect(await page.locator("#facet-drawer").isChecked()).toBe(true);
    await expect
      .poll(
        () =>
          filters(page)
            .getByRole("button", { name: /^Show \d+ results?$/ })
            .textContent(),
        WAIT,
      )
      .toBe(`Show ${await resultCount(page)} results`);
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a price typed and sent with Enter before hydration is not lost", async () => {
    const { context, page, problems, release } = await beforeHydration(1280);
    await filters(page).locator("input[name=min]").fill("50");
    await filters(page).locator("input[name=min]").press("Enter");
    release();
    await page.waitForURL(/min=50/, WAIT);
    await hydrated(page, true);
    await expect.poll(async () => (await prices(page)).every((value) => value >= 50), WAIT).toBe(true);
    expect((await prices(page)).length).toBeGreaterThan(0);
    expect(await filters(page).locator("input[name=min]").inputValue()).toBe("50");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a price typed before hydration stays in its field and is sent by Enter once the code is in", async () => {
    const { context, page, problems, documents, release } = await beforeHydration(1280);
    const min = filters(page).locator("input[name=min]");
    await min.fill("50");
    release();
    await hydrated(page, true);
    // Typed bounds wait for Enter, as on the live form: the address does not move by itself.
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).search).toBe("");
    expect(await min.inputValue()).toBe("50");
    await min.press("Enter");
    await page.waitForURL(/min=50/, WAIT);
    await expect.poll(async () => (await prices(page)).every((value) => value >= 50), WAIT).toBe(true);
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
