/**
 * The pure parts of stitching (ADR 270): the cart link's name chosen as the storefront's
 * translator chooses, and a parts answer read
 * strictly (a visitor never gets favourites, a malformed answer gets no parts at all).
 */
import { describe, expect, it } from "vitest";
import { cartLabel } from "./stitch-page";
import { partsOf } from "./shopper-parts";
import { isPersonalPage, rememberPersonalPage } from "./personal-pages";

describe("cartLabel", () => {
  const labels = { zero: "Cart, {{count}} items", one: "Cart, {{count}} item", other: "Cart, {{count}} items" };
  it("picks the plural form of the language, and the zero form for 0", () => {
    expect(cartLabel(labels, "en", 1)).toBe("Cart, 1 item");
    expect(cartLabel(labels, "en", 7)).toBe("Cart, 7 items");
    expect(cartLabel({ ...labels, zero: "Cart, empty" }, "en", 0)).toBe("Cart, empty");
    expect(cartLabel({ other: "カート、{{count}}点" }, "ja", 1)).toBe("カート、1点");
  });
});

describe("partsOf", () => {
  const user = { id: 4, email: "a@example.com", mobile: null, countryCode: null, fullName: "Ada L", nickname: "" };
  const favorites = { article: [], product: [3, "x"], page: [] };
  it("reads a customer's parts, and never a visitor's favourites", () => {
    expect(partsOf({ code: 0, data: { user, cartCount: 2, favorites } })).toEqual({
      account: { id: 4, name: "Ada L" },
      cartCount: 2,
      favorites: { article: [], product: [3], page: [] },
    });
    expect(partsOf({ code: 0, data: { user: null, cartCount: 1, favorites } })?.favorites.product).toEqual([]);
  });
  it("gives no parts for a refusal or a malformed count", () => {
    expect(partsOf({ code: 50, data: null })).toBeNull();
    expect(partsOf({ code: 0, data: { user, cartCount: -1, favorites } })).toBeNull();
    expect(partsOf({ code: 0, data: { user, cartCount: "2", favorites } })).toBeNull();
  });
});

describe("personal pages", () => {
  it("are remembered for a minute", () => {
    rememberPersonalPage("https://shop.test/cart", 1_000);
    expect(isPersonalPage("https://shop.test/cart", 30_000)).toBe(true);
    expect(isPersonalPage("https://shop.test/cart", 61_001)).toBe(false);
    expect(isPersonalPage("https://shop.test/", 30_000)).toBe(false);
  });
});
