/**
 * Signing up without friction (JavaScript on): the slider never says "verification success"
 * before the backend would accept the slide, and the "email or mobile" field offers a country
 * code only for what looks like a phone number.
 */
import { describe, expect, it } from "vitest";
import { SHOP_URL, openPage } from "./support/shop";
import { accountsBrowser, latest } from "./support/accounts";
import { hydrated } from "./support/customer";

const browser = accountsBrowser();
const hint = "main [data-human-check=slide] [aria-live]";

describe("the slider", () => {
  it("says checking, not success, until the backend's minimum has passed; then Send code works", async () => {
    const context = await browser().newContext({ javaScriptEnabled: true });
    const { page } = await openPage(context);
    const email = `slide-${Date.now()}@example.com`;
    await page.goto(`${SHOP_URL}/auth/signup?by=email`);
    await hydrated(page, true);
    // From here the page's timers run on a clock the test moves, so "slid at once" does not
    // depend on how fast this machine is; the backend's minimum is still waited out in real time
    // below. Installed after hydration: the page asks for its scripts after its first frames
    // (ADR 373), which a paused clock would never draw.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.fill('input[name="account"]', email);
    await page.focus('main input[name="slide"]');
    await page.keyboard.press("End");
    expect(await page.textContent(hint)).not.toContain("verification success");
    expect(await page.textContent(hint)).toContain("Checking");
    await page.waitForTimeout(1_600);
    await page.clock.runFor(100);
    expect(await page.textContent(hint)).toContain("Checking");
    await page.clock.runFor(1_500);
    await page.waitForSelector(`${hint}:has-text("verification success")`, { timeout: 5_000 });
    await page.click('button[value="send-code"]');
    await page.waitForSelector('main [role="status"]');
    expect((await latest(email))?.code).toMatch(/^\d{6}$/);
    await context.close();
  });
});

describe("the country code beside an email or mobile field", () => {
  it("shows only for what looks like a phone number", async () => {
    const context = await browser().newContext({ javaScriptEnabled: true });
    const { page } = await openPage(context);
    await page.goto(`${SHOP_URL}/zh/auth/signin`);
    await page.waitForLoadState("networkidle");
    const select = 'main form#signin-password select[name="countryCode"]';
    expect(await page.isVisible(select)).toBe(false);
    await page.fill('main form#signin-password input[name="account"]', "ada@example.com");
    expect(await page.isVisible(select)).toBe(false);
    await page.fill('main form#signin-password input[name="account"]', "13800138000");
    expect(await page.isVisible(select)).toBe(true);
    await page.fill('main form#signin-password input[name="account"]', "ada@");
    expect(await page.isVisible(select)).toBe(false);
    await context.close();
  });
});
