import { describe, expect, it } from "vitest";
import { parsePageHtml } from "./page-html.server";

describe("parsePageHtml", () => {
  it("keeps allowed tags and attributes and turns class into the tree", () => {
    expect(parsePageHtml('<section class="a"><h1 id="t">Hi &amp; bye</h1></section>')).toEqual([
      { tag: "section", attrs: { class: "a" }, children: [{ tag: "h1", attrs: { id: "t" }, children: ["Hi & bye"] }] },
    ]);
  });

  it("drops scripts, styles, event handlers and javascript: URLs", () => {
    const tree = parsePageHtml(
      '<div onclick="x()"><script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">x</a><img src="x" onerror="y()"></div>',
    );
    expect(JSON.stringify(tree)).not.toMatch(/alert|onclick|onerror|javascript|style/);
    expect(tree).toEqual([{ tag: "div", children: [{ tag: "a", children: ["x"] }, { tag: "img", attrs: { src: "x" } }] }]);
  });

  it("unwraps unknown tags but keeps their text", () => {
    expect(parsePageHtml("<marquee>hello <b>you</b></marquee>")).toEqual(["hello ", { tag: "b", children: ["you"] }]);
  });

  it("turns data-component elements into component nodes with parsed props", () => {
    const html = '<div data-component="ProductGrid" data-props="{&quot;title&quot;:&quot;New &lt;in&gt;&quot;}"><p>placeholder</p></div>';
    expect(parsePageHtml(html)).toEqual([{ component: "ProductGrid", props: { title: "New <in>" } }]);
  });

  it("gives empty props for malformed JSON instead of failing", () => {
    expect(parsePageHtml('<div data-component="HeroBanner" data-props="{oops"></div>')).toEqual([
      { component: "HeroBanner", props: {} },
    ]);
  });

  it("adds rel=noopener to links that open a new tab", () => {
    expect(parsePageHtml('<a href="https://x.test" target="_blank">x</a>')).toEqual([
      { tag: "a", attrs: { href: "https://x.test", target: "_blank", rel: "noopener noreferrer" }, children: ["x"] },
    ]);
  });

  it("keeps the data-keep-scroll marker on links", () => {
    expect(parsePageHtml('<a href="/x" data-keep-scroll="">x</a>')).toEqual([
      { tag: "a", attrs: { href: "/x", "data-keep-scroll": "" }, children: ["x"] },
    ]);
  });

  it("drops whitespace where the DOM forbids text (tables)", () => {
    expect(parsePageHtml("<table>\n <tbody>\n <tr><td>1</td></tr></tbody></table>")).toEqual([
      { tag: "table", children: [{ tag: "tbody", children: [{ tag: "tr", children: [{ tag: "td", children: ["1"] }] }] }] },
    ]);
  });

  it("survives empty and unbalanced input", () => {
    expect(parsePageHtml("")).toEqual([]);
    expect(parsePageHtml(null)).toEqual([]);
    expect(parsePageHtml("<p>a<div>b</p>")).toBeInstanceOf(Array);
  });
});
