import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../functions/contract/languages";
import { alternatesFrom, pageAlternates, withCompactAlternates } from "./hreflang";

// What the backend writes for a page (functions/commerce/pages/meta.ts), spelled out here.
const backendList = (origin: string, path: string) => [
  ...LANGUAGES.map((code) => ({
    hreflang: code,
    href: origin + (code === "en" ? "" : `/${code}`) + (path || (code === "en" ? "/" : "")),
  })),
  { hreflang: "x-default", href: origin + (path || "/") },
];

describe("hreflang alternates sent as one URL", () => {
  it("sends the x-default URL alone and rebuilds the same list, for a page and for home", () => {
    for (const [origin, path] of [
      ["https://shop.example", "/product/slim-cardigan-1"],
      ["http://127.0.0.1:8787", ""],
    ]) {
      const meta = { title: "T", alternates: backendList(origin, path) };
      const compact = withCompactAlternates(meta);
      expect(compact.alternates).toBeUndefined();
      expect(compact.alternatesOf).toBe(origin + (path || "/"));
      expect(compact.title).toBe("T");
      expect(pageAlternates(compact)).toEqual(meta.alternates);
      expect(alternatesFrom(origin + (path || "/"))).toHaveLength(LANGUAGES.length + 1);
    }
  });

  it("keeps any other list as it came", () => {
    const partial = backendList("https://shop.example", "/page/about").slice(1);
    expect(withCompactAlternates({ alternates: partial })).toEqual({ alternates: partial });
    const otherHost = backendList("https://shop.example", "/a");
    otherHost[3] = { ...otherHost[3], href: "https://elsewhere.example/zh-HK/a" };
    expect(withCompactAlternates({ alternates: otherHost }).alternates).toEqual(otherHost);
    expect(pageAlternates({})).toEqual([]);
  });
});
