/**
 * The product page keeps to its HTML budget (issue 28: ≤ 70 KB, measured by the bench on a freshly seeded shop) by not sending what the page
 * already shows a second time, and its scripts yield to its stylesheet and picture (ADRs 319, 373):
 * - the product's description and related products, drawn by the body's HTML, are not in the
 *   product's data;
 * - the hreflang list travels as its x-default URL, and the head still has every alternate;
 * - the modulepreload links are written inert and the inline module script imports nothing
 *   before the first screen is painted (it turns the links back on), the LCP picture's preload
 *   stays high, and the routes' manifest in the inline module script has no indentation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decode } from "turbo-stream";
import { LANGUAGES } from "../../functions/contract/languages";
import { startWorker, type TestWorker } from "../support/worker";
import { AFTER_PAINT_REL } from "../../app/lib/remix-scripts.server";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const PRODUCT = "/product/slim-cardigan-1";
/** The hydration data: the turbo-stream Remix writes into the page (JSON in JS strings). */
const hydrationData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((m) => JSON.parse(m[1]) as string)
    .join("");

/** The same, decoded: the loaders' data as the browser's Remix reads it. */
async function loaderData(html: string): Promise<Record<string, Record<string, unknown>>> {
  const text = hydrationData(html);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const decoded = await decode(stream);
  await decoded.done;
  return (decoded.value as { loaderData: Record<string, Record<string, unknown>> }).loaderData;
}

describe("the product page's bytes", () => {
  it("send the description and related products once, in the body's HTML", async () => {
    const html = await (await worker.fetch(PRODUCT)).text();
    const { page } = (await loaderData(html))["product.$slug"] as { page: { data: Record<string, unknown> } };
    expect(page.data.slug).toBe("slim-cardigan-1");
    // The related grid is on the page, drawn from the body's tree; the product has no copy of it.
    expect(html).toContain("You may also like");
    expect(Object.keys(page.data)).not.toContain("related");
    expect(Object.keys(page.data)).not.toContain("description");
    // The page's size itself (≤ 70 KB) is the bench's figure, on a freshly seeded shop: here the
    // shared local shop carries whatever reviews the browser tests wrote on this product before.
  });

  it("send the theme's CSS once, in the head's <style>, and a client navigation's data with it", async () => {
    const html = await (await worker.fetch(PRODUCT)).text();
    const style = /<style id="theme-css">([^<]+)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toMatch(/^:root\{--color-base-100:/);
    expect(html.split(style).length - 1).toBe(1);
    const data = await loaderData(html);
    expect((data.root as { themeCss: string }).themeCss).toBe("");
    expect((data["product.$slug"] as { page: { themeCss: string } }).page.themeCss).toBe("");
    // A client navigation's data may bring another page's theme: it carries the CSS.
    const navigation = await (await worker.fetch(`${PRODUCT}.data`)).text();
    expect(navigation).toContain(JSON.stringify(style).slice(1, -1));
  });

  it("draw the category menu once, for the phone's disclosure and the wide screen's row alike", async () => {
    const html = await (await worker.fetch(PRODUCT)).text();
    const menu = html.slice(
      html.indexOf('<nav aria-label="Menu"'),
      html.indexOf("</nav>", html.indexOf('<nav aria-label="Menu"')),
    );
    expect(menu).toMatch(/^<nav aria-label="Menu" class="shop-menu"><details class="dropdown static" data-menu="">/);
    expect(menu.match(/href="\/category\/women-tops"/g)).toHaveLength(1);
    expect(menu.match(/<summary>Women<\/summary>/g)).toHaveLength(1);
  });

  it("carry the hreflang list as one URL, and the head still lists every language", async () => {
    const html = await (await worker.fetch(PRODUCT)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const alternates = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
    expect(alternates.map((m) => m[1])).toEqual([...LANGUAGES, "x-default"]);
    expect(alternates.find((m) => m[1] === "zh-HK")?.[2]).toMatch(/\/zh-HK\/product\/slim-cardigan-1$/);
    const { page } = (await loaderData(html))["product.$slug"] as { page: { meta: Record<string, unknown> } };
    expect(page.meta.alternates).toBeUndefined();
    expect(page.meta.alternatesOf).toMatch(/\/product\/slim-cardigan-1$/);
  });

  it("ask for the scripts once the first screen is painted and for the product picture at high priority", async () => {
    for (const path of [PRODUCT, "/", "/auth/signin"]) {
      const html = await (await worker.fetch(path)).text();
      expect(html, path).not.toMatch(/<link rel="modulepreload"/);
      const later = [...html.matchAll(new RegExp(`<link rel="${AFTER_PAINT_REL}"[^>]*>`, "g"))];
      expect(later.length, path).toBeGreaterThan(3);
      const module = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      // No static import: the scripts wait for the first screen, then the route modules follow.
      expect(module, path).not.toMatch(/^\s*import\s*[*"{]/m);
      expect(module.indexOf("await new Promise("), path).toBeGreaterThan(0);
      expect(module.indexOf("await new Promise("), path).toBeLessThan(module.indexOf('const route0 = await import("'));
      // The routes' manifest in the inline module script comes without indentation.
      expect(html, path).toMatch(/window\.__remixManifest = \{"entry":\{"module":/);
    }
    const product = await (await worker.fetch(PRODUCT)).text();
    expect(product).toMatch(/<link rel="preload" as="image"[^>]*fetchpriority="high"/);
  });
});
