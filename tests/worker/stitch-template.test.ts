/**
 * The stitch template (ADR 380) in workerd, on hand-made pages the shop does not render today:
 * hearts inside a visitor-only block, a cart name with quotes, a name needing escaping, a
 * signed-in shopper with several saved hearts. The spliced gzip decompresses byte-identical to
 * the rewriter's page; an absent or corrupt template, or a cart name the template cannot write,
 * falls back to the rewriter.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const folder = mkdtempSync(join(tmpdir(), "stitch-template-"));
let mf: Miniflare;

/** Runs in workerd: cuts the posted page and answers it stitched both ways for the posted parts. */
const HARNESS = `
import { gzipTemplate, stitchAnswer, storedPageTemplate } from ${JSON.stringify(resolve("functions/worker/stitch-answer.ts"))};
export default {
  async fetch(request) {
    const { html, parts, template } = await request.json();
    const body = new TextEncoder().encode(html);
    const page = { body, status: 200, statusText: "OK", headers: new Headers({ "content-type": "text/html" }) };
    const neutral = () => new Response(body, { headers: page.headers });
    const templates = {
      stored: () => storedPageTemplate(page),
      absent: async () => null,
      corrupt: () => gzipTemplate(new Uint8Array([1, 2, 3])),
    };
    const url = new URL("https://shop.test/product/a?x=1");
    const found = { status: 200, statusText: "OK", headers: page.headers, plain: async () => neutral() };
    const spliced = await stitchAnswer({ ...found, template: templates[template] }, parts, url);
    const rewritten = await stitchAnswer({ ...found, template: null }, parts, url);
    const headers = new Headers({ "x-encoding": spliced.headers.get("content-encoding") ?? "none", "x-rewritten": await rewritten.text() });
    return new Response(await spliced.arrayBuffer(), { headers: { "x-encoding": headers.get("x-encoding"), "x-rewritten": encodeURIComponent(headers.get("x-rewritten")) }, encodeBody: "manual" });
  },
};`;

const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const TEXTS = {
  menu: "Menu",
  signedInAs: "Signed in as {{name}}",
  account: "Account",
  signOut: "Sign out",
  center: "/user",
  signOutAction: "/logout",
};
const heart = (id: number) =>
  `<button class="btn btn-outline" data-favorite="product:${id}" aria-pressed="false" value="add">` +
  `<span aria-hidden="true">♡</span><span data-label-on="Saved &quot;${id}&quot;" data-label-off="Save">Save</span></button>`;
const page = (labels: Record<string, string>) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><header>` +
  `<a href="/login" data-account-slot="${attr(TEXTS)}">Sign in</a>` +
  `<a href="/cart" aria-label="Cart" data-cart-link="${attr(labels)}">Cart <span class="badge">0</span></a>` +
  `</header><main>${heart(1)}<p data-visitor-only="">Sign in to save ${heart(2)}</p>` +
  `${Array.from({ length: 30 }, (_, i) => `<div class="card">Card ${i} ${heart(10 + i)}</div>`).join("")}</main>` +
  `<script id="shopper-parts" type="application/json">null</script></body></html>`;
const LABELS = { one: 'Cart, "{{count}}" item', other: "Cart, {{count}} items & more" };

const customer = (name: string, product: number[]) => ({
  account: { id: 1, name },
  cartCount: 1,
  favorites: { article: [], product, page: [] },
});
const visitor = { account: null, cartCount: 3, favorites: { article: [], product: [], page: [] } };

async function stitched(html: string, parts: unknown, template = "stored") {
  const answer = await mf.dispatchFetch("http://harness/", {
    method: "POST",
    body: JSON.stringify({ html, parts, template }),
  });
  const body = Buffer.from(await answer.arrayBuffer());
  const encoding = answer.headers.get("x-encoding");
  return {
    encoding,
    html: (encoding === "gzip" ? gunzipSync(body) : body).toString(),
    rewritten: decodeURIComponent(answer.headers.get("x-rewritten")!),
  };
}

beforeAll(async () => {
  const entry = join(folder, "harness.ts");
  writeFileSync(entry, HARNESS);
  await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    outfile: join(folder, "harness.js"),
    external: ["node:*"],
    logLevel: "silent",
  });
  mf = new Miniflare({
    modules: true,
    script: readFileSync(join(folder, "harness.js"), "utf8"),
    compatibilityDate: "2026-07-01",
    compatibilityFlags: ["nodejs_compat"],
  });
});
afterAll(async () => {
  await mf?.dispose();
  rmSync(folder, { recursive: true, force: true });
});

describe("a page spliced from its stitch template", () => {
  it.each([
    ["a visitor with a cart", visitor],
    ["a customer with nothing saved", customer("Bo", [])],
    ["a customer whose name needs escaping, two hearts saved", customer(`Ada <b>&"'`, [1, 12, 2])],
    ["a customer with a saved item not on the page", customer("Cy", [999])],
  ])("decompresses to the rewriter's page for %s", async (_, parts) => {
    const { encoding, html, rewritten } = await stitched(page(LABELS), parts);
    expect(encoding).toBe("gzip");
    expect(html).toBe(rewritten);
    expect(html).not.toBe(page(LABELS));
  });

  it("falls back to the rewriter when the template is absent or corrupt", async () => {
    for (const template of ["absent", "corrupt"]) {
      const { encoding, html, rewritten } = await stitched(page(LABELS), customer("Ada", [1]), template);
      expect(encoding, template).toBe("none");
      expect(html, template).toBe(rewritten);
      expect(html, template).toContain('aria-pressed="true"');
    }
  });

  it("falls back to the rewriter when the cart's name has no form for the count", async () => {
    const { encoding, html, rewritten } = await stitched(page({ one: "Cart, {{count}} item" }), visitor);
    expect(encoding).toBe("none");
    expect(html).toBe(rewritten);
  });
});
