/**
 * The isolate's memory of a visitor's parts (ADR 325): found only by the exact cart id the parts
 * call would send and never for a session, only for the parts version it was fetched for, for a
 * few seconds; a write forgets it and renews the browser's version.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  PARTS_LIFETIME_MS,
  afterWrite,
  forgetAllParts,
  partsVersion,
  recallParts,
  rememberParts,
  visitorKey,
} from "./parts-memory";

const VISITOR = { account: null, cartCount: 2, favorites: { article: [], product: [], page: [] } };
afterEach(forgetAllParts);

describe("visitorKey", () => {
  it("is the cart id by the strict rule; a session is never kept, a spelling the call does not read names no one", () => {
    expect(visitorKey("cart=c")).toBe("c");
    expect(visitorKey("lng=en; cart=c; currency=EUR")).toBe("c");
    expect(visitorKey("cart=c; cart=d")).toBe("c");
    expect(visitorKey("sid=a; cart=c")).toBeNull();
    expect(visitorKey("sid=a")).toBeNull();
    for (const hostile of ["Cart=c", "cart =c", "CART=c", "", "lng=en", "cart="])
      expect(visitorKey(hostile), hostile).toBeNull();
  });
});

describe("remembered parts", () => {
  const key = visitorKey("cart=c")!;
  it("are answered for the same shopper and version within their lifetime, and only then", () => {
    rememberParts(key, "v1", VISITOR, 1_000);
    expect(recallParts(key, "v1", 1_000 + PARTS_LIFETIME_MS - 1)).toEqual(VISITOR);
    expect(recallParts(visitorKey("cart=d")!, "v1", 1_001)).toBeNull();
    expect(recallParts(key, "v2", 1_001)).toBeNull();
    rememberParts(key, "v1", VISITOR, 1_000);
    expect(recallParts(key, "v1", 1_000 + PARTS_LIFETIME_MS)).toBeNull();
  });

  it("are forgotten by the shopper's write, which renews the browser's version; a read changes nothing", () => {
    rememberParts(key, "", VISITOR);
    const read = afterWrite(new Request("https://shop.test/p", { headers: { cookie: "cart=c" } }), new Response("x"));
    expect(read.headers.get("set-cookie")).toBeNull();
    expect(recallParts(key, "")).toEqual(VISITOR);
    const write = new Request("https://shop.test/api/web/cart/add", { method: "POST", headers: { cookie: "cart=c" } });
    const answer = afterWrite(write, new Response("{}", { headers: { "set-cookie": "d1b=x; Path=/" } }));
    expect(recallParts(key, "")).toBeNull();
    const cookies = answer.headers.getSetCookie();
    expect(cookies[0]).toBe("d1b=x; Path=/");
    expect(cookies[1]).toMatch(/^pv=[0-9a-f-]{36}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(partsVersion(cookies[1].split(";")[0])).not.toBe("");
  });

  it("a visitor's write (no personal cookie) sets no version", () => {
    const write = new Request("https://shop.test/api/web/x", { method: "POST", headers: { cookie: "lng=en" } });
    expect(afterWrite(write, new Response("{}")).headers.get("set-cookie")).toBeNull();
  });
});
