/**
 * What the browser tests of parts loaded on first use (ADRs 310, 314, 353) read: whether React has
 * taken an element over (it marks every element it rendered or hydrated with a `__reactFiber$…`
 * key; a part left as the server's HTML has none), which files the page has loaded, and scripts held
 * back so a test can act on the page before it hydrates.
 */
import type { Locator, Page } from "playwright-core";

export const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

/** The paths of every resource the page has loaded so far. */
export const loadedPaths = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));

/** Scripts whose path matches are held until `release()`; `asked` settles when the first is asked for. */
export async function holdScripts(page: Page, path: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      markAsked();
      await released;
      await route.continue();
    },
  );
  return { asked, release };
}
