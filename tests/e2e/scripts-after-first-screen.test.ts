/**
 * The page's scripts are asked for once its first screen is painted (ADR 373): no script request
 * starts before the first contentful paint, nor before the page's high-priority picture (its
 * largest paint) has arrived, and the page still hydrates without a warning. Before, every chunk
 * was announced by a `modulepreload` link and requested with the stylesheet, so the scripts
 * finished while the picture was on its way and Lighthouse counted them in the largest paint.
 * The stylesheet and pictures are held back here so the order does not depend on the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { hydrated } from "./support/customer";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface FirstScreen {
  firstContentfulPaint: number;
  picture: { url: string; responseEnd: number } | null;
  scripts: { path: string; startTime: number }[];
}

const SLOW_MS = 600;
const PAGES = ["/product/slim-cardigan-1", "/", "/category/women", "/auth/signin"];

describe("scripts after the first screen", () => {
  for (const path of PAGES) {
    it(`${path}: no script is requested before the first paint and the page's largest picture`, async () => {
      // A Lighthouse-sized phone.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        locale: "en-US",
      });
      // The stylesheet and the pictures arrive late, as on a slow phone network: the first paint
      // waits for the stylesheet, the largest paint for its picture, and the scripts for both.
      await context.route(
        (url) => url.pathname.endsWith(".css") || url.pathname.startsWith("/api/web/media/"),
        async (route) => {
          await new Promise((done) => setTimeout(done, SLOW_MS));
          await route.continue();
        },
      );
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}${path}`);
      await hydrated(page, true);
      const seen = await page.evaluate((): FirstScreen => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const pictureEntry = picture && resources.find((entry) => entry.name === picture.currentSrc);
        return {
          firstContentfulPaint: paint?.startTime ?? Number.NaN,
          picture: pictureEntry ? { url: pictureEntry.name, responseEnd: pictureEntry.responseEnd } : null,
          scripts: resources
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
            .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
        };
      });
      expect(seen.scripts.length, path).toBeGreaterThan(3);
      expect(seen.firstContentfulPaint, path).toBeGreaterThan(0);
      const early = (after: number) => seen.scripts.filter((script) => script.startTime < after);
      expect(early(seen.firstContentfulPaint), `${path}: scripts before the first paint`).toEqual([]);
      // Sign-in has no picture; the other pages draw one and ask for it at high priority.
      if (path !== "/auth/signin") {
        expect(seen.picture, path).not.toBeNull();
        expect(early(seen.picture!.responseEnd), `${path}: scripts before ${seen.picture!.url}`).toEqual([]);
      }
      expect(problems, path).toEqual([]);
      await context.close();
    });
  }
});
