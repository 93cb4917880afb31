/**
 * Facets on a listing (issue 29), as a shopper uses them. Without JavaScript: tick, submit, remove
 * a chip, the back button. With it: the list updates in place (no document request), the URL
 * follows, focus stays on the ticked box. On a phone the facets are a drawer that "Show N
 * results" closes. A facet URL is canonical to its unfiltered page and `noindex` past one pick;
 * the sitemap lists no facet URL; axe finds nothing on a filtered page. "Navy, size M, up to $80"
 * is found in /category/women in every language, and in two clicks from the search box with and
 * without JavaScript (ADR 340: the words "navy" are the colour, each value a one-click link). The
 * facet form, the chips and the paging links work as the server's HTML before their code is in
 * (ADR 344, 358).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { axeViolations, withoutJavaScript } from "./support/axe";

/** Every language's prefix (English has none). */
const PREFIXES = [
  "",
  "/de",
  "/es",
  "/fr",
  "/it",
  "/ja",
  "/ko",
  "/pt",
  "/th",
  "/vi",
  "/id",
  "/fil",
  "/zh",
  "/zh-HK",
  "/zh-TW",
];
const WOMEN = `${SHOP_URL}/category/women`;
const WAIT = { timeout: 15_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function contextFor(js: boolean, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled: js,
    locale: "en-US",
    viewport: { width, height: width < 640 ? 844 : 900 },
  });
  if (!js) await withoutJavaScript(context);
  return context;
}

const filters = (page: Page) => page.getByRole("form", { name: "Filters" });
const resultCount = async (page: Page) =>
  Number(/\d+/.exec((await page.locator("#listing-results").textContent()) ?? "")?.[0] ?? NaN);
const search = (page: Page) => new URL(page.url()).searchParams;

describe("facets without JavaScript", () => {
  it("ticks, submits, removes a chip and goes back", async () => {
    const context = await contextFor(false);
    const { page, problems } = await openPage(context);
    await page.goto(WOMEN);
    const all = await resultCount(page);
    await filters(page)
      .getByRole("checkbox", { name: /^Navy\b/ })
      .check();
    await filters(page).getByRole("checkbox", { name: /^M\b/ }).check();
    await filters(page)
      .getByRole("radio", { name: /^Up to \$80\b/ })
      .check();
    await filters(page).getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/Colour=Navy/);
    expect(search(page).getAll("Colour")).toEqual(["Navy"]);
    expect(search(page).get("Size")).toBe("M");
    expect(search(page).get("price")).toBe("0-80");
    const picked = await resultCount(page);
    expect(picked).toBeGreaterThan(0);
    expect(picked).toBeLessThan(all);
    // The page says what is picked, as boxes and as chips.
    expect(
      await filters(page)
        .getByRole("checkbox", { name: /^Navy\b/ })
        .isChecked(),
    ).toBe(true);
    const chips = page.getByRole("navigation", { name: "Selected filters" });
    expect(await chips.getByRole("link").count()).toBe(4);

    await chips.getByRole("link", { name: "Remove filter Size: M" }).click();
    await page.waitForURL((url) => !url.searchParams.has("Size"));
    expect(search(page).get("Colour")).toBe("Navy");
    expect(await resultCount(page)).toBeGreaterThanOrEqual(picked);

    await page.goBack();
    await page.waitForURL(/Size=M/);
    expect(await resultCount(page)).toBe(picked);
    expect(await filters(page).getByRole("checkbox", { name: /^M\b/ }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("facets with JavaScript", () => {
  it("update the list in place, keep the URL in step and the focus on the box", async () => {
    const context = await contextFor(true);
    const { page, problems } = await openPage(context);
    await page.goto(WOMEN);
    await page.waitForLoadState("networkidle");
    const all = await resultCount(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const navy = filters(page).getByRole("checkbox", { name: /^Navy\b/ });
    await navy.click();
    await page.waitForURL(/Colour=Navy/, WAIT);
    await expect.poll(() => resultCount(page), WAIT).toBeLessThan(all);
    const afterNavy = await resultCount(page);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("Navy");
    expect(await navy.isChecked()).toBe(true);

    // Two quick ticks make one update (debounced), and both are in the URL.
    await filters(page).getByRole("checkbox", { name: /^M\b/ }).click();
    await filters(page)
      .getByRole("radio", { name: /^Up to \$80\b/ })
      .click();
    await page.waitForURL(
      (url) => url.searchParams.get("Size") === "M" && url.searchParams.get("price") === "0-80",
      WAIT,
    );
    await expect.poll(() => resultCount(page), WAIT).toBeLessThanOrEqual(afterNavy);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("0-80");
    // The count is a polite live region: the change is announced.
    expect(await page.locator("#listing-results").getAttribute("aria-live")).toBe("polite");
    expect(documents).toEqual([]);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("Size"), WAIT);
    await expect.poll(() => filters(page).getByRole("checkbox", { name: /^M\b/ }).isChecked(), WAIT).toBe(false);
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the facet form before its code is in (ADR 344)", () => {
  it("is the server's form until used; a tick then updates the list in place, keeping the box and the focus", async () => {
    const context = await contextFor(true);
    const { page, problems } = await openPage(context);
    // The form's code comes late, as on a slow line: the tick is made on the server's form.
    let asked = 0;
    await page.route(/\/assets\/ListingFilters-[^/]+\.js$/, async (route) => {
      asked++;
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await page.goto(WOMEN);
    await page.waitForLoadState("networkidle");
    expect(asked).toBe(0);
    const all = await resultCount(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const navy = filters(page).getByRole("checkbox", { name: /^Navy\b/ });
    await navy.click();
    await page.waitForURL(/Colour=Navy/, WAIT);
    await expect.poll(() => resultCount(page), WAIT).toBeLessThan(all);
    expect(asked).toBe(1);
    expect(await navy.isChecked()).toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("Navy");
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the chips and paging links before their code is in (ADR 358)", () => {
  it("are the server's links on the first load; a removed chip then updates the list in place and focuses the results", async () => {
    const context = await contextFor(true);
    const { page, problems } = await openPage(context);
    // The chips' code comes late, as on a slow line: the chip is removed on the server's link.
    let asked = 0;
    await page.route(/\/assets\/FacetChips-[^/]+\.js$/, async (route) => {
      asked++;
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${WOMEN}?Colour=Navy&Colour=Black`);
    await page.waitForLoadState("networkidle");
    // Neither the chips' nor the paging links' code is part of the first load.
    expect(asked).toBe(0);
    expect(scripts.filter((path) => /\/(FacetChips|ListingPagination)-/.test(path))).toEqual([]);
    const picked = await resultCount(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const chips = page.getByRole("navigation", { name: "Selected filters" });
    await chips.getByRole("link", { name: "Remove filter Colour: Black" }).click();
    await page.waitForURL((url) => url.searchParams.getAll("Colour").join() === "Navy", WAIT);
    await expect.poll(() => resultCount(page), WAIT).toBeLessThan(picked);
    // Pointing at the chips asked for their code; the removal waited for it and drew the live chips.
    expect(asked).toBe(1);
    expect(await chips.getByRole("link").count()).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe("listing-results");
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("facets on the search page and a promotion", () => {
  it("filter the search page's products, keeping the words", async () => {
    const context = await contextFor(false);
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/search?q=dress&type=product`);
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(1);
    await filters(page)
      .getByRole("checkbox", { name: /^Navy\b/ })
      .check();
    await filters(page).getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/Colour=Navy/);
    expect(search(page).get("q")).toBe("dress");
    expect(search(page).get("type")).toBe("product");
    const picked = await resultCount(page);
    expect(picked).toBeGreaterThan(0);
    expect(picked).toBeLessThan(all);
    await page.getByRole("link", { name: "Clear all" }).click();
    await page.waitForURL((url) => !url.searchParams.has("Colour"));
    expect(search(page).get("q")).toBe("dress");
    expect(await resultCount(page)).toBe(all);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("filter a promotion's products", async () => {
    const count = async (path: string) => {
      const html = await (await fetch(`${SHOP_URL}${path}`)).text();
      return Number(/id="listing-results"[^>]*>(\d+)/.exec(html)?.[1] ?? NaN);
    };
    const all = await count("/promotion/summer-sale");
    const sized = await count("/promotion/summer-sale?Size=M");
    expect(all).toBeGreaterThan(0);
    expect(sized).toBeGreaterThan(0);
    expect(sized).toBeLessThan(all);
  });
});

describe.each([{ js: true }, { js: false }])("facets on a phone, JavaScript $js", ({ js }) => {
  it("open in a drawer that closes on Show N results", async () => {
    const context = await contextFor(js, 390);
    const { page, problems } = await openPage(context);
    await page.goto(WOMEN);
    if (js) await page.waitForLoadState("networkidle");
    expect(await filters(page).isVisible()).toBe(false);
    await page.getByText("Filters", { exact: true }).first().click();
    await expect.poll(() => filters(page).isVisible()).toBe(true);
    await filters(page)
      .getByRole("checkbox", { name: /^Navy\b/ })
      .check();
    await filters(page).getByRole("button", { name: /^Show/ }).click();
    await page.waitForURL(/Colour=Navy/, WAIT);
    await expect.poll(() => filters(page).isVisible(), WAIT).toBe(false);
    await expect.poll(() => page.getByText("Filters (1 selected)").isVisible(), WAIT).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("facet URLs and search engines", () => {
  const head = async (path: string) => {
    const html = await (await fetch(`${SHOP_URL}${path}`)).text();
    return {
      html,
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    };
  };

  it("are canonical to the unfiltered page and noindex past one pick", async () => {
    const plain = await head("/category/women");
    const one = await head("/category/women?Colour=Navy");
    const two = await head("/category/women?Colour=Navy&Size=M");
    const sorted = await head("/category/women?sort=price_asc&page=2");
    for (const page of [plain, one, two, sorted]) expect(page.canonical).toBe(`${SHOP_URL}/category/women`);
    expect([plain.noindex, one.noindex, two.noindex, sorted.noindex]).toEqual([false, false, true, false]);
    expect((await head("/de/category/women?Colour=Navy&Colour=Black")).noindex).toBe(true);
  });

  it("offer crawlers only nofollow links into combinations", async () => {
    const { html } = await head("/category/women?Colour=Navy&Size=M");
    const form = /<form[^>]*aria-label="Filters"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(form).toContain('name="Colour"');
    // Each value's one-click link (ADR 340): nofollow, and out of the keyboard's tab order.
    const valueLinks = [...form.matchAll(/<a\s[^>]*>/g)].map((match) => match[0]);
    expect(valueLinks.length).toBeGreaterThan(10);
    expect(valueLinks.filter((link) => !/rel="nofollow"/.test(link) || !/tabindex="-1"/.test(link))).toEqual([]);
    const chipLinks = [...html.matchAll(/<a [^>]*aria-label="Remove filter[^"]*"[^>]*>/g)].map((match) => match[0]);
    expect(chipLinks.length).toBe(2);
    expect(chipLinks.every((link) => /rel="nofollow"/.test(link))).toBe(true);
  });

  it("never appear in the sitemap", async () => {
    const index = await (await fetch(`${SHOP_URL}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const xml = await (await fetch(file.replace(/^https?:\/\/[^/]+/, SHOP_URL))).text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs.filter((loc) => loc.includes("?"))).toEqual([]);
    }
  });
});

describe("a filtered page", () => {
  it.each([{ js: true }, { js: false }])("has no axe violations, JavaScript $js", async ({ js }) => {
    // axe runs in the page: "JavaScript off" is the server's HTML with its scripts removed (support/axe.ts).
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    if (!js) await withoutJavaScript(context);
    const { page } = await openPage(context);
    await page.goto(`${WOMEN}?Colour=Navy&Size=M&price=0-80&sort=price_asc`);
    if (js) await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("navy, size M, up to $80 in every language", () => {
  it.each(PREFIXES)("is found under %s/category/women", async (prefix) => {
    const response = await fetch(`${SHOP_URL}${prefix}/category/women?Colour=Navy&Size=M&price=0-80`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    const html = await response.text();
    expect([...html.matchAll(/class="shop-sales-price">/g)].length).toBeGreaterThan(0);
    // The boxes are ticked in the page's own language, named as the backend translated them.
    const ticked = (name: string, value: string) =>
      new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*value="${value}")(?=[^>]*checked="")[^>]*>`);
    expect(html).toMatch(ticked("Colour", "Navy"));
    expect(html).toMatch(ticked("Size", "M"));
  });
});

describe("navy, size M, up to $80 in two clicks", () => {
  /** The shopper's clicks: a value's link each; the words are typed and sent with Enter. */
  async function findIt(js: boolean) {
    const context = await contextFor(js);
    const { page, problems } = await openPage(context);
    await page.goto(SHOP_URL);
    if (js) await page.waitForLoadState("networkidle");
    const box = page.getByRole("search").getByRole("combobox");
    await box.fill("navy");
    await box.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("Colour") === "Navy", WAIT);
    expect(search(page).get("type")).toBe("product");
    let clicks = 0;
    await filters(page).getByRole("link", { name: "M", exact: true }).click();
    clicks++;
    await page.waitForURL((url) => url.searchParams.get("Size") === "M", WAIT);
    await filters(page)
      .getByRole("link", { name: /^Up to \$80$/ })
      .click();
    clicks++;
    await page.waitForURL((url) => url.searchParams.get("price") === "0-80", WAIT);
    expect(clicks).toBe(2);
    expect(search(page).getAll("Colour")).toEqual(["Navy"]);
    expect(search(page).get("Size")).toBe("M");
    // With JavaScript the address changes a moment before the new list is drawn, and the list
    // before it was not empty: wait for this selection's three chips and "Clear all".
    const chips = page.getByRole("navigation", { name: "Selected filters" });
    await expect.poll(() => chips.getByRole("link").count(), WAIT).toBe(4);
    await expect.poll(() => resultCount(page), WAIT).toBeGreaterThan(0);
    for (const name of [/^Navy\b/, /^M\b/])
      expect(await filters(page).getByRole("checkbox", { name }).isChecked()).toBe(true);
    expect(
      await filters(page)
        .getByRole("radio", { name: /^Up to \$80\b/ })
        .isChecked(),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  }

  it("with JavaScript", () => findIt(true));
  it("without JavaScript", () => findIt(false));

  /** The one-click link of a value (nofollow, out of the tab order) whose query picks it. */
  const valueLink = (html: string, name: string, value: string) =>
    [...html.matchAll(/<a\s[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => tag.includes('rel="nofollow"') && tag.includes('tabindex="-1"'))
      .map((tag) => (/href="([^"]+)"/.exec(tag)?.[1] ?? "").replace(/&amp;/g, "&"))
      .find((href) => new URL(href, SHOP_URL).searchParams.getAll(name).includes(value));

  it.each(PREFIXES)("under %s: the colour's word in the language, then two links (no JavaScript)", async (prefix) => {
    // The word a shopper reads for Navy in this language, from the listing's colour box.
    const listing = await (await fetch(`${SHOP_URL}${prefix}/category/women`)).text();
    const navy = /<input(?=[^>]*name="Colour")(?=[^>]*value="Navy")[^>]*>\s*<a[^>]*>([^<]+)<\/a>/.exec(listing)?.[1];
    expect(navy, "the Navy box's label").toBeTruthy();
    const sent = await fetch(`${SHOP_URL}${prefix}/search?q=${encodeURIComponent(navy!)}`, { redirect: "manual" });
    expect(sent.status).toBe(302);
    let at = new URL(sent.headers.get("location")!, SHOP_URL);
    expect(at.pathname).toBe(`${prefix}/search`);
    expect(at.searchParams.getAll("Colour")).toEqual(["Navy"]);
    for (const [name, value] of [
      ["Size", "M"],
      ["price", "0-80"],
    ]) {
      const html = await (await fetch(at)).text();
      const link = valueLink(html, name, value);
      expect(link, `${name}=${value} link`).toBeTruthy();
      at = new URL(link!, SHOP_URL);
    }
    expect([at.searchParams.getAll("Colour"), at.searchParams.get("Size"), at.searchParams.get("price")]).toEqual([
      ["Navy"],
      "M",
      "0-80",
    ]);
    const html = await (await fetch(at)).text();
    expect([...html.matchAll(/class="shop-sales-price">/g)].length).toBeGreaterThan(0);
  });
});
