import { describe, expect, it, vi } from "vitest";
import { parsePageHtml } from "./page-html.server";
import { pageHtmlTree, pageTheme } from "./page-parts.server";
import { resolveTheme, themeToCss } from "../theme/theme";

describe("page parts made once per isolate", () => {
  const html =
    '<header><a href="/cart" id="c" onclick="x()">Cart</a><div data-component="mainMenu" data-props=\'{"items":[]}\'>x</div><script>bad()</script></header>';

  it("gives the tree parsePageHtml gives, the same object for the same HTML", () => {
    expect(pageHtmlTree(html)).toEqual(parsePageHtml(html));
    expect(pageHtmlTree(html)).toBe(pageHtmlTree(`${html}`));
    expect(pageHtmlTree(null)).toEqual([]);
    expect(pageHtmlTree("")).toEqual([]);
  });

  it("gives the theme and CSS resolveTheme and themeToCss give, for each distinct theme", () => {
    const dark = { backgroundColor: "#111111", textColor: "#eeeeee", product: { showCart: false } };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const input of [dark, null, undefined, { primaryColor: "#ff0000" }]) {
      const expected = resolveTheme(input as never);
      expect(pageTheme(input as never)).toEqual({ theme: expected, themeCss: themeToCss(expected) });
    }
    expect(pageTheme(dark as never)).toBe(pageTheme(JSON.parse(JSON.stringify(dark))));
    expect(pageTheme(dark as never).themeCss).not.toBe(pageTheme(null).themeCss);
    warn.mockRestore();
  });
});
