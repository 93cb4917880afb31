import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forgetPageKeys, knownPage as knownPageWith, notePageKey, type Finish } from "./known-page";
import { cacheEntry, withGzip } from "./compressed-page";
import { forgetAll, forgetPages, remember } from "./page-memory";
import type { StoredPage } from "./hashed-page";

const URL_ = "https://shop.example/product/slim-cardigan-1";
const KEY = `${URL_}?__lang=en&__currency=&__build=b1`;
const HTML = `<!DOCTYPE html><html lang="en"><body>${"<p>Slim cardigan</p>".repeat(200)}</body></html>`;
const stored = (): StoredPage => ({
  body: new TextEncoder().encode(HTML),
  status: 200,
  statusText: "OK",
  headers: new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "public, max-age=0, s-maxage=300",
    "content-security-policy": "script-src 'sha256-x'",
    "cache-tag": "product:1",
  }),
});
const get = (headers: Record<string, string> = {}, method = "GET") =>
  new Request(URL_, { method, headers: { "accept-encoding": "gzip, br", cookie: "lng=en", ...headers } });

const REPORTED: Finish = { report: true, headers: { "x-content-type-options": "nosniff", "x-d1-round-trips": "0" } };
const PRODUCTION: Finish = { report: false, headers: { "x-content-type-options": "nosniff" } };
const knownPage = (request: Request, report: boolean) => knownPageWith(request, () => (report ? REPORTED : PRODUCTION));

/** A Cache API stand-in for Node: the entries put under each key's URL. */
const cacheEntries = new Map<string, Response>();
beforeEach(() => {
  (globalThis as { caches?: unknown }).caches = {
    default: { match: async (request: Request) => cacheEntries.get(request.url)?.clone() },
  };
});
afterEach(() => {
  forgetAll();
  forgetPageKeys();
  cacheEntries.clear();
  delete (globalThis as { caches?: unknown }).caches;
});

describe("a request the page cache answered before", () => {
  it("is answered from memory under the noted key, as the page cache answers it", async () => {
    const page = await withGzip(stored());
    remember(KEY, page);
    notePageKey(get(), KEY);
    const answer = (await knownPage(get(), true))!;
    expect(answer.headers.get("x-page-cache")).toBe("hit-memory");
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.has("cache-tag")).toBe(false);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-d1-round-trips")).toBe("0");
    expect(gunzipSync(new Uint8Array(await answer.arrayBuffer())).toString()).toBe(HTML);
    // The stored headers stay as stored (a purge by tag reads them).
    expect(page.gzip!.headers.get("cache-tag")).toBe("product:1");
    expect(page.gzip!.headers.has("x-page-cache")).toBe(false);
    // Each answer has headers of its own: changing one changes no other.
    answer.headers.set("x-page-cache", "changed");
    expect((await knownPage(get(), true))!.headers.get("x-page-cache")).toBe("hit-memory");
    // The same request without gzip: the plain bytes; in production, no layer header.
    const plain = (await knownPage(get({ "accept-encoding": "identity" }), false))!;
    expect(plain.headers.has("x-page-cache")).toBe(false);
    expect(plain.headers.has("x-d1-round-trips")).toBe(false);
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.headers.has("content-encoding")).toBe(false);
    expect(await plain.text()).toBe(HTML);
  });

  it("is answered from the Cache API when the memory no longer has it, and dropped when neither has it", async () => {
    const page = await withGzip(stored());
    cacheEntries.set(KEY, cacheEntry(page));
    notePageKey(get(), KEY);
    const answer = (await knownPage(get(), true))!;
    expect(answer.headers.get("x-page-cache")).toBe("hit-cache");
    expect(answer.headers.has("x-stored-encoding")).toBe(false);
    expect(answer.headers.has("cache-tag")).toBe(false);
    expect(answer.headers.get("x-d1-round-trips")).toBe("0");
    expect(gunzipSync(new Uint8Array(await answer.arrayBuffer())).toString()).toBe(HTML);
    cacheEntries.clear();
    expect(await knownPage(get(), true)).toBeNull();
    // The note went with it: the next request goes the whole way without a lookup.
    cacheEntries.set(KEY, cacheEntry(page));
    expect(knownPage(get(), true)).toBeNull();
  });

  it("takes its form from each request's own client, whatever Accept-Encoding the platform hands the Worker", async () => {
    remember(KEY, await withGzip(stored()));
    notePageKey(get(), KEY);
    // Cloudflare (and Miniflare) hand the Worker `br, gzip` for every client: the client's own
    // value is in `cf.clientAcceptEncoding`, so the same header verbatim says nothing about it.
    const fromClient = (clientAcceptEncoding: string) => {
      const request = get({ "accept-encoding": "br, gzip" });
      Object.defineProperty(request, "cf", { value: { clientAcceptEncoding } });
      return request;
    };
    for (const client of ["gzip, deflate, br, zstd", "", "identity", "gzip", "br"]) {
      const answer = (await knownPage(fromClient(client), false))!;
      const gzip = client.includes("gzip");
      expect(answer.headers.get("content-encoding"), client).toBe(gzip ? "gzip" : null);
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect((gzip ? gunzipSync(bytes) : Buffer.from(bytes)).toString(), client).toBe(HTML);
    }
  });

  it("is not answered once the page is purged or gone from memory and the cache", async () => {
    remember(KEY, await withGzip(stored()));
    notePageKey(get(), KEY);
    forgetPages([KEY]);
    expect(await knownPage(get(), true)).toBeNull();
  });
});

describe("any other request", () => {
  it("gets no answer from here, and costs no lookup", async () => {
    remember(KEY, await withGzip(stored()));
    notePageKey(get(), KEY);
    for (const other of [
      get({ cookie: "lng=de" }),
      get({ cookie: "lng=en; currency=EUR" }),
      get({ cookie: "lng=en; sid=abc" }),
      get({ "accept-language": "fr" }),
      new Request(`${URL_}?page=2`, { headers: { cookie: "lng=en" } }),
      get({}, "HEAD"),
      get({}, "POST"),
    ])
      expect(knownPage(other, true)).toBeNull();
  });

  it("is never noted when it is not a GET", async () => {
    remember(KEY, await withGzip(stored()));
    notePageKey(get({}, "POST"), KEY);
    expect(knownPage(get(), true)).toBeNull();
  });
});
