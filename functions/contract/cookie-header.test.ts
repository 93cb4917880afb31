import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { carriesCookie, cookiePairs, readCookie } from "./cookie-header";
import { PERSONAL_COOKIES } from "./cookies";

describe("the strict cookie reading", () => {
  it("reads a cookie only under its exact name, as a browser sends it", () => {
    expect(readCookie("lng=ja; cart=abc123; sid=t%3D1", "cart")).toBe("abc123");
    expect(readCookie("lng=ja; cart=abc123; sid=t%3D1", "sid")).toBe("t=1");
    expect(readCookie("cart =abc123", "cart")).toBeNull();
    expect(readCookie(" cart=abc123", "cart")).toBe("abc123");
    expect(readCookie("Cart=abc123; CART=x", "cart")).toBeNull();
    expect(readCookie("xcart=1; cartx=2", "cart")).toBeNull();
    expect(readCookie('cart="abc"', "cart")).toBe("abc");
    expect(readCookie("cart=", "cart")).toBeNull();
    expect(readCookie("cart=%zz", "cart")).toBeNull();
  });

  it("reads the first of duplicated names, and that one decides whether the request is personal", () => {
    expect(readCookie("cart=first; cart=second", "cart")).toBe("first");
    expect(carriesCookie("cart=first; cart=second", PERSONAL_COOKIES)).toBe(true);
    expect(carriesCookie("cart=; cart=second", PERSONAL_COOKIES)).toBe(
      readCookie("cart=; cart=second", "cart") !== null,
    );
  });

  it("calls a request personal exactly when a personal cookie is read", () => {
    expect(carriesCookie("cart =42", PERSONAL_COOKIES)).toBe(false);
    expect(carriesCookie("cart=42", PERSONAL_COOKIES)).toBe(true);
    expect(carriesCookie("lng=ja; d1b=x", PERSONAL_COOKIES)).toBe(false);
    // The currency is part of the page cache's key, not a reason to skip it (ADR 270).
    expect(carriesCookie("currency=EUR", PERSONAL_COOKIES)).toBe(false);
    expect(carriesCookie("Sid=abc", PERSONAL_COOKIES)).toBe(false);
  });

  // Headers made of names (exact, spaced, cased, lookalike), separators and values.
  const name = fc.constantFrom(
    "sid",
    "cart",
    "currency",
    "lng",
    "Cart",
    "SID",
    "cart ",
    " cart",
    "\tcart",
    "car t",
    "",
  );
  const value = fc.constantFrom("abc", "", "%zz", '"q"', "a=b", " x ", "42");
  const separator = fc.constantFrom(";", "; ", ";  ", ";\t", " ;");
  const header = fc
    .array(fc.tuple(name, value, separator), { maxLength: 6 })
    .map((parts) => parts.map(([n, v, s]) => `${n}=${v}${s}`).join(""));

  it("never lets what is read and what is personal disagree", () => {
    fc.assert(
      fc.property(header, (text) => {
        const read = PERSONAL_COOKIES.some((cookie) => readCookie(text, cookie) !== null);
        expect(carriesCookie(text, PERSONAL_COOKIES)).toBe(read);
        for (const [key] of cookiePairs(text)) expect(key).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
      }),
      { numRuns: 2000 },
    );
  });
});
