/**
 * The far shopper (issue 28's budget list): a signed-in shopper whose every D1 round trip takes
 * `delayMs` more, as in production for a shopper far from the session's database. The shop runs
 * in its own Miniflare on its own snapshot with the D1 binding wrapped by the bench
 * (d1-delay-binding.js); the Worker is the build as it is, nothing in it turns the delay on.
 * For each page type, signed in with a fresh bench shopper: one warm-up visit, then `visits`
 * sequential visits; the time to first byte is from sending the request to the first chunk of
 * the body (the headers alone could come before the page does), its median reported with the D1
 * round trips the page reports (`x-d1-round-trips`).
 */
import { startShop } from "./servers.mjs";
import { createBenchShopper, SHOPPER_NAME } from "./shopper.mjs";

export const FAR_DELAY_MS = 100;
export const FAR_VISITS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function visit(url, cookie) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
  const reader = response.body.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - started;
  const chunks = first.value ? [first.value] : [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  const html = Buffer.concat(chunks).toString("utf8");
  return {
    ttfb,
    status: response.status,
    d1: Number(response.headers.get("x-d1-round-trips") ?? NaN),
    signedIn: response.status !== 200 || html.includes(SHOPPER_NAME),
  };
}

/** `pagesFor(orderNo)` maps each page type to its path. */
export async function farShopper(pagesFor, { delayMs = FAR_DELAY_MS, visits = FAR_VISITS } = {}) {
  const shop = await startShop({ d1DelayMs: delayMs });
  try {
    const shopper = await createBenchShopper(shop);
    const pages = {};
    for (const [name, path] of Object.entries(pagesFor(shopper.orderNo))) {
      const url = shop.url + path;
      await visit(url, shopper.cookie);
      const runs = [];
      for (let i = 0; i < visits; i++) runs.push(await visit(url, shopper.cookie));
      const bad = runs.find((run) => !run.signedIn);
      pages[name] = {
        path,
        status: runs[0].status,
        d1: runs[0].d1,
        ttfbMs: { median: median(runs.map((run) => run.ttfb)), all: runs.map((run) => Math.round(run.ttfb)) },
        ...(bad ? { error: "did not render signed in" } : {}),
      };
      console.log(
        `far shopper, ${name}: TTFB ${pages[name].ttfbMs.median.toFixed(0)} ms (D1 round trips ${runs[0].d1})`,
      );
    }
    return { delayMs, visits, pages };
  } finally {
    await shop.dispose();
  }
}
