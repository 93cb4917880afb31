import { describe, expect, it } from "vitest";
import {
  DEFAULT_URL_RULES,
  categoryPath,
  detailPath,
  splitLanguage,
  userPath,
  variantPath,
  withLanguage,
} from "./url-rules";

describe("url rules", () => {
  it("splits a language prefix only when the first segment is one of the 15 codes", () => {
    expect(splitLanguage("/zh-HK/product/a")).toEqual({ prefix: "zh-HK", path: "/product/a" });
    expect(splitLanguage("/zh")).toEqual({ prefix: "zh", path: "/" });
    expect(splitLanguage("/about")).toEqual({ prefix: null, path: "/about" });
    expect(splitLanguage("/ZH/x")).toEqual({ prefix: null, path: "/ZH/x" });
  });

  it("builds links that keep the prefix", () => {
    expect(withLanguage("/", "de")).toBe("/de");
    expect(withLanguage("/cart", null)).toBe("/cart");
    expect(detailPath(DEFAULT_URL_RULES, "product", "red shoe", "fr")).toBe("/fr/product/red%20shoe");
    expect(detailPath({ ...DEFAULT_URL_RULES, product: "/p/:slug" }, "product", "x", null)).toBe("/p/x");
    expect(userPath({ ...DEFAULT_URL_RULES, user: "/account/" }, "order/9", "ja")).toBe("/ja/account/order/9");
    expect(categoryPath(DEFAULT_URL_RULES, { brand: "/brand/:slug" }, "acme", "brand", null)).toBe("/brand/acme");
    expect(categoryPath(DEFAULT_URL_RULES, { brand: "/brand/:slug" }, "tops", undefined, null)).toBe("/category/tops");
  });

  it("gives every variant its own URL under every product rule: the product's URL and the SKU", () => {
    expect(variantPath(DEFAULT_URL_RULES, "shoe", "NW-1-RED-S", null)).toBe("/product/shoe/NW-1-RED-S");
    expect(variantPath({ ...DEFAULT_URL_RULES, product: "/p/:slug" }, "shoe", "A/B", "ja")).toBe("/ja/p/shoe/A%2FB");
    expect(variantPath({ ...DEFAULT_URL_RULES, product: "/goods/:slug.html" }, "shoe", "S1", null)).toBe(
      "/goods/shoe.html/S1",
    );
  });
});
