/**
 * The backend halves of issue 9 items 5–7: visitor tracking aggregates, the QR ticket learns the
 * waiting tab's visitor id, checkout records the shown currency with the server's rate, and a
 * push without a socket binding (this suite runs the backend alone) never fails the call.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";
import { placeOrder } from "../test/place-order";
import { skusWithStock } from "../test/shoppers";
import { auth, freshIp, signUp } from "../test/accounts";
import { TRACKS_PER_IP, trackedPath } from "./visitor-track";
import { crossRate } from "../checkout/display-currency";

beforeAll(() => seedDemoShop(60));

describe("visitor/track", () => {
  it("keeps one row per visitor, day and path and counts the ticks", async () => {
    const visitorId = `v-${crypto.randomUUID().slice(0, 12)}`;
    const tick = {
      url: "https://shop.test/product/lamp?utm=x",
      referer: "https://search.example/",
      timezone: "Asia/Hong_Kong",
      visitorId,
    };
    for (let i = 0; i < 3; i++) expect((await call("visitor/track", tick)).body).toMatchObject({ code: 0, data: null });
    await call("visitor/track", { ...tick, url: "/cart", referer: "" });
    const rows = await env.DB.prepare(
      "SELECT path, hits, referer, timezone FROM visitor_visits WHERE visitor_id = ? ORDER BY path",
    )
      .bind(visitorId)
      .all();
    expect(rows.results).toEqual([
      { path: "/cart", hits: 1, referer: "", timezone: "Asia/Hong_Kong" },
      { path: "/product/lamp", hits: 3, referer: "https://search.example/", timezone: "Asia/Hong_Kong" },
    ]);
  });

  it("stops storing an address's reports past its limit and answers 429", async () => {
    const ip = freshIp();
    const visitorId = `v-${crypto.randomUUID().slice(0, 12)}`;
    const tick = { url: "/", visitorId };
    expect((await call("visitor/track", tick, ip)).body.code).toBe(0);
    // As if the address had already sent its whole allowance in this window.
    await env.DB.prepare("UPDATE rate_limits SET count = ? WHERE key = ?")
      .bind(TRACKS_PER_IP.limit, `track:${ip["cf-connecting-ip"]}`)
      .run();
    const refused = await call("visitor/track", tick, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(41);
    const row = await env.DB.prepare("SELECT hits FROM visitor_visits WHERE visitor_id = ?").bind(visitorId).first();
    expect(row).toEqual({ hits: 1 });
    // Another address is not affected.
    expect((await call("visitor/track", tick, freshIp())).body.code).toBe(0);
  });

  it("refuses a malformed visitor id with code 40 and stores nothing", async () => {
    const answer = await call("visitor/track", { url: "/", visitorId: "bad id!" });
    expect(answer.body.code).toBe(40);
    expect(trackedPath("::nonsense")).toBe("/::nonsense");
    expect(trackedPath("https://x.test/a/b?c=d#e")).toBe("/a/b");
  });
});

describe("QR sign-in over the socket", () => {
  it("records the first waiting tab's visitor id and still answers the status", async () => {
    const ticket = (await call("auth/qr/create", {}, freshIp())).body.data.ticket as string;
    const registered = (await call("auth/qr/status", { ticket, visitorId: "desktop-tab-1" })).body.data;
    expect(registered).toMatchObject({ status: "pending", expiresAt: expect.stringMatching(/^20\d\d-/) });
    await call("auth/qr/status", { ticket, visitorId: "someone-else-2" });
    const row = await env.DB.prepare("SELECT visitor_id FROM qr_tickets WHERE ticket = ?").bind(ticket).first();
    expect(row).toEqual({ visitor_id: "desktop-tab-1" });
    // Approving pushes to that visitor; with no socket binding here it must still succeed.
    const phone = await signUp();
    expect((await call("auth/qr/scan", { ticket }, auth(phone.token))).body.code).toBe(0);
    expect((await call("auth/qr/confirm", { ticket }, auth(phone.token))).body.code).toBe(0);
    expect((await call("auth/qr/status", { ticket })).body.data.status).toBe("confirmed");
  });
});

describe("checkout records the shown currency", () => {
  async function place(currency?: string) {
    const [sku] = await skusWithStock(1, 3);
    const { orderNo } = await placeOrder({
      items: [{ sku, quantity: 1 }],
      submit: { email: "fx@example.com", currency },
    });
    return env.DB.prepare("SELECT currency, display_currency, display_rate FROM orders WHERE order_no = ?")
      .bind(orderNo)
      .first();
  }

  it("stores the site's rate for the picked currency, never the client's", async () => {
    expect(await place("EUR")).toEqual({ currency: "USD", display_currency: "EUR", display_rate: 0.92 });
    expect(await place()).toEqual({ currency: "USD", display_currency: "USD", display_rate: 1 });
    // A currency the site does not offer is recorded as the order's own.
    expect(await place("XAU")).toEqual({ currency: "USD", display_currency: "USD", display_rate: 1 });
  });

  it("cross rates go through the default currency", () => {
    const currencies = [
      { code: "USD", rate: 1 },
      { code: "EUR", rate: 0.92 },
      { code: "JPY", rate: 150 },
    ];
    expect(crossRate(currencies, "EUR", "JPY")).toBeCloseTo(163.043, 3);
    expect(crossRate(currencies, "USD", "GBP")).toBeNull();
  });
});
