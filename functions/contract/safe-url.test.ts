/** The hostile URL forms against the one URL check; the sanitisers' own tests run the same table. */
import { describe, expect, it } from "vitest";
import { HOSTILE_URLS } from "./test/hostile-urls";
import { isSafeUrl, safeSrcset } from "./safe-url";

const HOSTILE = [...HOSTILE_URLS, " data:text/html,<script>alert(1)</script>"];

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
