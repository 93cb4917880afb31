/**
 * "Smooth in a shopper's hands", signed in: an article does not tell a signed-in shopper they
 * will be asked to sign in; the favourites' Remove sits inside its card; the unpaid order's
 * "Cancel order" lines up under the card form (not floating at its top edge); the pushed unpaid
 * reminder does not cover the page's heading.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { api, hydrated, signedUpCustomer, signIn, type Customer } from "./support/customer";
import { OAKLAND } from "../support/addresses";

let browser: Browser;
let customer: Customer;
let productId: number;
let sku: string;
const orders: Record<string, string> = {};

const SIGN_IN_HINT = "You will be asked to sign in before your comment is posted.";

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await signedUpCustomer("Hands");
  const as = { cookie: `sid=${customer.sid}` };
  const card = (await api("product/list", { category: "women", pageSize: 40 })).envelope.data.list.find(
    (item: { inStock: boolean }) => item.inStock,
  );
  const product = (await api("product/detail", { slug: card.slug })).envelope.data;
  productId = product.id;
  sku = product.skus.find((item: { stock: number }) => item.stock > 0).sku;
  for (const method of ["card"]) {
    const created = await api("checkout/create", { items: [{ sku, quantity: 1 }] }, as);
    const placed = await api(
      "checkout/submit",
      {
        slug: created.envelope.data.slug,
        address: OAKLAND,
        shippingMethodId: "express",
        paymentMethodId: method,
        idempotencyKey: crypto.randomUUID(),
      },
      as,
    );
    orders[method] = placed.envelope.data.orderNo;
  }
  expect((await api("favorite/add", { type: "product", id: productId }, as)).envelope.code).toBe(0);
});

afterAll(async () => {
  await browser?.close();
});

const box = async (locator: Locator) => (await locator.boundingBox())!;

describe("signed in", () => {
  it("an article asks only a visitor to sign in before commenting", async () => {
    const slug = (await api("article/list", { pageSize: 1 })).envelope.data.list[0].slug;
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${SHOP_URL}/article/${slug}`);
    expect(await visitorPage.getByText(SIGN_IN_HINT).count()).toBeGreaterThan(0);
    await visitor.close();
    const context = await browser.newContext();
    await signIn(context, customer);
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/article/${slug}`);
    await hydrated(page, true);
    expect(await page.locator("#comments form").count()).toBeGreaterThan(0);
    expect(await page.getByText(SIGN_IN_HINT).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([390, 1280])("the favourites' Remove is inside its card at %i px", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await signIn(context, customer);
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/user/favorite`);
    const card = page.locator("main article.shop-card").first();
    const cardBox = await box(card);
    const removeBox = await box(page.locator("main button[value=cancel]").first());
    expect(removeBox.y).toBeGreaterThanOrEqual(cardBox.y);
    expect(removeBox.y + removeBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the unpaid order's Cancel lines up under the card form", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signIn(context, customer);
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/user/order/${orders.card}`);
    const cardForm = await box(page.locator("main form[aria-labelledby=card-title]"));
    const cancel = await box(page.locator("main button[value=cancel]"));
    expect(cancel.y).toBeGreaterThanOrEqual(cardForm.y + cardForm.height);
    expect(Math.abs(cancel.x - cardForm.x)).toBeLessThan(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([390, 1280])("the pushed unpaid reminder does not cover the heading at %i px", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    await signIn(context, customer);
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/cart`);
    await hydrated(page, true);
    const reminder = page.locator(".shop-unpaid-reminder");
    await reminder.waitFor({ timeout: 20_000 });
    const heading = await box(page.locator("main h1"));
    const floating = await box(reminder);
    const overlaps =
      floating.x < heading.x + heading.width &&
      heading.x < floating.x + floating.width &&
      floating.y < heading.y + heading.height &&
      heading.y < floating.y + floating.height;
    expect(overlaps).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
