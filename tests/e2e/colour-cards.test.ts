/**
 * A listing filtered by a colour shows that colour (issue 30 item 2, ADR 335): tick Navy on a
 * category and every card's picture is the product's navy variant; follow a card and the product
 * opens with Navy chosen (its picture navy too). With and without JavaScript. The demo draws each
 * variant's picture in its colour and names it so (`…-navy.svg`, ADR 300).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { withoutJavaScript } from "./support/axe";

const WOMEN = `${SHOP_URL}/category/women`;
const WAIT = { timeout: 15_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cardPictures = (page: Page) =>
  page
    .locator("#main article.shop-card figure img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute("src") ?? ""));

for (const js of [false, true]) {
  describe(`cards of a colour ${js ? "with" : "without"} JavaScript`, () => {
    it("show the ticked colour, and open the product with it chosen", async () => {
      const context = await browser.newContext({
        javaScriptEnabled: js,
        locale: "en-US",
        viewport: { width: 1280, height: 900 },
      });
      if (!js) await withoutJavaScript(context);
      const { page, problems } = await openPage(context);
      await page.goto(WOMEN);
      if (js) await page.waitForLoadState("networkidle");
      // Before: the cards show each product's own picture, in several colours.
      const before = await cardPictures(page);
      expect(before.filter((src) => !src.includes("-navy.")).length).toBeGreaterThan(0);

      const form = page.getByRole("form", { name: "Filters" });
      await form.getByRole("checkbox", { name: /^Navy\b/ }).check();
      if (!js) await form.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(/Colour=Navy/, WAIT);
      await expect
        .poll(async () => {
          const pictures = await cardPictures(page);
          return pictures.length > 0 && pictures.every((src) => src.includes("-navy."));
        }, WAIT)
        .toBe(true);

      const card = page.locator("#main article.shop-card").first();
      const title = (await card.locator("h3").textContent())?.trim() ?? "";
      await card.locator("a").first().click();
      await page.waitForURL(/\/product\/[^/]+\/[^/?]+/, WAIT);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT).toContain(title);
      const chosen = page.locator('a[aria-current="true"]', { hasText: "Navy" });
      await expect.poll(() => chosen.count(), WAIT).toBeGreaterThan(0);
      const main = await page.locator("#main figure img").first().getAttribute("src");
      expect(main).toContain("-navy.");
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}
