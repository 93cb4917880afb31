/**
 * The pure parts of stitching (ADR 270): the cart link's name chosen as the storefront's
 * translator chooses, the account menu with a hostile name escaped, and a parts answer read
 * strictly (a visitor never gets favourites, a malformed answer gets no parts at all).
 */
import { describe, expect, it } from "vitest";
import { accountMenuHtml, cartLabel } from "./stitch-page";
import { partsOf } from "./shopper-parts";
import { isPersonalPage, rememberPersonalPage } from "./personal-pages";

const TEXTS = {
  menu: "Account menu",
  signedInAs: "Signed in as {{name}}",
  account: "Account",
  signOut: "Sign out",
  center: "/user/center",
  signOutAction: "/auth/signout",
};

describe("cartLabel", () => {
  const labels = { zero: "Cart, {{count}} items", one: "Cart, {{count}} item", other: "Cart, {{count}} items" };
  it("picks the plural form of the language, and the zero form for 0", () => {
    expect(cartLabel(labels, "en", 1)).toBe("Cart, 1 item");
    expect(cartLabel(labels, "en", 7)).toBe("Cart, 7 items");
    expect(cartLabel({ ...labels, zero: "Cart, empty" }, "en", 0)).toBe("Cart, empty");
    expect(cartLabel({ other: "カート、{{count}}点" }, "ja", 1)).toBe("カート、1点");
  });
});

describe("accountMenuHtml", () => {
  it("escapes the name and the texts, and falls back to the account word for an empty name", () => {
    const html = accountMenuHtml(TEXTS, '<img src=x onerror="alert(1)">&', "/?q=<x>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;");
    expect(html).toContain('value="/?q=&lt;x&gt;"');
    expect(accountMenuHtml(TEXTS, "", "/")).toContain('data-account-name="true">Account<');
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
