/**
 * The user center in Chromium, with JavaScript on and off: personal info and avatar, the address
 * book, favorites of a product, an article and a page in their three tabs, writing and
 * publishing an article, and signing out another session. Customers are signed up through the
 * API (codes from the outbox) and their session cookie handed to the browser.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { askedHumanCheck } from "../support/human-check";
import { passSlide } from "./support/accounts";

const SHOTS = process.env.E2E_SHOTS;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;
beforeAll(async () => {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", "DELETE FROM rate_limits"], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A call through the Worker's proxy, which keeps the token in the `sid` cookie (never in the answer). */
async function api<T = any>(
  name: string,
  body: unknown,
  token?: string,
  ip = "203.0.113.7",
): Promise<{ code: number; data: T; token?: string }> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "cf-connecting-ip": ip,
    "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0",
  };
  if (token) headers.cookie = `sid=${encodeURIComponent(token)}`;
  const response = await fetch(`${SHOP_URL}/api/web/${name}`, { method: "POST", headers, body: JSON.stringify(body) });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("sid="));
  const answer = (await response.json()) as { code: number; data: T };
  return { ...answer, token: cookie ? decodeURIComponent(cookie.slice(4).split(";")[0]) : undefined };
}

/** Each customer signs up from an address of its own: sign-ups are limited per IP. */
let nextIp = 1;

async function signUp(label: string): Promise<{ email: string; token: string; password: string }> {
  const email = `uc-${label}-${Date.now()}@example.com`;
  const password = "e2e password 1";
  const ip = `203.0.113.${nextIp++}`;
  const check = await askedHumanCheck(SHOP_URL, { "cf-connecting-ip": ip });
  await api("auth/sendCode", { ...check, account: email, scene: "signup" }, undefined, ip);
  const outbox = await fetch(`${SHOP_URL}/api/web/admin/outbox`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer dev-admin-token" },
    body: JSON.stringify({ to: email }),
  });
  const code = ((await outbox.json()) as { data: { code: string }[] }).data[0].code;
  const signed = await api("auth/signup", { ...check, account: email, code, password, agree: true }, undefined, ip);
  if (signed.code !== 0 || !signed.token) throw new Error(JSON.stringify(signed));
  return { email, token: signed.token, password };
}

async function signedInContext(javaScriptEnabled: boolean, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "sid", value: token, url: SHOP_URL, httpOnly: true, sameSite: "Lax" }]);
  return context;
}

/** Problems other than the 400/422 a deliberately bad form post answers (the browser logs its status). */
const real = (problems: string[]) => problems.filter((problem) => !/status of (400|422)\b/.test(problem));

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const javaScriptEnabled of [true, false]) {
  const js = javaScriptEnabled ? "js" : "nojs";
  describe(`user centre with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    it("edits personal info and uploads an avatar", async () => {
      const { token } = await signUp(`info-${js}`);
      const context = await signedInContext(javaScriptEnabled, token);
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}/user/info`);
      await page.fill("#name-form input[name=firstName]", "");
      await page.click("#name-form button[value=name]");
      await page.waitForSelector("#name-form [id$=-error]:has-text('first name')");
      await page.fill("#name-form input[name=firstName]", "Ada");
      await page.fill("#name-form input[name=lastName]", "Lovelace");
      await page.fill("#name-form input[name=nickname]", `ada-${js}`);
      await page.click("#name-form button[value=name]");
      await page.waitForSelector("#name-form [role=status]");
      await page.fill("#info-form textarea[name=bio]", "Counting engines.");
      await page.fill("#info-form input[name=birthday]", "1990-12-10");
      await page.click("#info-form button[value=info]");
      await page.waitForSelector("#info-form [role=status]");
      await page.setInputFiles("#avatar-form input[type=file]", { name: "me.png", mimeType: "image/png", buffer: PNG });
      await page.click("#avatar-form button[value=avatar]");
      await page.waitForSelector("#avatar-form [role=status]");
      const avatar = await page.getAttribute("#avatar-form img", "src");
      expect(avatar).toMatch(/^\/api\/web\/media\/uploads\/avatars\/.+\.png$/);
      const served = await fetch(SHOP_URL + avatar);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("cache-control")).toContain("max-age=31536000");
      await shot(page, `info-${js}`);
      const info = await api("user/info", {}, token);
      expect(info.data).toMatchObject({
        firstName: "Ada",
        nickname: `ada-${js}`,
        bio: "Counting engines.",
        birthday: "1990-12-10",
      });
      await page.goto(`${SHOP_URL}/user/center`);
      await page.waitForSelector(`text=ada-${js}`);
      await shot(page, `center-${js}`);
      expect(real(problems)).toEqual([]);
      await context.close();
    });

    it("changes the email with a code sent to it and the current password", async () => {
      const { token, password } = await signUp(`email-${js}`);
      const context = await signedInContext(javaScriptEnabled, token);
      const { page, problems } = await openPage(context);
      const next = `uc-new-${js}-${Date.now()}@example.com`;
      await page.goto(`${SHOP_URL}/user/account`);
      await page.fill("#email-form input[name=email]", next);
      await passSlide(page, "#email-form");
      await page.click("#email-form button[value=email-code]");
      await page.waitForSelector("#email-form [role=status]");
      const outbox = await fetch(`${SHOP_URL}/api/web/admin/outbox`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: "Bearer dev-admin-token" },
        body: JSON.stringify({ to: next }),
      });
      const code = ((await outbox.json()) as { data: { code: string }[] }).data[0].code;
      await page.fill("#email-form input[name=email]", next);
      await page.fill("#email-form input[name=code]", code);
      await page.fill("#email-form input[name=password]", "not my password");
      await page.click("#email-form button[value=email]:not(.hidden)");
      await page.waitForSelector("#email-form [id$=-error]:has-text('current password is incorrect')");
      expect((await api("user/info", {}, token)).data.email).not.toBe(next);
      await page.fill("#email-form input[name=email]", next);
      await page.fill("#email-form input[name=code]", code);
      await page.fill("#email-form input[name=password]", password);
      await page.click("#email-form button[value=email]:not(.hidden)");
      await page.waitForSelector("text=Your email address has been changed.");
      expect((await api("user/info", {}, token)).data.email).toBe(next);
      expect(real(problems)).toEqual([]);
      await context.close();
    });

    it("adds, edits and deletes addresses", async () => {
      const { token } = await signUp(`address-${js}`);
      const context = await signedInContext(javaScriptEnabled, token);
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}/user/address`);
      await page.click("button[value=save]");
      // Without JavaScript (or before hydration) the messages come with the next document, which a
      // click waits for only until it starts: read them once it has been drawn.
      await expect.poll(() => page.locator("[id$=-error]:not(:empty)").count()).toBeGreaterThan(3);
      expect((await api<unknown[]>("address/list", {}, token)).data).toHaveLength(0);
      const fill = async (city: string, count: number) => {
        await page.fill("input[name=firstName]", "Ada");
        await page.fill("input[name=lastName]", "King");
        await page.selectOption("select[name=country]", "US");
        await page.fill("input[name=province]", "NY");
        await page.fill("input[name=city]", city);
        await page.fill("input[name=address]", "1 Main St");
        await page.fill("input[name=postalCode]", "10001");
        await page.fill("input[name=countryCode]", "+1");
        await page.fill("input[name=phone]", "212 555 0100");
        await page.click("button[value=save]");
        // Counted from here, again and again: with JavaScript off, page.waitForFunction checks once
        // per document and never polls again (Chromium runs no animation-frame or timer callback of
        // a page without script), so a check that came while the next page was still being parsed
        // waited out its timeout with the list already drawn.
        await expect.poll(() => page.locator("[data-address-id]").count(), { timeout: 30_000 }).toBe(count);
      };
      await fill("New York", 1);
      await fill("Albany", 2);
      expect(await page.locator("[data-address-id]").count()).toBe(2);
      await page.locator("[data-address-id]:has-text('Albany') a:has-text('Edit')").click();
      await page.waitForSelector("#address-form-heading:has-text('Edit')");
      await page.fill("input[name=city]", "Buffalo");
      await page.click("button[value=save]");
      await page.waitForSelector("[data-address-id]:has-text('Buffalo')");
      await shot(page, `address-${js}`);
      await page.locator("[data-address-id]:has-text('Buffalo') button[value=delete]").click();
      await page.waitForSelector("text=Are you sure you want to delete it?");
      await shot(page, `address-confirm-${js}`);
      await page.click("button[name=confirmed][value=yes]");
      await page.waitForSelector("text=The address has been deleted.");
      const list = (await api<{ city: string }[]>("address/list", {}, token)).data;
      expect(list.map((address) => address.city)).toEqual(["New York"]);
      expect(real(problems)).toEqual([]);
      await context.close();
    });

    it("favourites a product, an article and a page and sees them in the three tabs", async () => {
      const { token } = await signUp(`fav-${js}`);
      const context = await signedInContext(javaScriptEnabled, token);
      const { page, problems } = await openPage(context);
      const products = await api<{ list: { slug: string }[] }>("product/list", { pageSize: 1 });
      const articles = await api<{ list: { slug: string }[] }>("article/list", { pageSize: 1 });
      for (const path of [
        `/product/${products.data.list[0].slug}`,
        `/article/${articles.data.list[0].slug}`,
        "/page/about",
      ]) {
        await page.goto(SHOP_URL + path);
        const button = page.locator("main [data-favorite]").first();
        if (javaScriptEnabled) {
          await page.waitForSelector("main [data-favorite][data-ready]");
          // The heart turns at once and the save goes after: the next page waits for its answer.
          const saved = page.waitForResponse(
            (response) => new URL(response.url()).pathname === "/api/web/favorite/add",
          );
          await button.click();
          await page.waitForSelector("main [data-favorite][aria-pressed=true]");
          expect((await (await saved).json()).code).toBe(0);
        } else {
          // The form posts to user/favorite, which comes back to the same page.
          await Promise.all([page.waitForNavigation(), button.click()]);
          expect(page.url()).toBe(SHOP_URL + path);
        }
      }
      await expect
        .poll(async () => (await api("favorite/count", {}, token)).data)
        .toEqual({ article: 1, product: 1, page: 1 });
      for (const type of ["product", "article", "page"]) {
        await page.goto(`${SHOP_URL}/user/favorite?type=${type}`);
        expect(await page.locator("main button[value=cancel]").count()).toBe(1);
        await shot(page, `favorite-${type}-${js}`);
      }
      expect(real(problems)).toEqual([]);
      await context.close();
    });

    it("writes and publishes an article", async () => {
      const { token } = await signUp(`article-${js}`);
      const context = await signedInContext(javaScriptEnabled, token);
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}/user/article?new`);
      await page.fill("input[name=title]", `My ${js} post`);
      if (javaScriptEnabled) {
        await page.click("[role=textbox][contenteditable=true]");
        await page.keyboard.type("Hello from the editor");
      } else {
        await page.fill("textarea[name=content]", "Hello <script>alert(1)</script>\n\nSecond paragraph");
      }
      await shot(page, `article-editor-${js}`);
      await page.click("button[value=save]");
      await page.waitForSelector("text=Your article has been published.");
      await page.click("main [role=status] a");
      await page.waitForSelector(`h1:has-text("My ${js} post")`);
      const html = await page.content();
      expect(html).not.toContain("<script>alert(1)</script>");
      await shot(page, `article-published-${js}`);
      const own = await api<{ list: { content: string }[] }>("user/article/list", {}, token);
      expect(own.data.list[0].content).toContain(javaScriptEnabled ? "Hello from the editor" : "Second paragraph");
      expect(real(problems)).toEqual([]);
      await context.close();
    });

    it("signs out another session, which is refused on its next request", async () => {
      const { email, token, password } = await signUp(`security-${js}`);
      const other = await api("auth/signin", { account: email, password }, undefined, "198.51.100.77");
      const otherToken = other.token!;
      const context = await signedInContext(javaScriptEnabled, token);
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}/user/security`);
      expect(await page.locator("tr[data-session-id]").count()).toBe(2);
      await shot(page, `security-${js}`);
      await page.locator("tr[data-session-id]:has-text('198.51.100.77') button[value=revoke]").click();
      await page.waitForSelector("text=That session has been signed out.");
      expect(await page.locator("tr[data-session-id]").count()).toBe(1);
      expect((await api("user/info", {}, otherToken)).code).toBe(51);
      const otherContext = await signedInContext(javaScriptEnabled, otherToken);
      const otherPage = await otherContext.newPage();
      await otherPage.goto(`${SHOP_URL}/user/center`);
      expect(new URL(otherPage.url()).pathname).toBe("/auth/signin");
      await page.goto(`${SHOP_URL}/user/security/activity`);
      await shot(page, `security-activity-${js}`);
      await page.goto(`${SHOP_URL}/user/log`);
      await shot(page, `log-${js}`);
      await page.goto(`${SHOP_URL}/user/account`);
      await shot(page, `account-${js}`);
      expect(real(problems)).toEqual([]);
      await otherContext.close();
      await context.close();
    });
  });
}
