/**
 * The hostile URL forms of issue 15 against the storefront's check. The backend's check
 * (functions/commerce/content/safe-url.test.ts) runs the same table.
 */
import { describe, expect, it } from "vitest";
import { isSafeUrl, safeSrcset } from "./safe-url";

const HOSTILE = [
  "//evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/%5Cevil.example",
  "%2F%2Fevil.example",
  "&#47;&#47;evil.example",
  "&#x2F;&#x2f;evil.example",
  "&#0000047;&#47evil.example",
  "&sol;&sol;evil.example",
  "/&bsol;evil.example",
  "&amp;#47;&amp;#47;evil.example",
  " //evil.example",
  "\n//evil.example",
  "/\t/evil.example",
  "\u0000//evil.example",
  "\u00a0//evil.example",
  "\ufeff//evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "  javascript:alert(1)",
  "\njavascript:alert(1)",
  "jav\tascript:alert(1)",
  "jav&#x09;ascript:alert(1)",
  "jav&#9;ascript:alert(1)",
  "java\u0000script:alert(1)",
  "java&#0;script:alert(1)",
  "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
  "javascript&colon;alert(1)",
  "javascript&#58alert(1)",
  "javascript%3Aalert(1)",
  "%6Aavascript:alert(1)",
  "java\u200bscript:alert(1)",
  "vbscript:msgbox(1)",
  "VBScript&#x3a;msgbox(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  " data:text/html,<script>alert(1)</script>",
  "da&#x74;a:text/html,x",
  "data:image/svg+xml;base64,PHN2Zz4=",
  "file:///etc/passwd",
  "blob:https://evil.example/x",
];

const SAFE_LINKS = [
  "https://example.com/a?b=1&c=2",
  "http://example.com",
  "/products/shoe",
  "/search?q=a%2Fb",
  "products/shoe",
  "../up",
  "./here",
  "#reviews",
  "?page=2",
  "mailto:shop@example.com",
  "tel:+49301234",
  "",
];

describe("isSafeUrl", () => {
  it.each(HOSTILE)("refuses %j as a link and as a picture", (url) => {
    expect(isSafeUrl(url, "link")).toBe(false);
    expect(isSafeUrl(url, "image", { allowDataImage: true })).toBe(false);
  });

  it.each(SAFE_LINKS)("keeps the link %j", (url) => {
    expect(isSafeUrl(url, "link")).toBe(true);
  });

  it("takes raster data pictures only where allowed, and never mailto/tel as pictures", () => {
    expect(isSafeUrl("data:image/png;base64,iVBOR", "image", { allowDataImage: true })).toBe(true);
    expect(isSafeUrl("data:image/png;base64,iVBOR", "image")).toBe(false);
    expect(isSafeUrl("data:image/png;base64,iVBOR", "link")).toBe(false);
    expect(isSafeUrl("mailto:a@b.c", "image")).toBe(false);
    expect(isSafeUrl("/api/web/media/uploads/images/1/a.png", "image")).toBe(true);
  });
});

describe("safeSrcset", () => {
  it("keeps good candidates with their descriptors", () => {
    expect(safeSrcset("/a.png 1x, https://cdn.example/b.png 2x,/c.png 640w")).toBe(
      "/a.png 1x, https://cdn.example/b.png 2x, /c.png 640w",
    );
    expect(safeSrcset("data:image/png;base64,AAA,BBB 1x", { allowDataImage: true })).toBe(
      "data:image/png;base64,AAA,BBB 1x",
    );
  });

  it.each(HOSTILE.filter((url) => !/\s/.test(url)))("drops the candidate %j and keeps the rest", (url) => {
    expect(safeSrcset(`/ok.png 1x, ${url} 2x`, { allowDataImage: true })).toBe("/ok.png 1x");
    expect(safeSrcset(`${url} 2x`, { allowDataImage: true })).toBeUndefined();
  });

  it("drops candidates with odd descriptors and the whole attribute when nothing is left", () => {
    expect(safeSrcset("/a.png 1x onerror=alert(1)")).toBeUndefined();
    expect(safeSrcset("/a.png 2q, /b.png")).toBe("/b.png");
    expect(safeSrcset(" , ,")).toBeUndefined();
  });
});
