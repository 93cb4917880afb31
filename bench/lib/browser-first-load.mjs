/**
 * First-load JS as a browser meets it (issue 19's two budgets), with playwright-core on Debian's
 * Chromium: a fresh context (empty cache) opens the page and the scripts it has finished loading
 * are read from the Resource Timing entries at two moments:
 *   - hydration complete: React's root for `document` is no longer dehydrated (the committed
 *     HostRoot's `memoizedState.isDehydrated` is false; hydrateRoot marks the container with a
 *     `__reactContainer$…` key). Every script hydration needed has been executed, so loaded;
 *   - network idle (no request for 500 ms, playwright's `networkidle`): everything a fresh visit
 *     loads, after-hydration chunks (the realtime client, …) included.
 * Each script is then fetched and gzip-compressed (zlib default level) like the static measure
 * (first-load.mjs), so both figures use the same bytes; 1 KB = 1024 bytes.
 */
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const HYDRATED = () => {
  const key = Object.keys(document).find((name) => name.startsWith("__reactContainer$"));
  const state = key ? document[key]?.stateNode?.current?.memoizedState : null;
  return state ? state.isDehydrated === false : false;
};
const SCRIPTS_LOADED = () =>
  performance
    .getEntriesByType("resource")
    .filter(
      (entry) =>
        entry.responseEnd > 0 &&
        (entry.initiatorType === "script" || entry.initiatorType === "link" || entry.initiatorType === "other") &&
        /\.m?js(\?|$)/.test(new URL(entry.name).pathname),
    )
    .map((entry) => entry.name);

async function gzipSizes(urls, cache) {
  let total = 0;
  const files = [];
  for (const url of urls) {
    if (!cache.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      cache.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length);
    }
    total += cache.get(url);
    files.push({ path: new URL(url).pathname, gzip: cache.get(url) });
  }
  return { gzip: total, files: files.sort((a, b) => b.gzip - a.gzip) };
}

/** `pages` maps a page type to its path. Per page: `{ path, hydration, idle, hydratedAfterMs }`. */
export async function browserFirstLoad(origin, pages) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
  });
  const sizes = new Map();
  const result = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(origin + path, { waitUntil: "commit" });
      await page.waitForFunction(HYDRATED, null, { timeout: 30_000, polling: 10 });
      const hydratedAfterMs = Date.now() - started;
      const atHydration = await page.evaluate(SCRIPTS_LOADED);
      await page.waitForLoadState("networkidle", { timeout: 60_000 });
      const atIdle = await page.evaluate(SCRIPTS_LOADED);
      await context.close();
      result[name] = {
        path,
        hydratedAfterMs,
        hydration: await gzipSizes(atHydration, sizes),
        idle: await gzipSizes(atIdle, sizes),
      };
      console.log(
        `first-load JS in Chromium, ${name}: ${(result[name].hydration.gzip / 1024).toFixed(1)} KB at hydration, ${(result[name].idle.gzip / 1024).toFixed(1)} KB at network idle`,
      );
    }
  } finally {
    await browser.close();
  }
  return result;
}
