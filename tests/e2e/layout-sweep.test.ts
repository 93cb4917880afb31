/**
 * The layout sweep: every page pattern of the route table (remix.config.ts ROUTES, through
 * tests/support/route-paths.ts, so routes added later are swept too) at 320, 390, 768 and 1280 px,
 * as a visitor and signed in: nothing is wider than the screen (document.scrollWidth <= innerWidth),
 * every control of the head is inside the screen and on top (elementFromPoint at its centre is
 * the control or inside it), and the page logs no console error.
 *
 * Kept fast for CI: one browser; visitor and customer each sweep with two pages in parallel (half
 * the routes each); one load per route (to DOMContentLoaded and hydration, not every picture);
 * the four widths are viewport resizes of the loaded page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SHOP_URL, launchBrowser } from "./support/shop";
import { hydrated, signedUpCustomer, signIn, api, type Customer } from "./support/customer";
import { demoSlugs, routePaths } from "../support/route-paths";
import type { TestWorker } from "../support/worker";
import { OAKLAND } from "../support/addresses";

const WIDTHS = [320, 390, 768, 1280];

let browser: Browser;
let customer: Customer;
let paths: Array<{ pattern: string; path: string }> = [];
let owned: Record<string, string> = {};
const started = Date.now();

/** route-paths reads the demo slugs through a Worker's fetch; here the started shop answers. */
const startedShop = {
  fetch: (path: string, init?: RequestInit) => fetch(`${SHOP_URL}${path}`, init),
} as unknown as TestWorker;

beforeAll(async () => {
  browser = await launchBrowser();
  customer = await signedUpCustomer("Bartholomew Featherstonehaugh-Wolfeschlegel");
  const slugs = await demoSlugs(startedShop);
  // The customer's own order (unpaid: the order page with the most controls) and checkout.
  const as = { cookie: `sid=${customer.sid}` };
  const checkout = await api("checkout/create", { items: [{ sku: slugs.sku, quantity: 1 }] }, as);
  const placed = await api(
    "checkout/submit",
    {
      slug: checkout.envelope.data.slug,
      address: OAKLAND,
      shippingMethodId: "express",
      paymentMethodId: "card",
      idempotencyKey: crypto.randomUUID(),
    },
    as,
  );
  const open = await api("checkout/create", { items: [{ sku: slugs.sku, quantity: 1 }] }, as);
  owned = { "user/order/:slug": placed.envelope.data.orderNo, checkout: open.envelope.data.slug };
  paths = routePaths(slugs, owned);
});

afterAll(async () => {
  await browser?.close();
});

type Finding = string;

/** What is wrong with the page at this width: overflow and head controls cut off or covered. */
function layoutFindings(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      // Name the widest culprits: elements whose right edge passes the screen's.
      const wide = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
      found.push(`scrollWidth ${scrollWidth} > ${width}: ${wide.join(" | ")}`);
    }
    window.scrollTo(0, 0);
    const controls = document.querySelectorAll<HTMLElement>(
      ".shop-head :is(a[href], button, summary, input:not([type=hidden]), select)",
    );
    for (const control of controls) {
      // Not drawn: hidden at this width, or inside a closed <details> (which still has a box).
      if (!control.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name = `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute("aria-label") || control.getAttribute("placeholder") || "").trim().slice(0, 30)}"`;
      if (box.left < -1 || box.right > width + 1 || box.top < -1) {
        found.push(`${name} outside the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${width})`);
        continue;
      }
      // A squeezed search field became an empty square once: a text field must stay usable.
      const least = control.tagName === "INPUT" ? 120 : 24;
      if (box.width < least || box.height < 20) found.push(`${name} too small (${box.width}×${box.height})`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !(hit === control || control.contains(hit) || (hit as HTMLElement).contains(control)))
        found.push(
          `${name} covered by ${hit ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 40)}` : "nothing"}`,
        );
    }
    return found;
  });
}

/** Loads each of `routes` once in a page of this context, checks it at every width; answers what it found. */
async function sweep(context: BrowserContext, routes: typeof paths): Promise<string[]> {
  const page = await context.newPage();
  let current = "";
  const findings: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    // The browser logs the document's own status when it is an error page's (404, 403, 500).
    if (text.startsWith("Failed to load resource:") && message.location().url === `${SHOP_URL}${current}`) return;
    findings.push(`${current}: console error: ${text.slice(0, 200)}`);
  });
  page.on("pageerror", (error) => findings.push(`${current}: page error: ${error.message}`));
  for (const { pattern, path } of routes) {
    current = path;
    await page.setViewportSize({ width: WIDTHS.at(-1)!, height: 800 });
    await page.goto(`${SHOP_URL}${path}`, { waitUntil: "domcontentloaded" });
    // A route that leaves the shop (WeChat's sign-in page) has no layout of ours to check.
    if (!page.url().startsWith(SHOP_URL)) continue;
    await hydrated(page, true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const finding of await layoutFindings(page)) findings.push(`${pattern} (${path}) at ${width}px: ${finding}`);
    }
  }
  await page.close();
  return findings;
}

describe("layout sweep: every route at 320, 390, 768 and 1280 px", () => {
  it("nothing wider than the screen, every head control whole and on top, no console error", async () => {
    expect(paths.length).toBeGreaterThan(40);
    const visitor = await browser.newContext({ locale: "en-US" });
    const signedIn = await browser.newContext({ locale: "en-US" });
    await signIn(signedIn, customer);
    const halves = [paths.filter((_, index) => index % 2 === 0), paths.filter((_, index) => index % 2 === 1)];
    const [asVisitor, asCustomer] = await Promise.all(
      [visitor, signedIn].map(async (context) =>
        (await Promise.all(halves.map((routes) => sweep(context, routes)))).flat(),
      ),
    );
    await Promise.all([visitor.close(), signedIn.close()]);
    console.log(`layout sweep: ${paths.length} routes × ${WIDTHS.length} widths × 2 in ${Date.now() - started} ms`);
    expect({ visitor: asVisitor, signedIn: asCustomer }).toEqual({ visitor: [], signedIn: [] });
  }, 300_000);
});
