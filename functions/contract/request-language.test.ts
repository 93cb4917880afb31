import { describe, expect, it } from "vitest";
import { languageFromPath, resolveLanguage } from "./request-language";

describe("a page request's language", () => {
  it("reads the prefix, then the cookie, then Accept-Language, then en", async () => {
    const at = (path: string, headers: Record<string, string> = {}) =>
      resolveLanguage(new Request(`https://shop.test${path}`, { headers }));
    expect(await at("/zh-HK/cart", { cookie: "lng=de" })).toBe("zh-HK");
    expect(await at("/cart", { cookie: "lng=de" })).toBe("de");
    expect(await at("/cart", { cookie: "lng=xx", "accept-language": "fr" })).toBe("fr");
    expect(await at("/cart", { "accept-language": "ja-JP,ja;q=0.9" })).toBe("ja");
    expect(await at("/cart")).toBe("en");
    expect(await at("/about")).toBe("en");
  });

  it("treats a non-language first segment as a slug", () => {
    expect(languageFromPath("/fr/x")).toBe("fr");
    expect(languageFromPath("/french/x")).toBeNull();
  });
});
