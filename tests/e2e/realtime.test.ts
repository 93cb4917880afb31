/**
 * Issue 9 items 5–8 in Chromium: QR sign-in finished by a socket push (the desktop stops polling
 * once its socket is up), prices in the picked currency on server-rendered pages (JavaScript on
 * and off), visitor tracking's pace, and the language hint. Screenshots go to
 * $E2E_SHOTS (default /tmp/realtime-shots).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Request } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { passSlide } from "./support/accounts";
import { watchAfterHydration } from "./support/after-hydration";

const SHOTS = process.env.E2E_SHOTS ?? "/tmp/realtime-shots";
let browser: Browser;

beforeAll(async () => {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", "DELETE FROM rate_limits"], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${SHOP_URL}/api/web/admin/outbox`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer dev-admin-token" },
    body: JSON.stringify({ to }),
  });
  return ((await response.json()) as { data: { code: string }[] }).data[0].code;
}

async function signUp(page: Page, account: string) {
  await page.goto(`${SHOP_URL}/auth/signup?by=email`);
  await page.fill('input[name="account"]', account);
  await passSlide(page);
  await page.click('button[value="send-code"]');
  await page.waitForSelector('main [role="status"]');
  await page.fill('input[name="code"]', await latestCode(account));
  await page.fill('input[name="password"]', "e2e password 1");
  await page.check('input[name="agree"]');
  await page.click('button[value="signup"]:not(.hidden)');
  await page.waitForURL(/\/user\/center$/);
}

/**
 * Resolves once the socket this page opens next has had its first message: the customer's object
 * sends the unpaid reminder right after it took the socket, so from then on it pushes to this page.
 * The socket opens after hydration, the load event and an idle moment: seconds on a loaded machine.
 */
async function socketJoined(page: Page): Promise<void> {
  const socket = await page.waitForEvent("websocket", {
    predicate: (opened) => opened.url().includes("/ws/message"),
    timeout: 20_000,
  });
  await socket.waitForEvent("framereceived", { timeout: 20_000 });
}

describe("QR sign-in over the socket", () => {
  it("the desktop stops polling once its socket is up and is signed in by the push", async () => {
    const phone = await browser.newContext();
    const { page: phonePage } = await openPage(phone);
    await signUp(phonePage, `qr-socket-${Date.now()}@example.com`);

    const desktop = await browser.newContext();
    const { page, problems } = await openPage(desktop);
    const statusCalls: { at: number; body: string }[] = [];
    page.on("request", (request: Request) => {
      if (request.url().endsWith("/api/web/auth/qr/status"))
        statusCalls.push({ at: Date.now(), body: request.postData() ?? "" });
    });
    let socketOpen = false;
    page.on("websocket", (socket) => {
      if (socket.url().includes("/ws/message")) socketOpen = true;
    });
    await page.goto(`${SHOP_URL}/auth/signin?tab=qr`);
    await page.waitForSelector("[data-qr-live]", { timeout: 15_000 });
    expect(socketOpen).toBe(true);
    const liveAt = Date.now();
    // Longer than two polling periods: a polling page would have asked at least twice by now.
    await page.waitForTimeout(5_000);
    const beforeApproval = statusCalls.filter((call) => call.at >= liveAt - 1_000);
    expect(beforeApproval).toHaveLength(1);
    expect(JSON.parse(beforeApproval[0].body)).toMatchObject({ visitorId: expect.stringMatching(/^v[0-9a-f]{24}$/) });
    await page.screenshot({ path: `${SHOTS}/qr-desktop-waiting.png` });

    const approveUrl = await page.getAttribute("[data-qr-link]", "href");
    await phonePage.goto(approveUrl!);
    await expect
      .poll(() => page.getAttribute("[data-qr-status]", "data-qr-status"), { timeout: 5_000 })
      .toBe("scanned");
    await phonePage.click('button[value="approve"]');
    await page.waitForURL(/\/user\/center$/, { timeout: 10_000 });
    expect(await page.textContent("[data-account-name]")).toContain("qr-socket-");
    // After the socket was up: the registering call and the one claim after the push, nothing else.
    expect(statusCalls.filter((call) => call.at >= liveAt - 1_000)).toHaveLength(2);
    await page.screenshot({ path: `${SHOTS}/qr-desktop-signed-in.png` });
    expect(problems).toEqual([]);
    await desktop.close();
    await phone.close();
  });
});

describe("pushes to a signed-in customer", () => {
  it("reminds of unpaid orders on connect and refreshes the order list when the operator settles one", async () => {
    const context = await browser.newContext();
    const { page, problems } = await openPage(context);
    await signUp(page, `pushes-${Date.now()}@example.com`);
    // Place an unpaid bank-transfer order through the API with this browser's session cookie.
    const api = async (name: string, body: unknown) => {
      const response = await context.request.post(`${SHOP_URL}/api/web/${name}`, {
        data: body,
        headers: { origin: SHOP_URL },
      });
      return ((await response.json()) as { code: number; data: any }).data;
    };
    const card = (await api("product/list", { pageSize: 40 })).list.find((item: { inStock: boolean }) => item.inStock);
    const sku = (await api("product/detail", { slug: card.slug })).skus.find(
      (item: { stock: number }) => item.stock > 0,
    ).sku;
    const { slug } = await api("checkout/create", { items: [{ sku, quantity: 1 }] });
    const address = {
      country: "US",
      province: "CA",
      city: "San Francisco",
      postalCode: "94103",
      firstName: "Ada",
      lastName: "Lovelace",
      address: "1 Market St",
      countryCode: "+1",
      phone: "415 555 0100",
    };
    const { orderNo } = await api("checkout/submit", {
      slug,
      address,
      shippingMethodId: "express",
      paymentMethodId: "bank-transfer",
      idempotencyKey: `e2e-${Date.now()}`,
    });
    expect(orderNo).toBeTruthy();

    // Pushed on a page that does not show the reminder itself (the order list does).
    await page.goto(`${SHOP_URL}/`);
    const reminder = page.locator("[data-unpaid-reminder]");
    await reminder.waitFor({ timeout: 10_000 });
    // One order: the singular form (an i18next plural key).
    expect(await reminder.textContent()).toMatch(/You have 1 unpaid order(?!s)/);
    await page.screenshot({ path: `${SHOTS}/unpaid-reminder.png` });
    await reminder.getByRole("button").click();
    // Same tab session, same count: a reload does not remind again, though the reminder is pushed
    // again (checked once the push has come, not after a guessed pause).
    const pushedAgain = socketJoined(page);
    await page.reload();
    await page.waitForSelector("[data-account-name]");
    await pushedAgain;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await reminder.count()).toBe(0);

    // The operator's push reaches only a socket that has joined the customer's object.
    const joined = socketJoined(page);
    await page.goto(`${SHOP_URL}/user/order`);
    await page.waitForSelector("[data-account-name]");
    await joined;
    const row = page.locator(`li:has-text("${orderNo}")`);
    expect(await row.textContent()).toContain("Unpaid");
    const settled = await fetch(`${SHOP_URL}/api/web/admin/order/markPaid`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer dev-admin-token" },
      body: JSON.stringify({ orderNo }),
    });
    expect(((await settled.json()) as { code: number }).code).toBe(0);
    await page.getByText(`Order ${orderNo} was updated.`).waitFor({ timeout: 10_000 });
    await expect.poll(async () => (await row.textContent()) ?? "", { timeout: 10_000 }).toContain("Paid");
    expect(await row.textContent()).not.toContain("Unpaid");
    await page.screenshot({ path: `${SHOTS}/order-updated-toast.png` });
    expect(problems).toEqual([]);
    await context.close();
  });
});

for (const javaScriptEnabled of [true, false]) {
  describe(`currency picker, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("shows every price in the picked currency, rendered by the server, and remembers it", async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}/`);
      const prices = page.locator("main .shop-card .shop-sales-price");
      const before = await prices.allTextContents();
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((text) => text.startsWith("$"))).toBe(true);

      await page.locator(".shop-currency > summary").first().click();
      await page.locator('.shop-currency button[value="EUR"]').first().click();
      await page.waitForURL(/currency=EUR/);
      await expect.poll(async () => (await prices.allTextContents()).every((text) => text.startsWith("€"))).toBe(true);
      const after = await prices.allTextContents();
      // Each price is the dollar price at the site's rate (0.92), to the cent.
      const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);
      expect(cents(after[0])).toBe(Math.round(cents(before[0]) * 0.92));
      await prices.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/currency-eur-js-${javaScriptEnabled ? "on" : "off"}.png` });

      // The cookie carries the choice: another server-rendered page, in another language.
      const html = await (await context.request.get(`${SHOP_URL}/zh/category/women`)).text();
      expect(html).toMatch(/€\d/);
      expect(html).not.toMatch(/US\$\d|>\$\d/);
      await page.goto(`${SHOP_URL}/zh/category/women`);
      expect((await page.locator("main .shop-sales-price").first().textContent()) ?? "").toMatch(/^€/);
      await page.screenshot({ path: `${SHOTS}/currency-eur-zh-category-js-${javaScriptEnabled ? "on" : "off"}.png` });
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}

describe("visitor tracking", () => {
  it("reports at start and then every 10 s, and navigating does not report faster", async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context);
    const reports: { at: number; url: string }[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/web/visitor/track"))
        reports.push({ at: Date.now(), url: JSON.parse(request.postData() ?? "{}").url });
    });
    await page.goto(`${SHOP_URL}/`);
    await expect.poll(() => reports.length, { timeout: 10_000 }).toBe(1);
    // Client-side navigations restart the tracker; within 10 s of the last report they add none.
    await page.locator("main a[href*='/product/']").first().click();
    await page.waitForURL(/\/product\//);
    await page.waitForTimeout(1_000);
    expect(reports).toHaveLength(1);
    await expect.poll(() => reports.length, { timeout: 15_000 }).toBe(2);
    expect(reports[1].at - reports[0].at).toBeGreaterThanOrEqual(9_500);
    expect(reports[1].url).toContain("/product/");
    await context.close();
  });
});

describe("language hint", () => {
  it("offers the browser's language, switches to it, and remembers a dismissal", async () => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const { page, problems } = await openPage(context);
    // Unprefixed pages already follow Accept-Language (zh here); an English address gets the hint.
    const home = watchAfterHydration(page);
    await page.goto(`${SHOP_URL}/`);
    expect(await page.getAttribute("html", "lang")).toBe("zh");
    await home.ran;
    expect(home.hintAsked()).toBe(false);
    expect(await page.locator("[data-language-hint]").count()).toBe(0);
    await page.goto(`${SHOP_URL}/en`);
    const hint = page.locator("[data-language-hint]");
    await hint.waitFor();
    expect(await hint.getAttribute("data-language-hint")).toBe("zh");
    expect(await hint.textContent()).toContain("简体中文");
    await page.screenshot({ path: `${SHOTS}/language-hint.png` });
    await hint.locator("a").click();
    await page.waitForURL(`${SHOP_URL}/zh`);
    // A client-side navigation: the URL changes first, the document's language with the render.
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("zh");
    await expect.poll(() => hint.count()).toBe(0);
    // Switching is a pick: with the lng cookie no page offers a language any more.
    const picked = watchAfterHydration(page);
    await page.goto(`${SHOP_URL}/en/cart`);
    await picked.ran;
    expect(picked.hintAsked()).toBe(false);
    expect(await hint.count()).toBe(0);

    // Without a pick the hint comes back on an English page; a dismissal is a cookie that holds.
    await context.clearCookies();
    await page.goto(`${SHOP_URL}/en/cart`);
    await hint.waitFor();
    await hint.locator("button").click();
    await expect.poll(() => hint.count()).toBe(0);
    const dismissed = watchAfterHydration(page);
    await page.reload();
    await dismissed.ran;
    expect(dismissed.hintAsked()).toBe(false);
    expect(await hint.count()).toBe(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "lngHintOff")?.value).toBe("zh");
    expect(problems).toEqual([]);
    await context.close();
  });
});
