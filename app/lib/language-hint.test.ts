import { describe, expect, it } from "vitest";
import { hintToShow, suggestedLanguage } from "./language-hint";

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

describe("hintToShow", () => {
  it("offers the browser's language while no language was picked", () => {
    expect(hintToShow(["en-US", "en"], "de", "")).toBe("en");
    expect(hintToShow(["en-US"], "de", "sid=abc; currency=EUR")).toBe("en");
  });

  it("never shows once the shopper picked a language (the picker's lng cookie), whatever the page", () => {
    expect(hintToShow(["en-US", "en"], "de", "currency=EUR; lng=de")).toBeNull();
    expect(hintToShow(["en-US", "en"], "fr", "lng=de")).toBeNull();
  });

  it("stays dismissed for the language it offered, by cookie", () => {
    expect(hintToShow(["en-US"], "de", "lngHintOff=en")).toBeNull();
    expect(hintToShow(["zh-CN"], "de", "lngHintOff=en")).toBe("zh");
  });
});
