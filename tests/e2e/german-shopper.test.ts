/**
 * A shopper with an English browser who picks Deutsch and euros (issue "Smooth in a shopper's
 * hands", item 11): the shop's own words are German too (menu, category, option and colour
 * names, banners, coupon titles, foot pages), coupon amounts are in euros beside a German title,
 * one unpaid order reads in the singular, the article's date is German, and no page offers
 * English once Deutsch was picked. Screenshots go to $E2E_SHOTS (default /tmp/german-shots).
 */
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { api, newCustomer } from "./support/customer-order";
import { OAKLAND } from "../support/addresses";
import { watchAfterHydration } from "./support/after-hydration";

const SHOTS = process.env.E2E_SHOTS ?? "/tmp/german-shots";

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a shopper who picked Deutsch and euros", () => {
  it("reads German names, euro coupons, a singular count and German dates, with no hint for English", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 1000 } });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/en`);
    await page.locator(".shop-language summary").first().click();
    await page.locator('.shop-language a[hreflang="de"]').first().click();
    await page.waitForURL(`${SHOP_URL}/de`);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("de");
    const home = watchAfterHydration(page);
    await page.goto(`${SHOP_URL}/de?currency=EUR`);
    const hint = page.locator("[data-language-hint]");
    const header = page.locator("header");
    expect(await header.textContent()).toContain("Damen");
    expect(await header.textContent()).not.toContain("Women");
    expect(await page.locator("main").textContent()).toContain("Sommer-Sale");
    expect(await page.locator("footer").textContent()).toContain("Datenschutzerklärung");
    await home.ran;
    expect(home.hintAsked()).toBe(false);
    expect(await hint.count()).toBe(0);

    // Coupons: a German title, the amounts in euros, no dollar anywhere on the card.
    await page.goto(`${SHOP_URL}/de/coupon`);
    const card = page.locator("main li", { hasText: "SAVE15" });
    const cardText = (await card.textContent())!;
    expect(cardText).toContain("Rabatt für große Einkäufe");
    expect(cardText).toMatch(/13,80\s€ Rabatt/);
    expect(cardText).not.toContain("$");
    await page.screenshot({ path: `${SHOTS}/coupons.png`, fullPage: true });

    // A product: option names and colours in German.
    const { list } = (await api<{ list: { slug: string }[] }>("product/list", { category: "women", pageSize: 1 })).data;
    await page.goto(`${SHOP_URL}/de/product/${list[0].slug}`);
    const main = (await page.locator("main").textContent())!;
    // The picker's labels; the long description may stay English ("Colours: Navy").
    expect(main).toMatch(/Farbe: (Schwarz|Weiß|Marineblau|Rot|Grün|Sand|Grau|Oliv|Blau|Rosa)/);
    expect(main).toContain("Größe: ");
    expect(main).not.toMatch(/Colour:|Size:/);
    await page.screenshot({ path: `${SHOTS}/product.png` });

    // An article: the byline's date as German readers write it.
    const article = (await api<{ list: { slug: string; publishedAt: string }[] }>("article/list", { pageSize: 1 })).data
      .list[0];
    await page.goto(`${SHOP_URL}/de/article/${article.slug}`);
    const day = new Date(article.publishedAt);
    const german = `${String(day.getUTCDate()).padStart(2, "0")}.${String(day.getUTCMonth() + 1).padStart(2, "0")}.${day.getUTCFullYear()}`;
    // The byline ("author · date"); the JSON-LD beside it keeps its ISO date for machines.
    const byline = (await page.locator("main p", { hasText: " · " }).first().textContent())!;
    expect(byline).toContain(german);
    expect(byline).not.toContain(article.publishedAt.slice(0, 10));

    // One unpaid order: singular, and the account's figures say they are in euros.
    const { headers } = await newCustomer(context);
    const sku = (
      await api<{ skus: { sku: string; stock: number }[] }>("product/detail", { slug: list[0].slug })
    ).data.skus.find((item) => item.stock > 2)!.sku;
    const { slug } = (await api<{ slug: string }>("checkout/create", { items: [{ sku, quantity: 1 }] }, headers)).data;
    const placed = await api(
      "checkout/submit",
      {
        slug,
        address: OAKLAND,
        shippingMethodId: "standard",
        paymentMethodId: "bank-transfer",
        idempotencyKey: crypto.randomUUID(),
      },
      headers,
    );
    expect(placed.code).toBe(0);
    const center = watchAfterHydration(page);
    await page.goto(`${SHOP_URL}/de/user/center`);
    expect(await page.getByTestId("unpaid-reminder").textContent()).toContain("Sie haben 1 unbezahlte Bestellung");
    expect(await page.getByTestId("unpaid-reminder").textContent()).not.toContain("Bestellungen");
    expect(await page.getByTestId("figures-currency").textContent()).toContain("EUR");
    expect(await page.getByTestId("orders-currency").count()).toBe(1);
    await center.ran;
    expect(center.hintAsked()).toBe(false);
    expect(await hint.count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/user-center.png`, fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
