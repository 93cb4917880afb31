/**
 * A click that lands after hydration has begun and before React's first render task (ADR 391).
 * React then hydrates the whole page synchronously for the click. Before the fix, Remix's
 * <RemixBrowser> suspended that render at the root while it decoded the page's data, which React
 * 18 cannot handle in a synchronous hydration: error #345 ("Root did not complete") thrown from
 * the click, and the page was never hydrated. The window is one task wide and opens at random on
 * a loaded machine; here React's first task is held back so the clicks land in it every time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const HOLD_MS = 800;

type Probe = { heldAt: number | null; released: boolean; hydrated: boolean };

describe("a click while the page starts hydrating", () => {
  for (const path of ["/auth/signin", "/"]) {
    it(`${path}: hydrates, without a page error`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // React's scheduler runs each task from a posted message: the first message posted once the
      // route modules are named (Remix imports the entry right after) is React's first render of
      // the hydration; it is held back HOLD_MS, as on a busy main thread.
      await context.addInitScript((holdMs: number) => {
        const probe = window as unknown as { __remixRouteModules?: unknown; __held?: Omit<Probe, "hydrated"> };
        const post = MessagePort.prototype.postMessage;
        MessagePort.prototype.postMessage = function (this: MessagePort, ...args: [unknown]) {
          if (probe.__held || !probe.__remixRouteModules) return post.apply(this, args);
          const held = { heldAt: performance.now(), released: false };
          probe.__held = held;
          setTimeout(() => {
            held.released = true;
            post.apply(this, args);
          }, holdMs);
        } as typeof MessagePort.prototype.postMessage;
      }, HOLD_MS);
      const { page, problems } = await openPage(context);
      await page.goto(`${SHOP_URL}${path}`);
      const probe = () =>
        page.evaluate((): Probe => {
          const held = (window as unknown as { __held?: Omit<Probe, "hydrated"> }).__held;
          const router = (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter;
          return {
            heldAt: held?.heldAt ?? null,
            released: held?.released ?? false,
            hydrated: !!router?.state.initialized,
          };
        });
      let clicksWhileHeld = 0;
      const deadline = Date.now() + 15_000;
      let seen = await probe();
      while (!seen.hydrated && Date.now() < deadline) {
        // At the page's left edge (no link, no button): the click itself does nothing.
        if (seen.heldAt !== null && !seen.released) {
          await page.mouse.click(2, 880);
          clicksWhileHeld++;
        }
        await page.waitForTimeout(40);
        seen = await probe();
      }
      expect(clicksWhileHeld).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      expect(seen.hydrated).toBe(true);
      await context.close();
    });
  }
});
