/**
 * The hand-over of the head's widgets (ADR 314, 353) under the races a slow phone meets, made
 * deterministic by holding back the widget's code (a playwright route) or the page's hydration:
 * - a search submitted before the box's code is in is a client navigation (a `.data` request),
 * - words typed and the caret, while the box's code swaps in, are kept and answered,
 * - words typed before the page hydrated ask for the code and are answered,
 * - the phone's Menu opened before the page hydrated is not closed by the hydration,
 * - a tap on the phone's Menu pressed before the swap and released after it still opens the menu.
 * React marks every element it rendered with a `__reactFiber$…` key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { hydrated } from "./support/customer";
import { holdScripts, isHydrated } from "./support/first-use";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Two frames and a turn: what a script that just came has started is done. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );

const SEARCH = '.shop-head input[name="q"]';
const OPTIONS = '.shop-head [role="listbox"] [role="option"]';

describe("the head's widgets handed over under a slow phone's races", () => {
  it("a search submitted before the box's code is in is a client navigation", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/cart`);
    await hydrated(page, true);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) dataRequests.push(url.pathname + url.search);
    });
    // The box's code is held back: the submit meets the server's plain GET form.
    const code = await holdScripts(page, /\/SearchBox-[^/]+\.js$/);
    await page.evaluate((selector) => {
      const field = document.querySelector<HTMLInputElement>(selector)!;
      field.value = "coat";
      field.form!.requestSubmit();
    }, SEARCH);
    // A client navigation waits for every part's code (use-held-navigation.ts), then goes on in
    // the page; a document load (the defect) goes without it.
    await Promise.race([code.asked, page.waitForURL(/\/search\?q=coat/)]);
    code.release();
    await page.waitForURL(/\/search\?q=coat/);
    expect(dataRequests.filter((url) => url.startsWith("/search.data?q=coat"))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the words and the caret typed while the search box's code swaps in, and suggests for them", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/category/men`);
    await hydrated(page, true);
    await page.waitForLoadState("networkidle");
    const code = await holdScripts(page, /\/SearchBox-[^/]+\.js$/);
    await page.locator(SEARCH).focus();
    await code.asked;
    // From the code's release until the live box is in, the shopper edits at every turn of the
    // event loop (as typing keys does): each turn changes the word and leaves the caret after "card".
    const typing = page.evaluate((selector) => {
      const words = ["cardigan", "cardiga"];
      return new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        let turn = 0;
        let last = "";
        channel.port1.onmessage = () => {
          const field = document.querySelector<HTMLInputElement>(selector)!;
          const live = Object.keys(field).some((key) => key.startsWith("__reactFiber$"));
          if (live || turn > 5000) {
            channel.port1.close();
            resolve(last);
            return;
          }
          last = words[turn++ % 2];
          field.value = last;
          field.setSelectionRange(4, 4);
          field.dispatchEvent(new Event("input", { bubbles: true }));
          channel.port2.postMessage(null);
        };
        channel.port2.postMessage(null);
      });
    }, SEARCH);
    code.release();
    const lastTyped = await typing;
    const field = page.locator(SEARCH);
    expect(await isHydrated(field)).toBe(true);
    expect(await field.inputValue()).toBe(lastTyped);
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      4, 4,
    ]);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => page.locator(OPTIONS).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("words typed before the page hydrated ask for the search box's code and are answered", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const { page, problems } = await openPage(context);
    // The page's own scripts are held: it shows, and the shopper types, before it hydrates.
    const scripts = await holdScripts(page, /^\/assets\/.+\.js$/);
    await page.goto(`${SHOP_URL}/category/men`, { waitUntil: "commit" });
    await page.locator(SEARCH).fill("cardigan");
    scripts.release();
    await hydrated(page, true);
    await expect.poll(() => isHydrated(page.locator(SEARCH))).toBe(true);
    expect(await page.locator(SEARCH).inputValue()).toBe("cardigan");
    await expect.poll(() => page.locator(OPTIONS).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the phone's Menu opened before the page hydrated stays open, laid out, once its code is in", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const { page, problems } = await openPage(context);
    const scripts = await holdScripts(page, /^\/assets\/.+\.js$/);
    await page.goto(`${SHOP_URL}/cart`, { waitUntil: "commit" });
    await page.locator(".shop-menu details.dropdown > summary").click();
    scripts.release();
    await hydrated(page, true);
    const menu = page.locator(".shop-menu details.dropdown");
    await expect.poll(() => isHydrated(menu)).toBe(true);
    await settle(page);
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    const list = await page.locator(".shop-menu details.dropdown > ul").boundingBox();
    expect(list?.width).toBeGreaterThan(0);
    expect(list?.height).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a tap on the phone's Menu pressed before its code swaps in and released after opens the menu", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/cart`);
    await hydrated(page, true);
    await page.waitForLoadState("networkidle");
    const code = await holdScripts(page, /\/MainMenu-[^/]+\.js$/);
    const summary = page.locator(".shop-menu details.dropdown > summary");
    const box = (await summary.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await code.asked;
    await page.mouse.down();
    const came = page.waitForResponse((response) => /\/MainMenu-[^/]+\.js$/.test(new URL(response.url()).pathname));
    code.release();
    await came;
    await settle(page);
    await page.mouse.up();
    const menu = page.locator(".shop-menu details.dropdown");
    await expect.poll(() => isHydrated(menu)).toBe(true);
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    const list = await page.locator(".shop-menu details.dropdown > ul").boundingBox();
    expect(list?.width).toBeGreaterThan(0);
    expect(list?.height).toBeGreaterThan(0);
    expect(list!.x + list!.width).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  });
});
