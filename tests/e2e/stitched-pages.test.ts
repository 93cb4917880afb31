/**
 * Hydration after stitching (ADR 270): a signed-in customer with a cart and a favourite loads
 * every cached page type in Chromium. Each page comes from the cache's neutral copy with the
 * Worker's parts written in (`x-page-cache: stitched-…`), shows their name, cart count and
 * heart, and React hydrates it without a mismatch (no hydration errors or warnings in the
 * console); without JavaScript the same parts are in the HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { api, hydrated, signIn, signedUpCustomer, type Customer } from "./support/customer";
import { STITCHED_LISTINGS } from "../support/stitched-listings";

let browser: Browser;
let customer: Customer;
let saved: { id: number; slug: string };
const paths: string[] = [];

const first = async (call: string, body: unknown = {}) => {
  const data = (await api<any>(call, body)).envelope.data;
  const list = Array.isArray(data) ? data : (data?.list ?? []);
  return list[0] as { id: number; slug?: string; code?: string } | undefined;
};

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await signedUpCustomer(`Stitch${Date.now().toString(36)}`);
  const cookie = { cookie: `sid=${customer.sid}` };
  const product = (await first("product/list", { pageSize: 1 }))!;
  saved = { id: product.id, slug: product.slug! };
  const detail = (await api<{ skus: { sku: string; stock: number }[] }>("product/detail", { slug: saved.slug }))
    .envelope.data;
  const sku = detail.skus.find((option) => option.stock >= 2)?.sku ?? detail.skus[0].sku;
  expect((await api("cart/add", { sku, quantity: 2 }, cookie)).envelope.code).toBe(0);
  expect((await api("favorite/add", { type: "product", id: saved.id }, cookie)).envelope.code).toBe(0);
  paths.push("/", `/product/${saved.slug}`, "/page/about", "/search?q=a", "/promotion", "/coupon");
  for (const [prefix, call] of STITCHED_LISTINGS) {
    const item = await first(call);
    const slug = item?.slug ?? item?.code;
    if (slug) paths.push(`/${prefix}/${slug}`);
  }
});

afterAll(async () => {
  await browser?.close();
});

/** The page's neutral copy is cached first by an anonymous visit, as any visitor would. */
async function cachedForVisitors(path: string) {
  const response = await fetch(`${SHOP_URL}${path}`);
  await response.arrayBuffer();
  return response.headers.get("cache-control") ?? "";
}

describe.each([
  { js: true, label: "JavaScript on" },
  { js: false, label: "JavaScript off" },
])("every cached page type, signed in with a cart and a favourite, $label", ({ js }) => {
  it("shows the customer's own name, cart count and heart, stitched, with no hydration mismatch", async () => {
    const context = await browser.newContext({ javaScriptEnabled: js, locale: "en-US" });
    await signIn(context, customer);
    // React has hydrated a page once the root's effects have run: the cart count's mirror is then
    // written again (it is cleared before each page's own scripts). A mismatch is told before that.
    if (js) await context.addInitScript(() => localStorage.removeItem("cartCount"));
    const { page, problems } = await openPage(context);
    let stitchedPages = 0;
    for (const path of paths) {
      const shared = /\bpublic\b/.test(await cachedForVisitors(path));
      const response = await page.goto(`${SHOP_URL}${path}`);
      expect(response?.status(), path).toBe(200);
      const headers = await response!.allHeaders();
      expect(headers["cache-control"], path).not.toMatch(/public/);
      // A page the backend calls public is a stitched cached page; the others render per request.
      if (shared) {
        expect(headers["x-page-cache"], path).toMatch(/^stitched-hit/);
        stitchedPages++;
      }
      await hydrated(page, js);
      expect((await page.locator("[data-account-name]").first().textContent())?.trim(), path).toBe(customer.nickname);
      expect(await page.locator('a[href="/cart"] .badge').first().textContent(), path).toBe("2");
      const heart = page.locator(`button[data-favorite="product:${saved.id}"]`).first();
      if (await heart.count()) expect(await heart.getAttribute("aria-pressed"), path).toBe("true");
      if (js) await page.waitForFunction(() => localStorage.getItem("cartCount") !== null);
      expect(problems, path).toEqual([]);
    }
    expect(stitchedPages).toBeGreaterThanOrEqual(6);
    await context.close();
  });
});
