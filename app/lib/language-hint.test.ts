import { describe, expect, it } from "vitest";
import { suggestedLanguage } from "./language-hint";

describe("suggestedLanguage", () => {
  it("suggests the browser's first language the site has, unless the page is already in it", () => {
    expect(suggestedLanguage(["zh-CN", "en"], "en")).toBe("zh");
    expect(suggestedLanguage(["zh-CN", "en"], "zh")).toBeNull();
    expect(suggestedLanguage(["de-DE", "de", "en"], "en")).toBe("de");
    expect(suggestedLanguage(["en-GB"], "zh")).toBe("en");
  });

  it("matches Chinese by region and script", () => {
    expect(suggestedLanguage(["zh-HK"], "en")).toBe("zh-HK");
    expect(suggestedLanguage(["zh-Hant-HK"], "en")).toBe("zh-HK");
    expect(suggestedLanguage(["zh-TW"], "en")).toBe("zh-TW");
    expect(suggestedLanguage(["zh-Hans"], "en")).toBe("zh");
    expect(suggestedLanguage(["zh-MO"], "en", ["en", "zh", "zh-TW"])).toBe("zh-TW");
    expect(suggestedLanguage(["tl-PH"], "en")).toBe("fil");
  });

  it("skips languages the site has no prefix for", () => {
    expect(suggestedLanguage(["sw", "nl", "fr-CA"], "en")).toBe("fr");
    expect(suggestedLanguage(["sw", "nl"], "en")).toBeNull();
    expect(suggestedLanguage([], "en")).toBeNull();
  });
});
