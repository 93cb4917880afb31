/**
 * The page shell as a shopper meets it, with JavaScript on and off: head and foot around the
 * home page, the language picker keeping the path, an embedded component that works after
 * hydration, and no console errors or hydration warnings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  { js: true, label: "JavaScript on" },
  { js: false, label: "JavaScript off" },
])("home, $label", ({ js }) => {
  it("renders the server's head, body and foot in English", async () => {
    const context = await browser.newContext({ javaScriptEnabled: js, locale: "en-US" });
    const { page, problems } = await openPage(context);
    const response = await page.goto(`${SHOP_URL}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await expect.poll(() => page.locator(".shop-head header nav").count()).toBeGreaterThan(0);
    expect(await page.locator(".shop-foot footer").count()).toBe(1);
    expect(await page.locator("main .shop-hero").count()).toBe(1);
    expect(await page.locator("main .shop-card").count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("switches language with the picker and keeps the path", async () => {
    const context = await browser.newContext({ javaScriptEnabled: js, locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/cart`);
    await page.locator(".shop-language summary").first().click();
    await page.locator('.shop-language a[hreflang="zh-HK"]').first().click();
    await page.waitForURL(`${SHOP_URL}/zh-HK/cart`);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("zh-HK");
    await expect.poll(() => page.locator("main h1").first().textContent()).toBe("購物車");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("embedded components", () => {
  it("work after hydration: the hero banner moves to the next slide", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/`);
    const position = page.getByTestId("hero-position");
    const before = await position.textContent();
    expect(before).toMatch(/^1 \/ \d+$/);
    // Hydration is done when React has attached its handlers; clicking until the text moves proves it.
    await expect
      .poll(async () => {
        await page.getByRole("button", { name: "Next" }).click();
        return position.textContent();
      })
      .not.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("client navigation keeps the shell and changes the title", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/`);
    await page.waitForLoadState("networkidle");
    const firstTitle = await page.title();
    await page.locator(".shop-foot a[href^='/page/']").first().click();
    await page.waitForURL(/\/page\//);
    await expect.poll(() => page.title()).not.toBe(firstTitle);
    expect(await page.locator(".shop-head header").count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends one route request for repeated clicks on the same link within 700 ms", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/`);
    await page.waitForLoadState("networkidle");
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data") && !request.headers()["sec-purpose"])
        dataRequests.push(request.url());
    });
    const href = await page.locator(".shop-foot a[href^='/page/']").first().getAttribute("href");
    await page.evaluate((target) => {
      const link = document.querySelector<HTMLAnchorElement>(`.shop-foot a[href='${target}']`)!;
      link.click();
      link.click();
      link.click();
    }, href);
    await page.waitForURL(`${SHOP_URL}${href}`);
    await page.waitForLoadState("networkidle");
    expect(dataRequests.filter((url) => url.includes(`${href}.data`))).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
