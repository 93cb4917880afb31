/**
 * The D1 bookmark's round trip on the built Worker (ADR 175): a write answers a bookmark, the
 * Worker keeps it in the HttpOnly `d1b` cookie, the next request sends it to the backend as
 * `x-d1-bookmark`; a visitor's public page is cached and served alike whatever bookmark they
 * carry, and never sets the cookie. Miniflare's D1 has no replicas, so what the backend does with
 * the bookmark is proved in functions/commerce/kernel/http/read-your-writes.test.ts; here, a backend
 * behind API_ORIGIN shows what it receives, and the embedded one that its D1 answers a bookmark.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { bookmarkAt, startBookmarkUpstream, type BookmarkUpstream } from "../support/bookmark-upstream";
import { api, skuInStock } from "../support/shoppers";

const D1_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** The `d1b` cookie an answer sets, or null. */
function bookmarkCookie(response: { headers: { get(name: string): string | null } }): string | null {
  const cookie = response.headers.get("set-cookie") ?? "";
  return /(?:^|,\s*)d1b=([^;]+);/.exec(cookie)?.[1] ?? null;
}

describe("through a backend behind API_ORIGIN", () => {
  let upstream: BookmarkUpstream;
  let worker: TestWorker;

  beforeAll(async () => {
    upstream = await startBookmarkUpstream();
    worker = await startWorker({ apiOrigin: upstream.url });
  });

  afterAll(async () => {
    await worker?.dispose();
    await upstream?.close();
  });

  const post = (name: string, cookie?: string, headers: Record<string, string> = {}) =>
    worker.fetch(`/api/web/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}), ...headers },
      body: "{}",
    });

  it("keeps a write's bookmark in an HttpOnly session cookie and sends it with the next request", async () => {
    const added = await post("cart/add");
    expect(added.status).toBe(200);
    const kept = bookmarkCookie(added);
    expect(kept).toMatch(D1_SHAPE);
    expect(added.headers.get("set-cookie")).toMatch(/d1b=[^;]+; Path=\/; HttpOnly; SameSite=Lax(?:,|$)/);
    expect(added.headers.get("set-cookie")).not.toMatch(/d1b=[^,]*(?:Max-Age|Expires)/i);
    // The browser gets the cookie, not the header.
    expect(added.headers.get("x-d1-bookmark")).toBeNull();

    const before = upstream.received.length;
    const page = await worker.fetch("/cart-page-of-a-shopper", { headers: { cookie: `sid=t1; d1b=${kept}` } });
    await page.text();
    const sent = upstream.received.slice(before);
    expect(sent.some((request) => request.route)).toBe(true);
    // Every upstream request of that page carried at least the kept bookmark.
    for (const request of sent) expect(request.bookmark! >= kept!).toBe(true);
    // A page is a read: it never moves the cookie, so a replica's older answer cannot undo a write's.
    expect(page.headers.get("set-cookie") ?? "").not.toContain("d1b=");
  });

  it("sends no bookmark a client made up: not its own header, not a cookie of another shape", async () => {
    const before = upstream.received.length;
    await post("cart/add", "d1b=zzzz", { "x-d1-bookmark": bookmarkAt(0xffffff) });
    expect(upstream.received.slice(before).map((request) => request.bookmark)).toEqual([null]);
  });

  it("caches a visitor's public page whatever bookmark they carry, and sets no cookie on it", async () => {
    const path = "/page/replica-cache-test";
    const first = await worker.fetch(path, { headers: { cookie: `d1b=${bookmarkAt(0x200)}` } });
    await first.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);
    expect(first.headers.get("set-cookie")).toBeNull();
    const routeRequest = upstream.received.findLast((request) => request.route && request.path === path);
    expect(routeRequest?.bookmark).toBe(bookmarkAt(0x200));

    await new Promise((resolve) => setTimeout(resolve, 100));
    const routesBefore = upstream.received.filter((request) => request.route).length;
    for (const cookie of [`d1b=${bookmarkAt(0x300)}`, ""]) {
      const again = await worker.fetch(path, { headers: cookie ? { cookie } : {} });
      expect(again.headers.get("x-page-cache")).toMatch(/^hit-(memory|cache)$/);
      expect(again.headers.get("set-cookie")).toBeNull();
      expect(await again.text()).toContain(`Body of ${path}`);
    }
    expect(upstream.received.filter((request) => request.route).length).toBe(routesBefore);
  });
});

describe("through the embedded backend on Miniflare's D1", () => {
  let worker: TestWorker;

  beforeAll(async () => {
    worker = await startWorker();
  });

  afterAll(async () => {
    await worker?.dispose();
  });

  it("answers D1's own bookmark to a write; the cart page read with it costs the round trips it did without", async () => {
    const sku = await skuInStock(worker, 3);
    const added = await worker.fetch("/api/web/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    expect(added.status).toBe(200);
    const kept = bookmarkCookie(added);
    expect(kept).toMatch(D1_SHAPE);
    const cart = /cart=([^;]+)/.exec(added.headers.get("set-cookie") ?? "")![1];

    const listed = await api<{ items: { sku: string }[] }>(worker, "cart/list", {}, `cart=${cart}; d1b=${kept}`);
    expect(listed.code).toBe(0);
    expect(listed.data.items.map((item) => item.sku)).toEqual([sku]);
    const moved = bookmarkCookie(listed);
    if (moved) expect(moved >= kept!).toBe(true);

    // The backend's session is metered as the binding was (functions/worker/request-meter.ts).
    const trips = async (cookie: string) => {
      const page = await worker.fetch("/cart", { headers: { cookie } });
      expect(page.status).toBe(200);
      await page.text();
      return Number(page.headers.get("x-d1-round-trips"));
    };
    await trips(`cart=${cart}`); // the isolate's first page also reads the site config (site-config.server.ts)
    const withBookmark = await trips(`cart=${cart}; d1b=${kept}`);
    expect(withBookmark).toBeGreaterThan(0);
    expect(withBookmark).toBe(await trips(`cart=${cart}`));
  });
});
