import { describe, expect, it } from "vitest";
import { layerTexts, messagesFor } from "./i18n.server";

describe("languages", () => {
  it("serves each language its own texts", () => {
    expect(messagesFor("zh").site.cart).toBe("购物车");
    expect(messagesFor("zh-TW").site.cart).toBe("購物車");
    expect(messagesFor("de").site.cart).toBe("Warenkorb");
    expect(messagesFor("ja").cart.itemCount_other).toBe("{{count}} 点");
  });

  it("leaves the backend's words (locales/*/backend.json) out of the storefront's texts", () => {
    expect(Object.keys(messagesFor("en"))).not.toContain("backend");
    expect(Object.keys(messagesFor("en"))).toContain("site");
  });

  it("falls back key by key: zh-TW to zh-HK, then every language to English", () => {
    const texts = {
      en: { shop: { a: "A", b: "B", c: "C" }, fresh: { d: "D" } },
      "zh-HK": { shop: { a: "甲", b: "乙" } },
      "zh-TW": { shop: { a: "甲（台）", b: "" } },
      de: { shop: { a: "Ä" } },
    };
    expect(layerTexts(texts, "zh-TW")).toEqual({ shop: { a: "甲（台）", b: "乙", c: "C" }, fresh: { d: "D" } });
    expect(layerTexts(texts, "de")).toEqual({ shop: { a: "Ä", b: "B", c: "C" }, fresh: { d: "D" } });
    expect(layerTexts(texts, "fr")).toEqual(texts.en);
  });
});
