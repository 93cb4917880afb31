/**
 * Steps of the account journeys, shared by the browser tests: codes and links are read from the
 * outbox, selectors use names and values (not words), so one step serves every language.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll } from "vitest";
import type { Browser, Page } from "playwright-core";
import { SHOP_URL, launchBrowser } from "./shop";

/** Every browser here comes from 127.0.0.1: start from fresh per-IP counters (the local D1 keeps them between runs). */
export function resetRateLimits() {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", "DELETE FROM rate_limits"], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
}

/** One browser for a test file, started with fresh rate limits; call it at the file's top level. */
export function accountsBrowser(): () => Browser {
  let browser: Browser;
  beforeAll(async () => {
    resetRateLimits();
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => browser;
}

export async function latest(to: string): Promise<{ code: string | null; text: string }> {
  const response = await fetch(`${SHOP_URL}/api/web/admin/outbox`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer dev-admin-token" },
    body: JSON.stringify({ to }),
  });
  return ((await response.json()) as { data: { code: string | null; text: string }[] }).data[0];
}

/** "/zh", "/zh-HK" or "" (English). */
export type Prefix = "" | "/zh" | "/zh-HK";

/**
 * Mobile numbers are all digits: pick their country code (the form's default depends on the language).
 * After typing the number: an "email or mobile" field shows the code only for a phone number.
 */
async function pickCountryCode(page: Page, account: string, countryCode: string) {
  if (/^\d+$/.test(account)) await page.selectOption('select[name="countryCode"]', countryCode);
}

export async function signUp(
  page: Page,
  account: string,
  by: "email" | "mobile",
  prefix: Prefix = "",
  countryCode = "+86",
) {
  await page.goto(`${SHOP_URL}${prefix}/auth/signup?by=${by}`);
  await page.fill('input[name="account"]', account);
  await pickCountryCode(page, account, countryCode);
  await passSlide(page);
  await page.click('button[value="send-code"]');
  await page.waitForSelector('main [role="status"]');
  const sent = await latest(by === "mobile" ? `${countryCode} ${account}` : account);
  if (!sent) throw new Error(`no code for ${account}: ${await page.textContent("main")}`);
  // The form keeps the passed slide for "Create account" (ADR 105): no second slide.
  await page.fill('input[name="code"]', sent.code!);
  await page.fill('input[name="password"]', "e2e password 1");
  await page.check('input[name="agree"]');
  await page.click('button[value="signup"]:not(.hidden)');
}

/** Through the account menu; the head then offers sign-in again. */
export async function signOut(page: Page) {
  await page.locator("details:has([data-account-name]) > summary").first().click();
  await page.locator('form[action$="/auth/signout"] button').first().click();
  await page.waitForSelector('header a[href*="/auth/signin"]');
}

export async function signInByPassword(page: Page, account: string, password: string, countryCode = "+86") {
  await page.fill('input[name="account"]', account);
  await pickCountryCode(page, account, countryCode);
  await page.fill('input[name="password"]', password);
  await page.click('button[value="password"]');
}

/**
 * The slide check as a shopper passes it, with the keyboard (the same with JavaScript off: a
 * native range input), then the minimum time a person takes to fill a form.
 */
export async function passSlide(page: Page, scope = "main") {
  await page.focus(`${scope} input[name="slide"]`);
  await page.keyboard.press("End");
  await page.waitForTimeout(1_600);
}

/** On the code tab: pass the check, ask for a code, then sign in with it. */
export async function signInByCode(page: Page, account: string, outboxTo = account, countryCode = "+86") {
  await page.fill('input[name="account"]', account);
  await pickCountryCode(page, account, countryCode);
  await passSlide(page);
  await page.click('button[value="send-code"]');
  await page.waitForSelector('main [role="status"]');
  await page.fill('input[name="code"]', (await latest(outboxTo)).code!);
  await page.click('button[value="code"]:not(.hidden)');
}

/** Forgotten password to a new one, ending on the sign-in page. */
export async function resetPassword(
  page: Page,
  account: string,
  outboxTo: string,
  password: string,
  prefix: Prefix = "",
  countryCode = "+86",
) {
  await page.goto(`${SHOP_URL}${prefix}/auth/forget`);
  await page.fill('input[name="account"]', account);
  await pickCountryCode(page, account, countryCode);
  await passSlide(page);
  await page.click('main form button[type="submit"]');
  await page.waitForURL(/\/auth\/reset-password/);
  await page.fill('input[name="code"]', (await latest(outboxTo)).code!);
  await page.fill('input[name="password"]', password);
  await page.click('main form button[type="submit"]');
  await page.waitForURL(/\/auth\/signin\?reset=1/);
}

/** The desktop's QR tab signed in by a signed-in phone's approval (two browser contexts). */
export async function approveQr(desktop: Page, phone: Page, javaScriptEnabled: boolean, prefix: Prefix = "") {
  await desktop.goto(`${SHOP_URL}${prefix}/auth/signin?tab=qr`);
  const approveUrl = await desktop.getAttribute("[data-qr-link]", "href");
  await phone.goto(approveUrl!);
  await phone.click('button[value="approve"]');
  await phone.waitForSelector('main [role="status"]');
  // Without JavaScript the desktop page offers a "Check again" link (no timed refresh, WCAG
  // 2.2.1); reloading stands in for following it.
  if (!javaScriptEnabled) await desktop.reload();
  return approveUrl!;
}

/** WeChat sign-in through the fake WeChat's QR page, playing the phone that scans as `openid`. */
export async function signInWithWechat(page: Page, openid: string) {
  await page.click("[data-wechat-signin]");
  await page.waitForSelector('input[name="openid"]');
  await page.fill('input[name="openid"]', openid);
  await page.click("form button");
}
