/**
 * WCAG 2.2 AA in the browser: axe-core finds no violation on any screen of the shop (visitor
 * and signed in, several languages) with JavaScript on and off; the skip link, visible focus,
 * focus and announcement after client navigation, field errors tied to their fields, reduced
 * motion; and sign-up, add to cart and checkout done with the keyboard alone, the cart drawer
 * keeping focus inside and giving it back when closed.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { axeViolations, withoutJavaScript } from "./support/axe";
import { askedHumanCheck } from "../support/human-check";

let browser: Browser;
const slugs: Record<string, string> = {};
let session = "";

async function api<T>(name: string, body: unknown = {}, cookie = ""): Promise<T> {
  const response = await fetch(`${SHOP_URL}/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  if (envelope.code !== 0) throw new Error(`${name}: ${JSON.stringify(envelope).slice(0, 200)}`);
  return envelope.data;
}

async function latestCode(to: string): Promise<string> {
  const response = await fetch(`${SHOP_URL}/api/web/admin/outbox`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer dev-admin-token" },
    body: JSON.stringify({ to }),
  });
  return ((await response.json()) as { data: { code: string }[] }).data[0].code;
}

type List = { list?: Array<{ slug?: string; code?: string }> } | Array<{ slug?: string; code?: string }>;
const first = (data: List) =>
  ((Array.isArray(data) ? data : (data.list ?? []))[0]?.slug ??
    (Array.isArray(data) ? data : (data.list ?? []))[0]?.code)!;

beforeAll(async () => {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", "DELETE FROM rate_limits"], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
  browser = await launchBrowser();
  for (const name of ["category", "tag", "collection", "article", "promotion", "coupon"])
    slugs[name] = first(await api<List>(`${name}/list`));
  const products = await api<{ list: Array<{ slug: string }> }>("product/list", { filters: { inStock: true } });
  slugs.product = products.list[0].slug;
  const detail = await api<{ skus: Array<{ sku: string; stock: number }> }>("product/detail", { slug: slugs.product });
  slugs.sku = detail.skus.find((sku) => sku.stock > 0)!.sku;
  // A signed-in shopper for the user screens, made through the API as the sign-up form would.
  const email = `a11y-${Date.now()}@example.com`;
  const check = await askedHumanCheck(SHOP_URL);
  await api("auth/sendCode", { ...check, account: email, scene: "signup" });
  const signup = await fetch(`${SHOP_URL}/api/web/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL },
    body: JSON.stringify({
      ...check,
      account: email,
      password: "a11y password 1",
      code: await latestCode(email),
      agree: true,
    }),
  });
  // The proxy keeps the token out of the body and in the HttpOnly cookie.
  session = /sid=([^;]+)/.exec(signup.headers.get("set-cookie") ?? "")![1];
});
afterAll(() => browser?.close());

/** A context with a cart holding the item, and its checkout's path. */
async function contextWithCart(
  js: boolean,
  extraCookies: Record<string, string> = {},
): Promise<{ context: BrowserContext; checkout: string }> {
  // A signed-in shopper's cart is their account's; a visitor's is the one the cart cookie names.
  const signedIn = extraCookies.sid ? `sid=${extraCookies.sid}` : "";
  const { cartId } = await api<{ cartId?: string }>("cart/add", { sku: slugs.sku, quantity: 1 }, signedIn);
  const cookies = { ...(signedIn || !cartId ? {} : { cart: cartId }), ...extraCookies };
  const cookieHeader = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  const { slug } = await api<{ slug: string }>("checkout/create", {}, cookieHeader);
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
  if (!js) await withoutJavaScript(context);
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: SHOP_URL })));
  return { context, checkout: `/checkout/${slug}` };
}

async function auditAll(page: Page, paths: string[], js: boolean): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(`${SHOP_URL}${path}`, { waitUntil: "load" });
    expect(response, path).not.toBeNull();
    if (js) await page.waitForLoadState("networkidle").catch(() => undefined);
    found.push(...(await axeViolations(page)));
  }
  return found;
}

const visitorPaths = () => [
  "/",
  `/category/${slugs.category}`,
  `/category/${slugs.category}?sort=price_asc&inStock=1`,
  `/tag/${slugs.tag}`,
  `/collection/${slugs.collection}`,
  `/product/${slugs.product}`,
  "/search?q=shirt",
  "/search?q=zzzzqqq",
  `/article/${slugs.article}`,
  "/page/accessibility",
  "/page/about",
  "/promotion",
  `/promotion/${slugs.promotion}`,
  "/coupon",
  `/coupon/${slugs.coupon}`,
  "/auth/signin",
  "/auth/signin?tab=code",
  "/auth/signin?tab=qr",
  "/auth/signup",
  "/auth/signup?by=mobile",
  "/auth/forget",
  "/auth/reset-password",
  "/auth/verify-email",
  "/newsletter",
  "/error/404",
  "/error/403",
  "/error/500",
  "/no/such/page",
  "/zh-HK/",
  `/zh/product/${slugs.product}`,
  `/de/category/${slugs.category}`,
  "/ja/auth/signup",
  "/th/search?q=shirt",
];

const userPaths = [
  "/user/center",
  "/user/order",
  "/user/info",
  "/user/account",
  "/user/address",
  "/user/favorite",
  "/user/article",
  "/user/security",
  "/user/security/activity",
  "/user/log",
  "/user/return",
  "/auth/verify-prompt",
];

for (const js of [true, false]) {
  describe(`axe finds no violation, JavaScript ${js ? "on" : "off"}`, () => {
    it("on every visitor screen, the cart and the checkout", { timeout: 600_000 }, async () => {
      const { context, checkout } = await contextWithCart(js);
      const page = await context.newPage();
      const found = await auditAll(page, [...visitorPaths(), "/cart", checkout], js);
      // The checkout again, with every field's message showing.
      await page.getByRole("button", { name: "Place order" }).click();
      await page.locator("main [id$='-error']").filter({ hasText: /\S/ }).first().waitFor();
      found.push(...(await axeViolations(page)));
      expect(found).toEqual([]);
      await context.close();
    });

    it("on every screen of a signed-in shopper", { timeout: 300_000 }, async () => {
      const { context, checkout } = await contextWithCart(js, { sid: session });
      const page = await context.newPage();
      expect(await auditAll(page, [...userPaths, "/cart", checkout], js)).toEqual([]);
      await context.close();
    });
  });
}

describe("keyboard, focus and announcements", () => {
  /** Press Tab until the focused element matches `selector` (the keyboard alone, no clicks). */
  async function tabTo(page: Page, selector: string, text = "", limit = 250) {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press("Tab");
      const reached = await page.evaluate(
        ([s, t]) =>
          (document.activeElement?.matches(s) ?? false) && (document.activeElement?.textContent ?? "").includes(t),
        [selector, text] as const,
      );
      if (reached) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  it("starts every page with a skip link to the content, and shows where focus is", async () => {
    const { page } = await openPage(await browser.newContext());
    await page.goto(`${SHOP_URL}/category/${slugs.category}`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.className)).toContain("skip-link");
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!));
    expect(ring.outlineStyle).toBe("solid");
    expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await tabTo(page, "main a[href^='/product/']");
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe("solid");
  });

  it("moves focus to the new page's heading after client navigation and announces it", async () => {
    const { page, problems } = await openPage(await browser.newContext());
    await page.goto(`${SHOP_URL}/category/${slugs.category}`);
    await page.waitForLoadState("networkidle");
    await page.locator("main a[href^='/product/']").first().click();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toMatch(/^<h1/);
    const heading = (await page.locator("main h1").first().textContent())!.trim();
    await expect.poll(() => page.locator("[data-route-announcer]").textContent()).toBe(heading);
    expect(problems).toEqual([]);
  });

  it("ties field errors to their fields and announces them, JavaScript on and off", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await openPage(await browser.newContext({ javaScriptEnabled }));
      await page.goto(`${SHOP_URL}/auth/signin`);
      await page.locator("main form button[type=submit]").first().click();
      const account = page.locator("main input[name=account]");
      await expect.poll(() => account.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await account.getAttribute("aria-describedby"))!.split(/\s+/);
      const messages = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(messages.join(" ")).toMatch(/\S/);
      const live = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).getAttribute("aria-live")));
      expect(live).toContain("polite");
    }
  });

  it("honours prefers-reduced-motion", async () => {
    const duration = async (reducedMotion: "reduce" | "no-preference") => {
      const page = await (await browser.newContext({ reducedMotion })).newPage();
      await page.goto(`${SHOP_URL}/`);
      return page.evaluate(() =>
        parseFloat(getComputedStyle(document.querySelector(".nav-progress")!).transitionDuration),
      );
    };
    expect(await duration("no-preference")).toBeGreaterThan(0.1);
    expect(await duration("reduce")).toBeLessThan(0.001);
  });

  it(
    "signs up, adds to cart and checks out with the keyboard alone; the drawer traps and returns focus",
    { timeout: 180_000 },
    async () => {
      const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
      const { page, problems } = await openPage(context);
      page.on("pageerror", (error) => problems.push(`  at ${page.url()}: ${error.message.slice(0, 60)}`));
      const email = `keys-${Date.now()}@example.com`;
      await page.goto(`${SHOP_URL}/auth/signup?by=email`);
      await page.waitForLoadState("networkidle");
      await tabTo(page, "main input[name=account]");
      await page.keyboard.type(email);
      await tabTo(page, "main input[name=slide]");
      await page.keyboard.press("End");
      await page.waitForTimeout(1_600);
      await tabTo(page, "main button[value=send-code]");
      await page.keyboard.press("Enter");
      await page.waitForSelector("main [role=status]:has-text('@')");
      await tabTo(page, "main input[name=code]");
      await page.keyboard.type(await latestCode(email));
      await tabTo(page, "main input[name=password]");
      await page.keyboard.type("keyboard password 1");
      await tabTo(page, "main input[name=agree]");
      await page.keyboard.press("Space");
      await tabTo(page, "main button[value=signup]:not(.hidden)");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/user\/center$/);

      await page.goto(`${SHOP_URL}/product/${slugs.product}`);
      await page.waitForLoadState("networkidle");
      await page.waitForSelector("main input[name=via]", { state: "attached" }); // hydrated: the add goes through the fetcher
      await tabTo(page, "main button[name=intent][value=add]");
      await page.keyboard.press("Enter");
      const dialog = page.locator("dialog[open]");
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
      // A modal dialog makes the page behind it inert: Tab cycles through the dialog and the
      // browser's own controls (the document body has focus then), never the page behind.
      for (let i = 0; i < 12; i++) {
        const where = await page.evaluate(() =>
          document.activeElement === document.body
            ? "browser"
            : document.activeElement?.closest("dialog[open]")
              ? "dialog"
              : document.activeElement?.outerHTML.slice(0, 80),
        );
        expect(["dialog", "browser"]).toContain(where);
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.matches("main button[name=intent][value=add]")))
        .toBe(true);

      await page.goto(`${SHOP_URL}/cart`);
      await tabTo(page, "main button", "Check out");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/checkout\/[a-f0-9]+$/);
      await page.waitForLoadState("networkidle");
      const fields: Array<[string, string]> = [
        ["email", email],
        ["firstName", "Ada"],
        ["lastName", "Lovelace"],
        ["province", "CA"],
        ["city", "Oakland"],
        ["address", "1 Main St"],
        ["postalCode", "94607"],
        ["countryCode", "+1"],
        ["phone", "555 0100"],
      ];
      await tabTo(page, "main select[name=country]");
      await page.keyboard.type("United States");
      for (const [name, value] of fields) {
        if ((await page.locator(`main input[name=${name}]`).count()) === 0) continue; // a signed-in shopper has no email field
        await page.focus("body"); // start each search from the top of the page
        await tabTo(page, `main input[name=${name}]`);
        await page.keyboard.press("Control+A");
        await page.keyboard.type(value);
      }
      expect(await page.locator("main select[name=country]").inputValue()).toBe("US");
      await tabTo(page, "main button", "Place order");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/);
      const orderNo = new URL(page.url()).searchParams.get("orderNo")!;
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${SHOP_URL}/user/order/${orderNo}`);
      await expect.poll(() => page.locator("main").textContent()).toContain(orderNo);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.filter((line) => !line.includes("422"))).toEqual([]);
      await context.close();
    },
  );
});
