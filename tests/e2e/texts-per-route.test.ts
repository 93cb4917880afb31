/**
 * Texts per route (ADR 280): each page's data brings only the namespaces its screen reads, so a
 * navigation in the browser must bring the next screen's texts with its data. Walked with
 * JavaScript on from home through a category, a product and the cart to sign-in, every step a
 * client-side navigation: no text may show as its raw `namespace.key`, and no hydration warning.
 * With JavaScript off each of those pages is rendered by the server from the same texts.
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";

const NAMESPACES = readdirSync(resolve(import.meta.dirname, "../../locales/en"))
  .filter((name) => name.endsWith(".json") && name !== "backend.json")
  .map((name) => name.slice(0, -".json".length));
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join("|")})\\.[a-z][A-Za-z_]+\\b`, "g");

/** What the page shows (and says to a screen reader) that looks like an untranslated key. */
async function rawKeys(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label],[placeholder],[title]")].map((element) =>
      ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? "").join(" "),
    );
    // All the text, shown or folded away (a closed section's too), without the scripts' code and data.
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll("script, style, template").forEach((element) => element.remove());
    return [document.title, body.textContent ?? "", ...labels].join("\n");
  });
  return shown.match(RAW_KEY) ?? [];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("texts per route", () => {
  it("come with each screen on a walk from home to sign-in, JavaScript on", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/`);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { walk: number }).walk = 1));
    expect(await rawKeys(page), "home").toEqual([]);

    const steps: Array<[name: string, link: string, url: RegExp, ready: string]> = [
      ["category", 'a[href="/category/women"]:visible', /\/category\/women$/, "main .shop-card"],
      ["product", 'main a[href^="/product/"]:visible', /\/product\/[^/]+/, "main form"],
      ["cart", '.shop-head a[href="/cart"]:visible', /\/cart$/, "main h1"],
      ["sign-in", '.shop-head a[href^="/auth/signin"]:visible', /\/auth\/signin/, "main form input:not([type=hidden])"],
    ];
    for (const [name, link, url, ready] of steps) {
      await page.locator(link).first().click();
      await page.waitForURL(url);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { walk?: number }).walk), `${name}: no reload`).toBe(1);
      expect(await rawKeys(page), name).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(["/", "/category/women", "/product/slim-cardigan-1", "/cart", "/auth/signin", "/de/auth/signin"])(
    "are all on %s with JavaScript off",
    async (path) => {
      const context = await browser.newContext({ locale: "en-US", javaScriptEnabled: false });
      const { page } = await openPage(context);
      expect((await page.goto(`${SHOP_URL}${path}`))?.status()).toBe(200);
      expect(await rawKeys(page)).toEqual([]);
      await context.close();
    },
  );
});
