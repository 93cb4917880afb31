/**
 * The language the shopper picked is remembered for the unprefixed home without making it
 * uncacheable: the picker's `?lng=` link sets the cookie and redirects (no JavaScript needed),
 * and a page asked for with the `lng` cookie is served from and stored in the edge cache under
 * its language, never another language's copy.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("the language picker's choice", () => {
  it("sets the lng cookie and redirects to the address without the marker", async () => {
    const response = await worker.fetch("/zh-HK/cart?tab=1&lng=zh-HK");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/zh-HK/cart?tab=1");
    expect(response.headers.get("set-cookie")).toMatch(/^lng=zh-HK; Path=\/; SameSite=Lax; Max-Age=\d+/);
    const unknown = await worker.fetch("/?lng=xx");
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get("location")).toBe("/");
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("opens the unprefixed home in that language, from the edge cache, keyed by language", async () => {
    const path = `/?lang-cache=${Date.now()}`;
    const first = await worker.fetch(path, { headers: { cookie: "lng=zh-HK" } });
    expect(await first.text()).toContain('<html lang="zh-HK"');
    expect(first.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);
    expect(first.headers.get("vary")).toContain("Cookie");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await settle();
    const again = await worker.fetch(path, { headers: { cookie: "lng=zh-HK" } });
    expect(again.headers.get("x-page-cache")).toMatch(/^hit-(memory|cache)$/);
    expect(await again.text()).toContain('<html lang="zh-HK"');
    const english = await worker.fetch(path, { headers: { "accept-language": "en" } });
    expect(await english.text()).toContain('<html lang="en"');
    const japanese = await worker.fetch(path, { headers: { cookie: "lng=ja" } });
    expect(await japanese.text()).toContain('<html lang="ja"');
  });
});
