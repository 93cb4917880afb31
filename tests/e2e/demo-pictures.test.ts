/**
 * The demo shop's first screens at phone and desktop width: home (hero banner and category
 * tiles), a category and a product. Every demo picture in the first screen loads; the hero's
 * heading stays readable on its banner (WCAG AA against every banner pixel behind it); the
 * product shows its front, back and detail. Screenshots go to E2E_SHOTS (or /tmp) to look at.
 */
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { contrastRatio } from "../../app/lib/theme/contrast";

const SHOTS = process.env.E2E_SHOTS ?? "/tmp/demo-pictures-shots";
const WIDTHS = [390, 1280];

let browser: Browser;
let productSlug = "";

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  const answer = await fetch(`${SHOP_URL}/api/web/product/list`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ category: "women-outerwear", pageSize: 1 }),
  });
  productSlug = ((await answer.json()) as { data: { list: { slug: string }[] } }).data.list[0].slug;
});

afterAll(async () => {
  await browser?.close();
});

/** Demo pictures in the first screen that have not loaded (or drew nothing). */
async function unloadedPictures(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[src*="/media/demo/"]')]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      })
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.src),
  );
}

/** The banner's pixels under the hero heading (heading hidden), read back through a canvas. */
async function pixelsBehindHeading(page: Page): Promise<string[]> {
  const heading = page.locator(".shop-hero h2").first();
  const box = (await heading.boundingBox())!;
  await page.addStyleTag({ content: ".shop-hero-text { visibility: hidden }" });
  const shot = await page.screenshot({ clip: box });
  await page.addStyleTag({ content: ".shop-hero-text { visibility: visible }" });
  return page.evaluate(async (base64) => {
    const picture = new Image();
    picture.src = `data:image/png;base64,${base64}`;
    await picture.decode();
    const canvas = document.createElement("canvas");
    canvas.width = picture.width;
    canvas.height = picture.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(picture, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 4 * 7)
      colours.add(`#${[data[i], data[i + 1], data[i + 2]].map((v) => v.toString(16).padStart(2, "0")).join("")}`);
    return [...colours];
  }, shot.toString("base64"));
}

const rgbToHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((v) => Number(v).toString(16).padStart(2, "0"))
    .join("")}`;

describe("the demo shop's pictures", () => {
  for (const width of WIDTHS) {
    it(`look like a shop at ${width} px: pictures load, the hero heading reads, the product has its views`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const { page, problems } = await openPage(context);

      await page.goto(`${SHOP_URL}/`, { waitUntil: "load" });
      await expect.poll(() => unloadedPictures(page)).toEqual([]);
      const heroText = rgbToHex(
        await page
          .locator(".shop-hero h2")
          .first()
          .evaluate((h) => getComputedStyle(h).color),
      );
      const behind = await pixelsBehindHeading(page);
      const worst = Math.min(...behind.map((colour) => contrastRatio(heroText, colour) ?? 0));
      expect(worst, `hero heading ${heroText} on ${behind.length} banner colours`).toBeGreaterThanOrEqual(4.5);
      expect(await page.locator('main img[src*="/media/demo/category/"]').count()).toBeGreaterThanOrEqual(4);
      await page.screenshot({ path: `${SHOTS}/home-${width}.png` });

      await page.goto(`${SHOP_URL}/category/women`, { waitUntil: "load" });
      await expect.poll(() => unloadedPictures(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/category-${width}.png` });

      await page.goto(`${SHOP_URL}/product/${productSlug}`, { waitUntil: "load" });
      await expect.poll(() => unloadedPictures(page)).toEqual([]);
      const gallery = await page
        .locator('main img[src*="/media/demo/product/"]')
        .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).getAttribute("src")!));
      expect(gallery.some((src) => /-back-[a-z]+\.svg$/.test(src))).toBe(true);
      expect(gallery.some((src) => /-detail-[a-z]+\.svg$/.test(src))).toBe(true);
      await page.screenshot({ path: `${SHOTS}/product-${width}.png` });

      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
