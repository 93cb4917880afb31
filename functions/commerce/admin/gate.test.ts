/**
 * Throttling and the audit log (ADR 106): wrong operator tokens are limited per address (after 10
 * in 15 minutes even the right token is refused with 429 from there), every admitted operator
 * call is written to admin_audit without secrets or payloads, and guests' order/lookup is
 * limited per address.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { RATE_LIMITS } from "../kernel/policy";
import { freshIp } from "../test/accounts";
import { tokenFingerprint } from "./audit";

const RIGHT = "Bearer test-admin-token";
const from = (ip: string, authorization?: string) => ({
  "cf-connecting-ip": ip,
  ...(authorization ? { authorization } : {}),
});
const auditRows = async () =>
  (
    await env.DB.prepare("SELECT token, call, keys, ip, outcome FROM admin_audit ORDER BY id DESC").all<{
      token: string;
      call: string;
      keys: string;
      ip: string;
      outcome: string;
    }>()
  ).results;

describe("wrong operator tokens", () => {
  it(`after ${RATE_LIMITS.adminFailPerIp.limit} wrong tries the address is refused, right token included, until the window ends`, async () => {
    const ip = freshIp()["cf-connecting-ip"];
    for (let i = 0; i < RATE_LIMITS.adminFailPerIp.limit; i++) {
      const wrong = await call("admin/outbox", {}, from(ip, i % 2 ? "Bearer guess-" + i : undefined));
      expect(wrong.status, `try ${i + 1}`).toBe(403);
      expect(wrong.body.code).toBe(30);
    }
    const over = await call("admin/outbox", {}, from(ip, "Bearer one-more"));
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(41);
    const right = await call("admin/outbox", {}, from(ip, RIGHT));
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(RATE_LIMITS.adminFailPerIp.windowS - 60);
    expect(right.body.data.retryAfter).toBeLessThanOrEqual(RATE_LIMITS.adminFailPerIp.windowS);
    // Bad input from a locked address is refused the same way: the door comes before validation.
    expect((await call("admin/order/ship", { orderNo: 1 }, from(ip, RIGHT))).status).toBe(429);
    // Another address is not affected.
    expect((await call("admin/outbox", {}, from(freshIp()["cf-connecting-ip"], RIGHT))).status).toBe(200);
    // The window passes: the right token works again.
    await env.DB.prepare("UPDATE rate_limits SET reset_at = 0 WHERE key = ?").bind(`admin-fail:${ip}`).run();
    expect((await call("admin/outbox", {}, from(ip, RIGHT))).status).toBe(200);
    const fromHere = (await auditRows()).filter((row) => row.ip === ip);
    expect(fromHere.map((row) => `${row.call} ${row.outcome}`)).toEqual([
      "admin/outbox ok",
      "admin/order/ship throttled",
      "admin/outbox throttled",
    ]);
  });

  it("a right token does not clear the count, and wrong tokens never reach the audit log", async () => {
    const ip = freshIp()["cf-connecting-ip"];
    const before = (await auditRows()).length;
    await call("admin/outbox", {}, from(ip, "Bearer nope"));
    expect((await auditRows()).length).toBe(before);
    expect((await call("admin/outbox", {}, from(ip, RIGHT))).status).toBe(200);
    const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?")
      .bind(`admin-fail:${ip}`)
      .first<{ count: number }>();
    expect(row?.count).toBe(1);
  });
});

describe("audit log", () => {
  it("records who (a fingerprint), what (call and ids), when and from where; never the token or payload", async () => {
    const ip = freshIp()["cf-connecting-ip"];
    await call(
      "admin/order/ship",
      { orderNo: "26010100000000", expressName: "Secret Express", expressNo: "SX-SECRET-1" },
      from(ip, RIGHT),
    );
    await call(
      "admin/import",
      {
        products: [],
        tags: [{ slug: "audited", name: "Audited secret words" }],
        settings: { theme: { primaryColor: "#123456" } },
      },
      from(ip, RIGHT),
    );
    const [imported, shipped] = await auditRows();
    const fingerprint = await tokenFingerprint(env.SESSION_SECRET, "test-admin-token");
    expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(shipped).toMatchObject({ token: fingerprint, call: "admin/order/ship", ip, outcome: "ok" });
    expect(JSON.parse(shipped.keys)).toEqual({ orderNo: "26010100000000" });
    expect(JSON.parse(imported.keys)).toEqual({ products: 0, tags: 1, settings: "theme" });
    const everything = JSON.stringify(await auditRows());
    for (const secret of ["test-admin-token", "Secret Express", "SX-SECRET-1", "Audited secret words", "#123456"])
      expect(everything).not.toContain(secret);

    const listed = await call("admin/audit/list", { pageSize: 3 }, from(ip, RIGHT));
    expect(listed.body.code).toBe(0);
    expect(listed.body.data.list.map((entry: { call: string }) => entry.call)).toEqual([
      "admin/audit/list",
      "admin/import",
      "admin/order/ship",
    ]);
    expect(listed.body.data.list[1]).toMatchObject({
      token: fingerprint,
      ip,
      keys: { tags: 1 },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const filtered = await call("admin/audit/list", { call: "admin/order/ship" }, from(ip, RIGHT));
    expect(filtered.body.data.list.every((entry: { call: string }) => entry.call === "admin/order/ship")).toBe(true);
  });
});

describe("order/lookup", () => {
  it(`answers ${RATE_LIMITS.orderLookupPerIp.limit} lookups per address in 15 minutes, then 429 with Retry-After`, async () => {
    const ip = freshIp()["cf-connecting-ip"];
    for (let i = 0; i < RATE_LIMITS.orderLookupPerIp.limit; i++) {
      const miss = await call(
        "order/lookup",
        { orderNo: `2601010000${String(1000 + i)}`, email: "guess@example.com" },
        from(ip),
      );
      expect(miss.status, `lookup ${i + 1}`).toBe(404);
    }
    const over = await call("order/lookup", { orderNo: "26010100009999", email: "guess@example.com" }, from(ip));
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(41);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (
        await call(
          "order/lookup",
          { orderNo: "26010100009999", email: "guess@example.com" },
          from(freshIp()["cf-connecting-ip"]),
        )
      ).status,
    ).toBe(404);
    // Bad input is refused before it is counted.
    const other = freshIp()["cf-connecting-ip"];
    for (let i = 0; i < RATE_LIMITS.orderLookupPerIp.limit + 2; i++)
      expect((await call("order/lookup", { orderNo: "x", email: "y" }, from(other))).status).toBe(422);
    expect(
      (await call("order/lookup", { orderNo: "26010100009999", email: "guess@example.com" }, from(other))).status,
    ).toBe(404);
  });
});
