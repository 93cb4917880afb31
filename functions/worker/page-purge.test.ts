import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createPagePurge, keptAtMost, purgeReach, purgeZone, storeUnderTags, UNPURGED_SECONDS } from "./page-purge";
import { forgetTagIndex, takeKeys } from "./page-tags";
import { forgetAll, recall, remember } from "./page-memory";
import type { StoredPage } from "./hashed-page";

/** Node has no Workers cache: a Map with the same three calls stands in for this colo's. */
const stored = new Map<string, Response>();
const cache = {
  put: async (request: Request, response: Response) => void stored.set(request.url, response),
  delete: async (request: Request) => stored.delete(request.url),
  match: async (request: Request) => stored.get(request.url),
};

beforeEach(() => vi.stubGlobal("caches", { default: cache }));
afterEach(() => {
  vi.unstubAllGlobals();
  stored.clear();
  forgetTagIndex();
  forgetAll();
});

const page = (tags: string, cacheControl = "public, max-age=0, must-revalidate, s-maxage=300"): StoredPage => ({
  body: new TextEncoder().encode("<html></html>"),
  status: 200,
  statusText: "OK",
  headers: new Headers({ "cache-control": cacheControl, "cache-tag": tags }),
});

async function store(key: string, tags: string, renderStarted = Date.now()) {
  const entry = page(tags);
  await storeUnderTags(
    key,
    entry,
    renderStarted,
    () => cache.put(new Request(key), new Response(entry.body as Uint8Array<ArrayBuffer>, entry)),
    (seconds) => remember(key, entry, undefined, seconds),
  );
  return entry;
}

const execution = () => {
  const waited: Promise<unknown>[] = [];
  return { waitUntil: (promise: Promise<unknown>) => void waited.push(promise), waited };
};

describe("purgeReach", () => {
  it("is the zone purge with both settings, local in development and test or when told, else none", () => {
    expect(purgeReach({ CACHE_PURGE_ZONE_ID: "z", CACHE_PURGE_TOKEN: "t" })).toBe("zone");
    expect(purgeReach({ CACHE_PURGE_ZONE_ID: "z" })).toBe("none");
    expect(purgeReach({ ENVIRONMENT: "test" })).toBe("local");
    expect(purgeReach({ PAGE_PURGE: "local" })).toBe("local");
    expect(purgeReach({ ENVIRONMENT: "production" })).toBe("none");
    expect(purgeReach({})).toBe("none");
  });

  it("keeps pages no purge reaches a few seconds at most", () => {
    expect(keptAtMost("none")).toEqual({ edge: UNPURGED_SECONDS, memory: UNPURGED_SECONDS });
    expect(keptAtMost("zone")).toEqual({ edge: null, memory: UNPURGED_SECONDS });
    expect(keptAtMost("local").edge).toBeNull();
  });
});

describe("a purge", () => {
  it("deletes this colo's and this isolate's copies of the pages showing the tags, and only those", async () => {
    await store("https://shop.test/product/a", "all,product:1");
    await store("https://shop.test/", "all,home,product:1,product:2");
    await store("https://shop.test/product/b", "all,product:2");
    expect(recall("https://shop.test/product/a")).not.toBeNull();
    const run = execution();
    await createPagePurge({ ENVIRONMENT: "test" }, run)(["product:1"]);
    expect([...stored.keys()]).toEqual(["https://shop.test/product/b"]);
    expect(recall("https://shop.test/product/a")).toBeNull();
    expect(recall("https://shop.test/")).toBeNull();
    expect(recall("https://shop.test/product/b")).not.toBeNull();
    expect(run.waited).toEqual([]);
  });

  it("stores nothing rendered before a purge of what it shows", async () => {
    const started = Date.now() - 10;
    await createPagePurge({ ENVIRONMENT: "test" }, execution())(["product:1"]);
    await store("https://shop.test/product/a", "all,product:1", started);
    expect(stored.size).toBe(0);
    expect(recall("https://shop.test/product/a")).toBeNull();
    await store("https://shop.test/product/b", "all,product:2", started);
    expect(stored.size).toBe(1);
  });

  it("deletes a page a purge reached while it was being stored", async () => {
    const key = "https://shop.test/product/a";
    const entry = page("all,product:1");
    await storeUnderTags(
      key,
      entry,
      Date.now(),
      async () => {
        await cache.put(new Request(key), new Response(entry.body as Uint8Array<ArrayBuffer>, entry));
        await createPagePurge({ ENVIRONMENT: "test" }, execution())(["product:1"]);
      },
      (seconds) => remember(key, entry, undefined, seconds),
    );
    expect(stored.size).toBe(0);
    expect(recall(key)).toBeNull();
    expect(takeKeys(["product:1"])).toEqual([]);
  });

  it("lowers the s-maxage where no purge reaches", async () => {
    vi.resetModules();
    const fresh = await import("./page-purge");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(fresh.configurePagePurge({})).toBe("none");
    expect(fresh.configurePagePurge({})).toBe("none");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/CACHE_PURGE_ZONE_ID.*5 s/);
    // With its gzip form (compressed-page.ts), whose headers are its own: lowered alike.
    const entry = { ...page("all"), gzip: { body: new Uint8Array(4), headers: new Headers(page("all").headers) } };
    await fresh.storeUnderTags(
      "https://shop.test/",
      entry,
      Date.now(),
      async () => {},
      () => {},
    );
    const lowered = `public, max-age=0, must-revalidate, s-maxage=${UNPURGED_SECONDS}`;
    expect(entry.headers.get("cache-control")).toBe(lowered);
    expect(entry.gzip.headers.get("cache-control")).toBe(lowered);
    warn.mockRestore();
  });

  it("with the zone settings also asks Cloudflare to purge the tags everywhere, 30 a call", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const send = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ success: true, errors: [] });
    }) as unknown as typeof fetch;
    const run = execution();
    const tags = Array.from({ length: 31 }, (_, n) => `product:${n}`);
    await createPagePurge({ CACHE_PURGE_ZONE_ID: "zone1", CACHE_PURGE_TOKEN: "secret" }, run, send)(tags);
    await Promise.all(run.waited);
    expect(calls.map((call) => call.url)).toEqual([
      "https://api.cloudflare.com/client/v4/zones/zone1/purge_cache",
      "https://api.cloudflare.com/client/v4/zones/zone1/purge_cache",
    ]);
    expect(JSON.parse(String(calls[0].init.body)).tags).toHaveLength(30);
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ tags: ["product:30"] });
    expect((calls[0].init.headers as Record<string, string>).authorization).toBe("Bearer secret");
  });

  it("reports a refused zone purge", async () => {
    const send = (async () =>
      Response.json(
        { success: false, errors: [{ code: 10000, message: "Authentication error" }] },
        { status: 403 },
      )) as unknown as typeof fetch;
    await expect(purgeZone({ CACHE_PURGE_ZONE_ID: "z", CACHE_PURGE_TOKEN: "t" }, ["all"], send)).rejects.toThrow(
      /403.*Authentication error/,
    );
  });
});
