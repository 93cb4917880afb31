/**
 * The site configuration in Chromium, JavaScript on and off:
 * - a shop whose user area is at /account/ (a second `wrangler dev` on a copy of the local D1,
 *   since the rule is shop-wide): the real screens, their forms posting to their own action, the
 *   generic field messages in the shopper's language, and a 404 for an unknown path;
 * - the language picker's choice opens the unprefixed home in that language;
 * - the duplicate-navigation guard drops the same form submission or navigate() within 700 ms.
 * E2E_SHOTS=<dir> keeps screenshots of the custom user area.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { askedHumanCheck } from "../support/human-check";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage, stopShop } from "./support/shop";

const SHOTS = process.env.E2E_SHOTS;
let browser: Browser;
let customShop: ChildProcess | undefined;
let customUrl = "";
let state = "";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const wrangler = (args: string[]) =>
  execFileSync("npx", ["wrangler", ...args], { stdio: "ignore", env: { ...process.env, CI: "true" } });

/**
 * A copy of the running shop's local state. The shop under test keeps writing it (a Durable
 * Object's folder can appear or go while it is copied), so a copy that trips over a vanished
 * file is made again.
 */
function copyLiveState(attempts = 3): string {
  for (let attempt = 1; ; attempt++) {
    const target = mkdtempSync(join(tmpdir(), "site-config-"));
    try {
      cpSync(".wrangler/state", target, { recursive: true });
      return target;
    } catch (error) {
      rmSync(target, { recursive: true, force: true });
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || attempt >= attempts) throw error;
    }
  }
}

/** The same build on a copy of the local D1 whose site configuration puts the user area at /account/. */
async function startCustomShop(): Promise<void> {
  state = copyLiveState();
  const rules = JSON.stringify({ urlRules: { user: "/account/" } }).replace(/'/g, "''");
  wrangler([
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    state,
    "--command",
    `INSERT INTO site_settings (key, value) VALUES ('site', '${rules}') ON CONFLICT (key) DO UPDATE SET value = json_patch(value, '${rules}'); DELETE FROM rate_limits;`,
  ]);
  const port = await freePort();
  customUrl = `http://127.0.0.1:${port}`;
  customShop = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
    ],
    {
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false", CI: "true" },
      stdio: "ignore",
      detached: true,
    },
  );
  for (
    const deadline = Date.now() + 120_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 500))
  ) {
    if ((await fetch(`${customUrl}/favicon.ico`).catch(() => null))?.ok) return;
  }
  throw new Error("the custom shop did not start");
}

async function call<T = any>(base: string, name: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { response, envelope: (await response.json()) as { code: number; data: T } };
}

/** A customer signed up through the API (code from the outbox); its session token. */
async function signUp(base: string): Promise<string> {
  const email = `site-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  // Its own address: sign-ups and codes are limited per address, and every browser test is on 127.0.0.1.
  const ip = { "cf-connecting-ip": `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
  const check = await askedHumanCheck(base, ip);
  const sent = await call(base, "auth/sendCode", { ...check, account: email, scene: "signup" }, ip);
  if (sent.envelope.code !== 0) throw new Error(JSON.stringify(sent.envelope));
  const mail = await call<{ code: string }[]>(
    base,
    "admin/outbox",
    { to: email },
    { authorization: "Bearer dev-admin-token" },
  );
  const { response, envelope } = await call(
    base,
    "auth/signup",
    {
      ...check,
      account: email,
      code: mail.envelope.data[0].code,
      password: "e2e password 1",
      agree: true,
      firstName: "Ada",
    },
    ip,
  );
  if (envelope.code !== 0) throw new Error(JSON.stringify(envelope));
  return decodeURIComponent(
    response.headers
      .getSetCookie()
      .find((line) => line.startsWith("sid="))!
      .slice(4)
      .split(";")[0],
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  await startCustomShop();
});
afterAll(async () => {
  await browser?.close();
  stopShop(customShop);
  if (state) rmSync(state, { recursive: true, force: true });
});

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "on" : "off";

  describe(`the user area at /account/ with JavaScript ${mode}`, () => {
    it("serves the real screens, posts forms to their action, and names the missing fields", async () => {
      const token = await signUp(customUrl);
      const context = await browser.newContext({
        javaScriptEnabled,
        locale: "en-US",
        viewport: { width: 1280, height: 900 },
      });
      await context.addCookies([{ name: "sid", value: token, url: customUrl, httpOnly: true, sameSite: "Lax" }]);
      const { page, problems } = await openPage(context);
      await page.goto(`${customUrl}/account/center`);
      expect(await page.locator("main h1").first().textContent()).toBe("My account");
      expect(await page.content()).not.toContain("being built");
      await shot(page, `account-center-js-${mode}`);
      // The center's own link to the address book leads to the real screen under /account/.
      await page.locator('main a[href="/account/address"]').first().click();
      await page.waitForURL(`${customUrl}/account/address`);
      await page.locator('input[name="city"]').waitFor();
      await page.locator('form:has(input[name="city"]) button[type="submit"][value="save"]').click();
      await expect.poll(() => page.locator("main").textContent()).toContain("City is required");
      expect(await page.locator("main").textContent()).toContain("please select Country");
      expect(page.url()).toBe(`${customUrl}/account/address`);
      await shot(page, `account-address-errors-js-${mode}`);
      // The same screen in Traditional Chinese says it in Traditional Chinese.
      await page.goto(`${customUrl}/zh-HK/account/address`);
      await page.locator('form:has(input[name="city"]) button[type="submit"][value="save"]').click();
      await expect.poll(() => page.locator("main").textContent()).toContain("城市為必填項目");
      const missing = await page.goto(`${customUrl}/account/nothing-here`);
      expect(missing?.status()).toBe(404);
      expect(await page.locator("[data-error-status]").getAttribute("data-error-status")).toBe("404");
      expect(problems.filter((problem) => !/status of (404|422)\b/.test(problem))).toEqual([]);
      await context.close();
    });
  });

  describe(`the language picker with JavaScript ${mode}`, () => {
    it("remembers zh-HK for the unprefixed home", async () => {
      const context = await browser.newContext({ javaScriptEnabled, locale: "en-US" });
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}/`);
      expect(await page.getAttribute("html", "lang")).toBe("en");
      await page.locator(".shop-language summary").first().click();
      await page.locator('.shop-language a[hreflang="zh-HK"]').first().click();
      await page.waitForURL(`${SHOP_URL}/zh-HK`);
      await expect.poll(() => page.getAttribute("html", "lang")).toBe("zh-HK");
      await page.goto(`${SHOP_URL}/`);
      expect(await page.getAttribute("html", "lang")).toBe("zh-HK");
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}

describe("the duplicate-navigation guard", () => {
  it("drops the same form submission and navigate() within 700 ms, and lets a different one through", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const { page, problems } = await openPage(context);
    await page.goto(`${SHOP_URL}/cart`);
    await page.waitForFunction(() => !!(window as unknown as { __remixRouter?: unknown }).__remixRouter);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(".data")) dataRequests.push(url.pathname + url.search);
    });
    // Two submissions of the same search form at once, then a different search.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[action$="/search"]')!;
      form.querySelector<HTMLInputElement>('input[name="q"]')!.value = "coat";
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.waitForURL(/\/search\?q=coat/);
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>('form[action$="/search"]')!;
      form.querySelector<HTMLInputElement>('input[name="q"]')!.value = "boots";
      form.requestSubmit();
    });
    await page.waitForURL(/\/search\?q=boots/);
    // navigate() twice to the same page, as a component's code would.
    await page.evaluate(() => {
      const router = (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter;
      void router.navigate("/promotion");
      void router.navigate("/promotion");
    });
    await page.waitForURL(/\/promotion$/);
    await page.waitForLoadState("networkidle");
    expect(dataRequests.filter((url) => url.startsWith("/search.data?q=coat"))).toHaveLength(1);
    expect(dataRequests.filter((url) => url.startsWith("/search.data?q=boots"))).toHaveLength(1);
    expect(dataRequests.filter((url) => url.startsWith("/promotion.data"))).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
