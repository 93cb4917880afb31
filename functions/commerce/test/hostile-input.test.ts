/**
 * Property: whatever arrives as a call's body — random JSON, wrong types, hostile strings, not
 * JSON at all — the answer is an envelope with code 0, 40 or 41 (never 500), and nothing in the
 * database changes.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { calls } from "../calls";
import { call, route, seedDemoShop } from "./shop";

beforeAll(() => seedDemoShop(60));

const TABLES = [
  "products",
  "product_skus",
  "categories",
  "articles",
  "pages",
  "coupons",
  "promotions",
  "site_settings",
  "page_templates",
  "outbox",
  "carts",
  "cart_items",
  "checkouts",
  "orders",
  "order_items",
  "shipments",
];

async function snapshot(): Promise<string> {
  const sql = `SELECT ${TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(", ")}, (SELECT group_concat(claimed_count) FROM coupons)`;
  return JSON.stringify(await env.DB.prepare(sql).raw());
}

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    '"; DROP TABLE products; --',
    "NEAR(a b)",
    "*",
    "\u0000",
    "../../etc/passwd",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    "a".repeat(5000),
  ),
);
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.string(),
        fc.constantFrom(
          "slug",
          "q",
          "page",
          "pageSize",
          "sku",
          "category",
          "filters",
          "__proto__",
          "constructor",
          "quantity",
          "ids",
          "orderNo",
          "idempotencyKey",
        ),
      ),
      tie("value"),
      { maxKeys: 5 },
    ),
  ),
})).value;

const publicCalls = calls.filter((c) => !c.admin);

describe("hostile payloads", () => {
  it("never answer 500 and never change data", async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...publicCalls.map((c) => c.path)), hostileValue, async (path, body) => {
        const answer = await call(path, body);
        // 50: calls for signed-in customers, sent without a session.
        expect([0, 40, 41, 50]).toContain(answer.body.code);
        expect(answer.status).toBeLessThan(500);
        if (answer.body.code === 40) expect(answer.body.data.fields).toBeTypeOf("object");
      }),
      { numRuns: 300 },
    );
    expect(await snapshot()).toBe(before);
  });

  it("answer bodies that are not JSON objects with code 40", async () => {
    for (const body of ["{", "not json", "[1,2]", "null", "42", '"text"']) {
      const answer = await call("product/list", body);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe(40);
    }
  });

  it("say which fields are wrong, in the shopper's language", async () => {
    const en = await call("product/detail", {});
    expect(en.body.data.fields).toEqual({ slug: "slug is required" });
    const zh = await call("product/detail", { slug: 5 }, { "x-lang": "zh" });
    expect(zh.body.data.fields).toEqual({ slug: "slug格式不正确" });
    const hk = await call("product/list", { sort: "cheapest" }, { "x-lang": "zh-HK" });
    expect(hk.body.data.fields).toEqual({ sort: "請選擇sort" });
    expect(hk.body.msg).toBe("請檢查標示的欄位。");
  });

  it("never break a route request, whatever the path and query", async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        "zh",
        "zh-HK",
        "product",
        "category",
        "brand",
        "error",
        "404",
        "%",
        "%E4%B8",
        "..",
        "app",
        "user",
        "search",
        "coupon",
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom("page", "sort", "pageSize", "priceMin", "inStock", "q", "type"),
      fc.oneof(fc.string(), fc.integer().map(String)),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 4 }), query, async (segments, params) => {
        const path = "/" + segments.map((s) => encodeURIComponent(s).replace(/%25/g, "%")).join("/");
        let url: URL;
        try {
          url = new URL(path, "http://shop.test");
        } catch {
          return;
        }
        for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
        const answer = await route(url.pathname + url.search);
        expect([200, 404]).toContain(answer.status);
        expect([0, 41]).toContain(answer.body.code);
        expect(answer.body.data.pageHead).toContain("data-component");
      }),
      { numRuns: 200 },
    );
  });

  it("answer unknown calls with 404 and code 41", async () => {
    const answer = await call("no/such/call", {});
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(41);
  });
});
