/**
 * The pure half of a page's template (ADR 364): cut by the sentinels the HTMLRewriter pass puts
 * around each place, and filled per shopper. The pass itself runs in workerd
 * (tests/worker/stitch-template.test.ts compares its pages with the rewriter's byte for byte).
 */
import { describe, expect, it } from "vitest";
import { cutTemplate, stitchedBytes, type Slot } from "./stitch-template";
import type { ShopperParts } from "../contract/shopper-parts";

const TOKEN = "stitch-test";
const s = (index: number) => `<!--${TOKEN}:${index}-->`;
const texts = JSON.stringify({
  menu: "Account menu",
  signedInAs: "Signed in as {{name}}",
  account: "Account",
  signOut: "Sign out",
  center: "/user/center",
  signOutAction: "/auth/signout",
});
const places: Slot[] = [
  { kind: "account", texts: JSON.parse(texts) },
  { kind: "cart-tag", labels: { one: "Cart, {{count}} item", other: "Cart, {{count}} items" } },
  { kind: "cart-badge" },
  { kind: "visitor-only" },
  { kind: "favorite-tag", mark: "product:7" },
  { kind: "favorite-heart", mark: "product:7" },
  { kind: "favorite-label", mark: "product:7", label: "Saved &amp; kept" },
  { kind: "parts" },
];
const pieces = [
  "<html><body>",
  '<a href="/auth/signin">Sign in</a>',
  '<a aria-label="Cart, 0 items" href="/cart">',
  "0",
  "<p>Sign in to save</p>",
  '<button value="add" aria-pressed="false" class="btn btn-outline" data-favorite="product:7">',
  "♡",
  "Save",
  "null",
];
const page = `<html><body>${pieces.slice(1, 3).join("")}Cart <span class="badge">${pieces[3]}</span></a>${pieces[4]}${pieces[5]}<span aria-hidden="true">${pieces[6]}</span><span>${pieces[7]}</span></button><script id="shopper-parts">${pieces[8]}</script></body></html>`;
const marked = `<html><body>${s(0)}${pieces[1]}${s(0)}${s(1)}${pieces[2]}${s(1)}Cart <span class="badge">${s(2)}0${s(2)}</span></a>${s(3)}${pieces[4]}${s(3)}${s(4)}${pieces[5]}${s(4)}<span aria-hidden="true">${s(5)}♡${s(5)}</span><span>${s(6)}Save${s(6)}</span></button><script id="shopper-parts">${s(7)}null${s(7)}</script></body></html>`;
const bytes = new TextEncoder().encode(page);
const text = (template: NonNullable<ReturnType<typeof cutTemplate>>, parts: ShopperParts) =>
  new TextDecoder().decode(stitchedBytes(template, parts, new URL("https://shop.test/p?x=1")));
const visitor: ShopperParts = { account: null, cartCount: 1, favorites: { article: [], product: [], page: [] } };
const ada: ShopperParts = {
  account: { id: 1, name: "Ada" },
  cartCount: 2,
  favorites: { article: [], product: [7], page: [] },
};

describe("a page's template", () => {
  it("is cut into the page's own bytes, without copying them", () => {
    const template = cutTemplate(bytes, marked, TOKEN, places, "en")!;
    expect(template.slots.map((slot) => slot.text)).toEqual(pieces.slice(1));
    expect(template.fixed.every((part) => part.buffer === bytes.buffer)).toBe(true);
  });

  it("writes a visitor's count and nothing of an account", () => {
    const html = text(cutTemplate(bytes, marked, TOKEN, places, "en")!, visitor);
    expect(html).toBe(
      page
        .replace('aria-label="Cart, 0 items"', 'aria-label="Cart, 1 item"')
        .replace('badge">0<', 'badge">1<')
        .replace(">null<", `>${JSON.stringify(visitor)}<`),
    );
  });

  it("writes a customer's menu, drops what only visitors see, presses their hearts", () => {
    const html = text(cutTemplate(bytes, marked, TOKEN, places, "en")!, ada);
    expect(html).toContain('data-account-name="true">Ada</span>');
    expect(html).toContain('name="redirectTo" value="/p?x=1"');
    expect(html).not.toContain("Sign in");
    expect(html).not.toContain("Sign in to save");
    expect(html).toContain('aria-label="Cart, 2 items"');
    expect(html).toContain(
      '<button value="cancel" aria-pressed="true" class="btn btn-secondary" data-favorite="product:7"><span aria-hidden="true">♥</span><span>Saved &amp; kept</span>',
    );
  });

  it("is not made when the sentinels do not pair up in order, or the text is not the page's", () => {
    expect(cutTemplate(bytes, marked.replace(s(2), ""), TOKEN, places, "en")).toBeNull();
    const nested = marked.replace(`${s(0)}${pieces[1]}${s(0)}${s(1)}`, `${s(0)}${pieces[1]}${s(1)}${s(0)}`);
    expect(cutTemplate(bytes, nested, TOKEN, places, "en")).toBeNull();
    expect(cutTemplate(bytes, marked.replace("Cart <", "Kart <"), TOKEN, places, "en")).toBeNull();
    expect(cutTemplate(bytes, marked, TOKEN, places.slice(1), "en")).toBeNull();
  });
});
