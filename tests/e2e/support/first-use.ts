/**
 * What the browser tests of parts loaded on first use (ADRs 310, 314, 353) read: whether React has
 * taken an element over (it marks every element it rendered or hydrated with a `__reactFiber$…`
 * key; a part left as the server's HTML has none), and which files the page has loaded.
 */
import type { Locator, Page } from "playwright-core";

export const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

/** The paths of every resource the page has loaded so far. */
export const loadedPaths = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
