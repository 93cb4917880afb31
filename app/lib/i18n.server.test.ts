import { describe, expect, it } from "vitest";
import { layerTexts, messagesFor, textsOf } from "./i18n.server";

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

describe("textsOf", () => {
  it("brings whole namespaces and single keys with their plural forms, nothing else", () => {
    const texts = textsOf("ja", ["site", "auth.signedInAs", "cart.itemCount"]);
    expect(Object.keys(texts).sort()).toEqual(["auth", "cart", "site"]);
    expect(texts.site).toEqual(messagesFor("ja").site);
    expect(Object.keys(texts.auth)).toEqual(["signedInAs"]);
    expect(Object.keys(texts.cart).sort()).toEqual(["itemCount_one", "itemCount_other"]);
    expect(texts.cart.itemCount_other).toBe("{{count}} 点");
  });
});
