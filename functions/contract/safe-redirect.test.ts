import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, safeRedirectPath } from "./safe-redirect";
import { HOSTILE_URLS } from "./test/hostile-urls";

const SHOP = "https://shop.example";

/** What a browser does with a `Location`: resolve it against the page it came from. */
function landsOnShop(location: string, from = `${SHOP}/de/auth/signin?x=1`): boolean {
  const url = new URL(location, from);
  return url.origin === SHOP && !url.pathname.startsWith("//");
}

function expectSameSite(result: string) {
  expect(result.startsWith("/")).toBe(true);
  expect(result.startsWith("//")).toBe(false);
  expect(result.startsWith("/\\")).toBe(false);
  expect(landsOnShop(result)).toBe(true);
  expect(landsOnShop(result, `${SHOP}/a/b/c/`)).toBe(true);
  // eslint-disable-next-line no-control-regex -- the point: no control character may survive
  expect(/[\u0000-\u0020\u007f-\u009f\\]/.test(result)).toBe(false);
  // A fixed point: checking the answer again changes nothing.
  expect(safeRedirectPath(result, "/fallback")).toBe(result);
}

describe("safeRedirectPath", () => {
  it("turns the reported open redirects into the fallback", () => {
    for (const target of [
      "/.//evil.com",
      "/a/..//evil.com/x",
      "/./\\evil.com",
      "/%2e%2e//evil.com",
      "/%2E/%2E%2E//evil.com",
      "/a/%2e%2e/%2fevil.com",
      "//evil.com",
      "/\\evil.com",
      "/\t/evil.com",
      "/%09/evil.com",
      "/%5cevil.com",
      "/%2f%2fevil.com",
      "/%252f%252fevil.com",
      "https://evil.com",
      "javascript:alert(1)",
      " /evil",
      "",
    ])
      expect(safeRedirectPath(target, "/user/center"), target).toBe("/user/center");
  });

  it("refuses every hostile URL of the sanitisers' table", () => {
    for (const target of HOSTILE_URLS) expectSameSite(safeRedirectPath(target, "/home"));
  });

  it("keeps a path of the shop as it is, query and fragment included", () => {
    for (const target of ["/", "/user/order?status=unpaid", "/ja/product/red-shoe#reviews", "/search?q=a%2F%2Fb"])
      expect(safeRedirectPath(target, "/x")).toBe(target);
    // Dot segments that stay on the site are resolved as the browser would.
    expect(safeRedirectPath("/a/../cart", "/x")).toBe("/cart");
  });

  it("never answers an unsafe fallback", () => {
    expect(safeRedirectPath("//evil.com", "//evil.com")).toBe("/");
    expect(safeRedirectPath(null, "/.//evil.com")).toBe("/");
    expect(isSafeRedirectPath("/.//evil.com")).toBe(false);
  });

  // Pieces an attacker combines: dot segments, slashes and backslashes raw and encoded (once
  // or twice), controls, tabs and newlines, schemes and hosts.
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    ".",
    "..",
    "./",
    "../",
    "%2e",
    "%2E%2e",
    "%2f",
    "%2F",
    "%5c",
    "%5C",
    "%252f",
    "%255c",
    "%09",
    "%0a",
    "%00",
    "\t",
    "\n",
    "\r",
    "\u0000",
    "\u007f",
    "\u00a0",
    "\u200b",
    "\ufeff",
    " ",
    "@",
    ":",
    "?",
    "#",
    "evil.com",
    "https:",
    "javascript:",
    "a",
    "user",
    "&#47;",
  );
  const hostile = fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => parts.join(""));

  it("answers a same-site path for any mix of those pieces", () => {
    fc.assert(
      fc.property(hostile, (target) => {
        expectSameSite(safeRedirectPath(target, "/fallback"));
        expectSameSite(safeRedirectPath(`/${target}`, "/fallback"));
      }),
      { numRuns: 2000 },
    );
  });

  it("answers a same-site path for any string at all", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (target) => {
        expectSameSite(safeRedirectPath(target, "/fallback"));
        expectSameSite(safeRedirectPath(`/${target}`, "/fallback"));
      }),
      { numRuns: 1000 },
    );
  });
});
