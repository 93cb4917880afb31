/**
 * A shopper's journey walked step by step in one browser context: each step acts, saves a
 * screenshot (test-results/journeys/<mode>/<nn-step>.png), checks that nothing is wider than the
 * window, then asserts what the shopper sees. Assertions are soft (expect.soft): a step that finds
 * a defect records it and the journey walks on, so one run reports every broken step.
 */
import { mkdirSync } from "node:fs";
import type { ExpectStatic } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { openPage } from "./shop";
import { text, type Lang } from "./locale-text";

/**
 * How long a step waits for what a shopper would see next (a removed line gone, a drawer's button
 * there). Ready pages answer in well under a second; a CI machine running four test files at once
 * has taken over 10 s for a fetcher's round trip. A probe that succeeds stops waiting at once.
 */
export const PATIENCE_MS = 20_000;

export type Mode = "desktop" | "phone" | "no-js";

export const MODES: { mode: Mode; js: boolean; phone: boolean }[] = [
  { mode: "desktop", js: true, phone: false },
  { mode: "phone", js: true, phone: true },
  { mode: "no-js", js: false, phone: false },
];

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

/** The context each mode browses in; its own client address keeps per-address limits apart. */
export async function journeyContext(browser: Browser, mode: Mode, clientIp: string): Promise<BrowserContext> {
  const common = { locale: "en-US", extraHTTPHeaders: { "cf-connecting-ip": clientIp } };
  if (mode === "phone")
    return browser.newContext({
      ...common,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
    });
  return browser.newContext({ ...common, viewport: { width: 1280, height: 900 }, javaScriptEnabled: mode !== "no-js" });
}

export class Journey {
  readonly page: Page;
  readonly problems: string[];
  readonly js: boolean;
  readonly phone: boolean;
  /** The language the shopper reads the pages in (changes at the language picker). */
  lang: Lang = "en";
  private count = 0;
  private readonly folder: string;

  private constructor(
    readonly mode: Mode,
    readonly expect: ExpectStatic,
    watched: { page: Page; problems: string[] },
  ) {
    this.page = watched.page;
    this.problems = watched.problems;
    this.js = mode !== "no-js";
    this.phone = mode === "phone";
    this.folder = `test-results/journeys/${mode}`;
    mkdirSync(this.folder, { recursive: true });
  }

  static async start(context: BrowserContext, mode: Mode, expect: ExpectStatic): Promise<Journey> {
    return new Journey(mode, expect, await openPage(context));
  }

  /** A shopper-visible text of the current language, looked up by key ("checkout.total"). */
  t(key: string, values: Record<string, string | number> = {}): string {
    return text(this.lang, key, values);
  }

  /**
   * One step: `act` does what the shopper does (a failure there stops the journey), then the
   * screenshot, the width check, and `see` with its soft assertions.
   */
  async step(name: string, act: () => Promise<void>, see: () => Promise<void> = async () => {}): Promise<void> {
    this.count += 1;
    const label = `${String(this.count).padStart(2, "0")}-${name}`;
    try {
      await act();
    } catch (error) {
      await this.shot(`${label}-failed`);
      throw new Error(`[${this.mode} ${label}] ${(error as Error).message}`);
    }
    await this.shot(label);
    await this.fitsWidth(label);
    if (this.lang !== "en") await this.noEnglishHint(label);
    await see();
  }

  /** On a page in the language the shopper chose, nothing offers to switch back to English. */
  async noEnglishHint(label: string) {
    const hint = this.page.getByText(this.t("realtime.languageHint", { language: "English" }));
    this.expect
      .soft(await hint.count(), `[${this.mode} ${label}] no hint offers English on a ${this.lang} page`)
      .toBe(0);
  }

  async shot(label: string) {
    await this.page.screenshot({ path: `${this.folder}/${label}.png`, fullPage: true }).catch(() => undefined);
  }

  /** No horizontal scrolling: the page is no wider than the window. */
  async fitsWidth(label: string) {
    // A phone browser widens its layout to content that overflows: hold it to the device's width.
    const device = this.page.viewportSize()?.width ?? Infinity;
    const { scroll, inner } = await this.page
      .evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
      .then((seen) => ({ ...seen, inner: Math.min(seen.inner, device) }));
    this.expect
      .soft(scroll, `[${this.mode} ${label}] page width ${scroll} fits the ${inner}px window`)
      .toBeLessThanOrEqual(inner);
  }

  /** A soft assertion message naming the mode. */
  say(message: string): string {
    return `[${this.mode}] ${message}`;
  }

  /** Waits up to `timeout` for `probe` to satisfy `ok`, answering the last value (the assertion follows). */
  async settle<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeout = PATIENCE_MS): Promise<T> {
    const deadline = Date.now() + timeout;
    let value = await probe();
    while (!ok(value) && Date.now() < deadline) {
      await this.page.waitForTimeout(150);
      value = await probe();
    }
    return value;
  }

  /** With JavaScript, waits for Remix to hydrate so clicks reach React's handlers. */
  async hydrated() {
    if (!this.js) return;
    await this.page.waitForFunction(() =>
      Boolean(
        (window as unknown as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state
          ?.initialized,
      ),
    );
  }
}

/**
 * An amount as the shopper reads it ("$74.99", "74,99 €", "¥1,234") in minor units: the last
 * separator followed by exactly two digits is the decimal one.
 */
export function minorUnits(shown: string | null | undefined): number {
  const digits = (shown ?? "").replace(/[^\d.,]/g, "");
  const decimal = /[.,](\d{2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, -3) : digits).replace(/[.,]/g, "");
  return Number(whole || "0") * 100 + Number(decimal?.[1] ?? "0");
}
