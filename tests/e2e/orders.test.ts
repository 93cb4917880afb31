/**
 * Orders in Chromium, with JavaScript on and off: a visitor adds two variants, signs in (the cart
 * merges), claims a coupon, checks out with a new address and the coupon, cancels the order from
 * its page (after the seed's question) and buys it again; the operator ships another order and the
 * customer confirms receipt; the unpaid reminder leads to the unpaid orders; a guest looks an
 * order up by number and email and pays it there.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { askedHumanCheck } from "../support/human-check";
import { OAKLAND } from "../support/addresses";

const ADMIN = { authorization: "Bearer dev-admin-token" };
const SHOTS = process.env.E2E_SHOTS;
/** The machine is shared: give hydration and client navigations time. */
const WAIT = { timeout: 15_000 };

let browser: Browser;
beforeAll(async () => {
  d1("DELETE FROM rate_limits");
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A statement on the local D1 the started shop uses (the operator has no stock call yet). */
function d1(sql: string) {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", sql], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
}

/** An /api/web call through the Worker, as a browser makes it: the session and cart travel as cookies. */
async function api<T = any>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ code: number; msg: string; data: T; cookies: Record<string, string> }> {
  const response = await fetch(`${SHOP_URL}/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const cookies = Object.fromEntries(
    response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0].split("="))
      .map(([name, value]) => [name, decodeURIComponent(value)]),
  );
  return { ...((await response.json()) as { code: number; msg: string; data: T }), cookies };
}

const as = (cookies: Record<string, string>) => ({
  cookie: Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; "),
});

/** A customer made through the API (code from the outbox), and their token for API-side orders. */
async function customer(): Promise<{ email: string; password: string; token: string }> {
  const email = `orders-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "e2e password 1";
  const check = await askedHumanCheck(SHOP_URL);
  expect((await api("auth/sendCode", { ...check, account: email, scene: "signup" })).code).toBe(0);
  const [mail] = (await api<{ code: string }[]>("admin/outbox", { to: email }, ADMIN)).data;
  const signedUp = await api("auth/signup", { ...check, account: email, password, code: mail.code, agree: true });
  expect(signedUp.code).toBe(0);
  return { email, password, token: signedUp.cookies.sid };
}

/** A product with at least two SKUs in stock, fresh from the backend. */
async function twoVariants(): Promise<{ slug: string; skus: string[] }> {
  const list = await api<{ list: { slug: string }[] }>("product/list", {
    category: "women",
    filters: { inStock: true },
  });
  for (const { slug } of list.data.list) {
    const detail = await api<{ skus: { sku: string; stock: number }[] }>("product/detail", { slug });
    const inStock = detail.data.skus.filter((sku) => sku.stock >= 3).map((sku) => sku.sku);
    if (inStock.length >= 2) return { slug, skus: inStock.slice(0, 2) };
  }
  throw new Error("no product with two variants in stock");
}

async function apiOrder(token: string, paymentMethodId = "bank-transfer"): Promise<string> {
  const { skus } = await twoVariants();
  const headers = as({ sid: token });
  const created = await api<{ slug: string }>("checkout/create", { items: [{ sku: skus[0], quantity: 1 }] }, headers);
  const address = OAKLAND;
  const placed = await api<{ orderNo: string }>(
    "checkout/submit",
    {
      slug: created.data.slug,
      address,
      shippingMethodId: "express",
      paymentMethodId,
      idempotencyKey: crypto.randomUUID(),
    },
    headers,
  );
  expect(placed.code).toBe(0);
  return placed.data.orderNo;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function fillAddress(page: Page) {
  await page.fill("main input[name=firstName]", "Ada");
  await page.fill("main input[name=lastName]", "Lovelace");
  await page.selectOption("main select[name=country]", "US");
  await page.fill("main input[name=province]", "CA");
  await page.fill("main input[name=city]", "Oakland");
  await page.fill("main input[name=address]", "1 Main St");
  await page.fill("main input[name=postalCode]", "94607");
  await page.fill("main input[name=countryCode]", "+1");
  await page.fill("main input[name=phone]", "555 0100");
}

async function addToCart(page: Page, js: boolean, path: string) {
  await page.goto(`${SHOP_URL}${path}?fresh=${Date.now()}`);
  if (js) await page.waitForSelector("input[name=via]", { state: "attached" });
  await page.getByRole("button", { name: "Add to cart" }).click();
  if (js) await expect.poll(() => page.locator("dialog[open]").count(), WAIT).toBe(1);
  else await page.waitForLoadState("load");
}

async function newContext(js: boolean): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: js, locale: "en-US", viewport: { width: 1280, height: 900 } });
}

describe.each([{ js: true }, { js: false }])("orders, JavaScript $js", ({ js }) => {
  it("two variants, sign in (cart merges), coupon, checkout, cancel with confirmation, buy again", async () => {
    const account = await customer();
    const product = await twoVariants();
    const context = await newContext(js);
    const { page, problems } = await openPage(context);
    for (const sku of product.skus) await addToCart(page, js, `/product/${product.slug}/${encodeURIComponent(sku)}`);
    await page.goto(`${SHOP_URL}/cart`);
    expect(await page.getByTestId("cart-line").count()).toBe(2);

    await page.goto(`${SHOP_URL}/auth/signin?redirect=%2Fcart`);
    await page.fill('input[name="account"]', account.email);
    await page.fill('input[name="password"]', account.password);
    await page.click('button[value="password"]');
    await page.waitForURL(/\/cart$/);
    await expect.poll(() => page.getByTestId("cart-line").count(), WAIT).toBe(2);

    await page.goto(`${SHOP_URL}/coupon/welcome-10`);
    await page.getByRole("button", { name: "Claim coupon" }).click();
    await expect.poll(() => page.locator("main .alert-success").textContent(), WAIT).toContain("WELCOME10");

    await page.goto(`${SHOP_URL}/cart`);
    await page.getByRole("button", { name: "Check out" }).click();
    await page.waitForURL(/\/checkout\/[a-f0-9]+$/);
    await page.waitForLoadState("networkidle");
    await page.fill("#coupon-code", "WELCOME10");
    await page.getByRole("button", { name: "Apply" }).click();
    // Apply posts the whole form (the address typed so far comes back), then the box says the code is applied.
    await expect.poll(() => page.getByTestId("coupon-applied").count(), WAIT).toBe(1);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.locator("main").textContent(), WAIT).toContain("Coupon discount");
    await fillAddress(page);
    await shot(page, `checkout-${js}`);
    await page.getByRole("button", { name: "Place order" }).click();
    await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/);
    const orderNo = new URL(page.url()).searchParams.get("orderNo")!;
    const placed = await api("order/detail", { orderNo }, as({ sid: account.token }));
    expect(placed.data).toMatchObject({ couponCode: "WELCOME10", items: [{}, {}] });
    expect(placed.data.couponDiscount).toBeGreaterThan(0);

    await page.getByRole("link", { name: new RegExp(orderNo) }).click();
    await page.waitForURL(new RegExp(`/user/order/${orderNo}$`));
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect
      .poll(() => page.getByRole("alertdialog").textContent(), WAIT)
      .toContain("Are you sure you want to cancel this order?");
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect.poll(() => page.locator("main .badge").first().textContent(), WAIT).toBe("Cancelled");
    await shot(page, `cancelled-${js}`);

    // Buying again fills the (now empty) cart; one variant sold out meanwhile is named.
    const soldOut = product.skus[1];
    const stock = (
      await api<{ skus: { sku: string; stock: number }[] }>("product/detail", { slug: product.slug })
    ).data.skus.find((sku) => sku.sku === soldOut)!.stock;
    d1(`UPDATE product_skus SET stock = 0 WHERE sku = '${soldOut}'`);
    try {
      await page.getByRole("button", { name: "Buy again" }).click();
      await page.waitForURL(/\/cart$/);
      await expect
        .poll(() => page.getByTestId("buy-again-notice").textContent(), WAIT)
        .toContain("The order's items are in your cart.");
      expect(await page.getByTestId("buy-again-notice").textContent()).toMatch(/is out of stock and was not added/);
      expect(await page.getByTestId("cart-line").count()).toBe(1);
    } finally {
      d1(`UPDATE product_skus SET stock = ${stock} WHERE sku = '${soldOut}'`);
    }
    await shot(page, `buy-again-${js}`);
    // The notice is said once.
    await page.reload();
    expect(await page.getByTestId("buy-again-notice").count()).toBe(0);
    expect(problems.filter((line) => !/\b(422|400|404)\b/.test(line))).toEqual([]);
    await context.close();
    // A long journey with two D1 commands; the shared machine may be busy.
  }, 180_000);

  it("the operator ships an order and the customer confirms receipt; the unpaid reminder leads to payment", async () => {
    const account = await customer();
    const shipped = await apiOrder(account.token);
    expect((await api("admin/order/markPaid", { orderNo: shipped }, ADMIN)).code).toBe(0);
    expect(
      (await api("admin/order/ship", { orderNo: shipped, expressName: "UPS", expressNo: "1Z999" }, ADMIN)).code,
    ).toBe(0);
    const unpaid = await apiOrder(account.token);

    const context = await newContext(js);
    const { page } = await openPage(context);
    await page.goto(`${SHOP_URL}/auth/signin?redirect=%2Fuser%2Forder`);
    await page.fill('input[name="account"]', account.email);
    await page.fill('input[name="password"]', account.password);
    await page.click('button[value="password"]');
    await page.waitForURL(/\/user\/order$/);
    await expect
      .poll(() => page.getByTestId("unpaid-reminder").textContent(), WAIT)
      .toMatch(/You have 1 unpaid order(?!s)/);
    await shot(page, `order-list-${js}`);
    await page.getByTestId("unpaid-reminder").getByRole("link", { name: "Go to Payment" }).click();
    await page.waitForURL(/\/user\/order\?status=unpaid$/);
    // With JavaScript the list changes in place: wait until the shipped (paid) order has left it.
    await expect.poll(() => page.locator("main").textContent(), WAIT).not.toContain(shipped);
    expect(await page.locator("main").textContent()).toContain(unpaid);

    await page.goto(`${SHOP_URL}/user/order/${shipped}`);
    expect(await page.locator("main").textContent()).toContain("UPS: 1Z999");
    await page.getByRole("button", { name: "Confirm receipt" }).click();
    await expect.poll(() => page.locator("main .badge").first().textContent(), WAIT).toBe("Completed");
    expect(await page.getByRole("button", { name: "Buy again" }).count()).toBe(1);
    await context.close();
  });

  it("a guest looks an order up by number and email and pays it there", async () => {
    const { skus } = await twoVariants();
    const cart = await api("cart/list", {});
    const headers = as({ cart: cart.cookies.cart });
    const created = await api<{ slug: string }>("checkout/create", { items: [{ sku: skus[0], quantity: 1 }] }, headers);
    const address = {
      country: "US",
      province: "CA",
      city: "Oakland",
      postalCode: "94607",
      firstName: "Grace",
      lastName: "Hopper",
      address: "2 Main St",
      countryCode: "+1",
      phone: "555 0101",
    };
    const email = `guest-${Date.now()}@example.com`;
    const placed = await api<{ orderNo: string }>(
      "checkout/submit",
      {
        slug: created.data.slug,
        address,
        shippingMethodId: "express",
        paymentMethodId: "card",
        idempotencyKey: crypto.randomUUID(),
        email,
      },
      headers,
    );
    const orderNo = placed.data.orderNo;

    // Another browser, without the cart that placed it: only the number and email find it.
    const context = await newContext(js);
    const { page } = await openPage(context);
    await page.goto(`${SHOP_URL}/order/lookup`);
    await page.fill("main input[name=orderNo]", "123");
    await page.fill("main input[name=email]", email);
    await page.getByRole("button", { name: "Look up" }).click();
    await expect
      .poll(() => page.locator("main").textContent(), WAIT)
      .toContain("Please enter the 14-digit order number");
    await page.fill("main input[name=orderNo]", orderNo);
    await page.fill("main input[name=email]", "someone@example.com");
    await page.getByRole("button", { name: "Look up" }).click();
    await expect
      .poll(() => page.locator("main [role=alert]").textContent(), WAIT)
      .toContain("We could not find an order");
    await page.fill("main input[name=orderNo]", orderNo);
    await page.fill("main input[name=email]", email);
    await page.getByRole("button", { name: "Look up" }).click();
    await expect.poll(() => page.locator("#found-order").count(), WAIT).toBe(1);
    expect(await page.locator("main").textContent()).toContain("Grace Hopper");
    expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
    await page.fill("main input[name=cardNumber]", "4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect.poll(() => page.locator("#card-error").textContent(), WAIT).toContain("Please enter the card number");
    expect(await page.locator("#found-order").count()).toBe(1);
    await page.fill("main input[name=cardNumber]", "4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect.poll(() => page.locator("main [role=alert]").textContent(), WAIT).toContain("The card was declined");
    await page.fill("main input[name=cardNumber]", "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect.poll(() => page.locator("main .alert-success").textContent(), WAIT).toContain("Paid");
    await shot(page, `lookup-paid-${js}`);
    expect((await api("order/lookup", { orderNo, email })).data.payStatus).toBe("paid");
    await context.close();
  });
});
