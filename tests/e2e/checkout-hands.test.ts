/**
 * The checkout in a shopper's hands: a coupon applied after other choices is applied (or refused
 * with a message), never silently dropped; without JavaScript every button keeps what was typed,
 * and the order is charged the total shown when "Place order" was pressed (a changed total is
 * shown and asked again); a phone shows the totals and the coupon before "Place order"; a new
 * address is kept in the address book and chosen at the next checkout; a declined card says so,
 * with the focus on its message; a refund asked for before shipping is found under after-sales.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { adminCall, api, newCustomer, paidOrder, skuInStock } from "./support/customer-order";
import { hydrated } from "./support/customer";
import { axeViolations } from "./support/axe";
import { OAKLAND } from "../support/addresses";

const WAIT = { timeout: 15_000 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
};

async function fillAddress(page: Page) {
  await page.fill("main input[name=firstName]", OAKLAND.firstName);
  await page.fill("main input[name=lastName]", OAKLAND.lastName);
  await page.selectOption("main select[name=country]", OAKLAND.country);
  await page.fill("main input[name=province]", OAKLAND.province);
  await page.fill("main input[name=city]", OAKLAND.city);
  await page.fill("main input[name=address]", OAKLAND.address);
  await page.fill("main input[name=postalCode]", OAKLAND.postalCode);
  await page.fill("main input[name=countryCode]", OAKLAND.countryCode);
  await page.fill("main input[name=phone]", OAKLAND.phone);
}

/** A signed-in customer who claimed WELCOME10, with a checkout of one unit. */
async function customerCheckout(context: BrowserContext) {
  const { headers } = await newCustomer(context);
  expect((await api("coupon/claim", { slug: "welcome-10" }, headers)).code).toBe(0);
  const sku = await skuInStock(1);
  const { slug } = await adminCall<{ slug: string }>("checkout/create", { items: [{ sku, quantity: 1 }] }, headers);
  return { headers, slug };
}

const totalIn = (page: Page) => page.getByTestId("checkout-total").textContent();
const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);
const express = (page: Page) => page.locator("main input[name=shippingMethodId][value=express]");

/** With JavaScript: does something that asks for a quote and waits until the summary has it. */
async function quoted(page: Page, slug: string, act: () => Promise<void>) {
  const answer = page.waitForResponse(
    (response) => response.url().includes(`/checkout/${slug}`) && response.request().method() === "POST",
  );
  await act();
  await answer;
  await expect.poll(() => page.locator('main [aria-busy="true"]').count(), WAIT).toBe(0);
}

describe("JavaScript on", () => {
  it("applies a coupon after shipping and address were chosen, saves the address and preselects it next time", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 1000 } });
    const { page, problems } = await openPage(context);
    const { headers, slug } = await customerCheckout(context);
    await page.goto(`${SHOP_URL}/checkout/${slug}`);
    await hydrated(page, true);
    await fillAddress(page);
    await quoted(page, slug, () => express(page).check());
    const beforeCoupon = await totalIn(page);

    await page.fill("#coupon-code", "WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    // The discount shows up (it was silently dropped when the coupon came after other choices).
    await expect.poll(() => page.getByTestId("checkout-summary").textContent(), WAIT).toContain("Coupon discount");
    await expect.poll(() => page.locator('main [aria-busy="true"]').count(), WAIT).toBe(0);
    expect(await page.getByTestId("coupon-applied").textContent()).toContain("WELCOME10");
    const shown = await totalIn(page);
    expect(cents(shown)).toBeLessThan(cents(beforeCoupon));
    // The choices made before the coupon are still there.
    expect(await express(page).isChecked()).toBe(true);
    expect(await page.inputValue("main input[name=city]")).toBe("Oakland");
    // "Save this address" is offered, ticked.
    expect(await page.getByLabel("Save this address to my address book").isChecked()).toBe(true);
    await shot(page, "hands-coupon-js");
    expect(await axeViolations(page)).toEqual([]);

    // A refused code is said beside the box.
    await page.fill("#coupon-code", "NOSUCHCODE");
    await quoted(page, slug, () => page.locator("#coupon-code").press("Enter"));
    await expect.poll(() => page.getByTestId("coupon-error").textContent(), WAIT).toMatch(/\S/);
    await page.fill("#coupon-code", "WELCOME10");
    await quoted(page, slug, () => page.getByRole("button", { name: "Apply" }).click());
    await expect.poll(() => totalIn(page), WAIT).toBe(shown);

    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/, WAIT);
    const orderNo = new URL(page.url()).searchParams.get("orderNo")!;
    const order = (await api("order/detail", { orderNo }, headers)).data;
    expect(order).toMatchObject({ couponCode: "WELCOME10", shippingMethodId: "express" });
    expect(order.couponDiscount).toBeGreaterThan(0);
    expect(order.total).toBe(cents(shown));

    // The address is in the address book, and the next checkout starts with it chosen.
    const book = (await api<{ city: string }[]>("address/list", {}, headers)).data;
    expect(book.map((address) => address.city)).toEqual(["Oakland"]);
    const sku = await skuInStock(1);
    const next = await adminCall<{ slug: string }>("checkout/create", { items: [{ sku, quantity: 1 }] }, headers);
    await page.goto(`${SHOP_URL}/checkout/${next.slug}`);
    await hydrated(page, true);
    const saved = page.getByTestId("saved-address").locator("input");
    await expect.poll(() => saved.count(), WAIT).toBe(1);
    expect(await saved.isChecked()).toBe(true);
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/, WAIT);
    const second = new URL(page.url()).searchParams.get("orderNo")!;
    expect((await api("order/detail", { orderNo: second }, headers)).data.address).toMatchObject({ city: "Oakland" });
    expect((await api<unknown[]>("address/list", {}, headers)).data).toHaveLength(1);
    expect(problems.filter((line) => !line.includes("422"))).toEqual([]);
    await context.close();
  });

  it("keeps a coupon whose Apply is still on its way when the shopper changes shipping", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 1000 } });
    const { page, problems } = await openPage(context);
    const { slug } = await customerCheckout(context);
    await page.goto(`${SHOP_URL}/checkout/${slug}`);
    await hydrated(page, true);
    await fillAddress(page);
    await quoted(page, slug, () => express(page).check());
    // The Apply's answer is held (a slow network) while the shopper picks another shipping method.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holdNext = true;
    await page.route(
      (url) => url.pathname.startsWith(`/checkout/${slug}`),
      async (route) => {
        if (route.request().method() !== "POST" || !holdNext) return route.continue();
        holdNext = false;
        await held;
        await route.continue().catch(() => undefined);
      },
    );
    await page.fill("#coupon-code", "WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => holdNext, WAIT).toBe(false);
    await quoted(page, slug, () => page.locator("main input[name=shippingMethodId][value=standard]").check());
    release();
    await expect.poll(() => page.getByTestId("checkout-summary").textContent(), WAIT).toContain("Coupon discount");
    expect(await page.getByTestId("coupon-applied").textContent()).toContain("WELCOME10");
    expect(await page.locator("main input[name=shippingMethodId][value=standard]").isChecked()).toBe(true);
    await shot(page, "hands-coupon-kept-through-shipping-js");
    expect(problems.filter((line) => !line.includes("422"))).toEqual([]);
    await context.close();
  });

  it("on a phone shows the totals and the coupon box before Place order; on a desktop beside it", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
    const { page } = await openPage(context);
    const { slug } = await customerCheckout(context);
    await page.goto(`${SHOP_URL}/checkout/${slug}`);
    await hydrated(page, true);
    const place = page.getByRole("button", { name: "Place order" });
    const below = async (first: string) =>
      (await page.locator(first).boundingBox())!.y < (await place.boundingBox())!.y;
    expect(await below("[data-testid=checkout-total]")).toBe(true);
    expect(await below("#coupon-code")).toBe(true);
    await shot(page, "hands-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
    const summary = (await page.getByTestId("checkout-summary").boundingBox())!;
    const button = (await place.boundingBox())!;
    expect(summary.x).toBeGreaterThan(button.x + button.width);
    await context.close();
  });
});

describe("JavaScript off", () => {
  it("keeps every entry through Apply, Remove, Update totals and a refused Place order, and charges the total shown", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: "en-US",
      viewport: { width: 1280, height: 1000 },
    });
    const { page, problems } = await openPage(context);
    const { headers, slug } = await customerCheckout(context);
    await page.goto(`${SHOP_URL}/checkout/${slug}`);
    await fillAddress(page);
    await page.fill("main textarea[name=remark]", "Leave at the door");
    await express(page).check();
    const kept = async () => {
      expect(await page.inputValue("main input[name=city]")).toBe("Oakland");
      expect(await page.inputValue("main input[name=phone]")).toBe("555 0100");
      expect(await page.inputValue("main select[name=country]")).toBe("US");
      expect(await page.inputValue("main textarea[name=remark]")).toBe("Leave at the door");
      expect(await express(page).isChecked()).toBe(true);
    };

    await page.fill("#coupon-code", "WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForLoadState("load");
    await kept();
    expect(await page.getByTestId("coupon-applied").textContent()).toContain("WELCOME10");
    const withCoupon = await totalIn(page);

    await page.getByRole("button", { name: "Remove coupon" }).click();
    await page.waitForLoadState("load");
    await kept();
    expect(await page.getByTestId("checkout-summary").textContent()).not.toContain("Coupon discount");
    expect(await page.inputValue("#coupon-code")).toBe("");

    await page.fill("#coupon-code", "WELCOME10");
    await page.getByRole("button", { name: "Update totals" }).click();
    await page.waitForLoadState("load");
    await kept();
    expect(await totalIn(page)).toBe(withCoupon);

    // A refused order keeps everything too.
    await page.fill("main input[name=phone]", "x");
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForLoadState("load");
    expect(await page.locator("main").textContent()).toContain("Please enter a valid phone number");
    await page.fill("main input[name=phone]", "555 0100");
    await kept();
    expect(await totalIn(page)).toBe(withCoupon);

    // Standard chosen without "Update totals": the total shown is Express's, so nothing is placed.
    await page.locator("main input[name=shippingMethodId][value=standard]").check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForLoadState("load");
    expect(page.url()).toContain(`/checkout/${slug}`);
    expect(await page.locator("main [role=alert]").first().textContent()).toContain("The total has changed");
    const requoted = await totalIn(page);
    expect(requoted).not.toBe(withCoupon);
    await shot(page, "hands-requoted-nojs");
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/, WAIT);
    const orderNo = new URL(page.url()).searchParams.get("orderNo")!;
    const order = (await api("order/detail", { orderNo }, headers)).data;
    expect(order).toMatchObject({ couponCode: "WELCOME10", shippingMethodId: "standard", remark: "Leave at the door" });
    expect(order.total).toBe(cents(requoted));
    expect(problems.filter((line) => !/\b(409|422)\b/.test(line))).toEqual([]);
    await context.close();
  });
});

describe.each([{ js: true }, { js: false }])("a declined card, JavaScript $js", ({ js }) => {
  it("says the payment did not go through, focuses its message, and pays with another card", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: js,
      locale: "en-US",
      viewport: { width: 1280, height: 900 },
    });
    const { page } = await openPage(context);
    const { headers, slug } = await customerCheckout(context);
    await page.goto(`${SHOP_URL}/checkout/${slug}`);
    await hydrated(page, js);
    await fillAddress(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/, WAIT);
    await hydrated(page, js);
    const account = (await api<{ email: string }>("user/info", {}, headers)).data.email;
    expect(await page.locator("main").textContent()).toContain(`We have sent a confirmation to ${account}.`);

    await page.fill("main input[name=cardNumber]", "4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect.poll(() => page.locator("main h1").textContent(), WAIT).toBe("Your payment did not go through");
    const main = await page.locator("main").textContent();
    expect(main).toContain("try again below with another card");
    expect(main).not.toContain("Thank you for your order");
    expect(main).not.toContain("We have sent a confirmation");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe("card-error");
    await shot(page, `hands-declined-js-${js}`);
    // axe runs as a script: it is run where the page has JavaScript (the markup is the same).
    if (js) expect(await axeViolations(page)).toEqual([]);

    await page.fill("main input[name=cardNumber]", "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect.poll(() => page.locator("main .alert-success").count(), WAIT).toBe(1);
    expect(await page.locator("main h1").textContent()).toBe("Thank you for your order");
    await context.close();
  });
});

describe("a refund asked for before shipping", () => {
  it("shows on the order with a link to after-sales, which lists it; the account menu links after-sales", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    const { headers } = await newCustomer(context);
    const orderNo = await paidOrder(headers, false);
    await page.goto(`${SHOP_URL}/user/order/${orderNo}`);
    await hydrated(page, true);
    await page.getByRole("link", { name: "Request a refund" }).click();
    await page.getByLabel("Reason").fill("Ordered the wrong size");
    await page.getByRole("button", { name: "Request refund" }).click();
    await expect.poll(() => page.getByTestId("refund-requested").count(), WAIT).toBe(1);
    await page.getByRole("link", { name: "See your refunds and returns" }).click();
    await page.waitForURL(/\/user\/return$/, WAIT);
    await expect.poll(() => page.getByTestId("refund-requests").textContent(), WAIT).toContain(orderNo);
    expect(await page.locator("main").textContent()).not.toContain("No records.");
    await shot(page, "hands-refund-listed");
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${SHOP_URL}/user/center`);
    const nav = page.getByRole("navigation", { name: "My account" });
    expect(await nav.getByRole("link", { name: "After-sales" }).getAttribute("href")).toBe("/user/return");
    await context.close();
  });
});
