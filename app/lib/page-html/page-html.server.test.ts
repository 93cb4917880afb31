import { describe, expect, it } from "vitest";
import { parsePageHtml } from "./page-html.server";

describe("parsePageHtml", () => {
  it("keeps allowed tags and attributes and turns class into the tree", () => {
    expect(parsePageHtml('<section class="a"><h1 title="t">Hi &amp; bye</h1></section>')).toEqual([
      {
        tag: "section",
        attrs: { class: "a" },
        children: [{ tag: "h1", attrs: { title: "t" }, children: ["Hi & bye"] }],
      },
    ]);
  });

  it("drops scripts, styles, event handlers and javascript: URLs", () => {
    const tree = parsePageHtml(
      '<div onclick="x()"><script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">x</a><img src="x" onerror="y()"></div>',
    );
    expect(JSON.stringify(tree)).not.toMatch(/alert|onclick|onerror|javascript|style/);
    expect(tree).toEqual([
      {
        tag: "div",
        children: [
          { tag: "a", children: ["x"] },
          { tag: "img", attrs: { src: "x" } },
        ],
      },
    ]);
  });

  it("unwraps unknown tags but keeps their text", () => {
    expect(parsePageHtml("<marquee>hello <b>you</b></marquee>")).toEqual(["hello ", { tag: "b", children: ["you"] }]);
  });

  it("turns data-component elements into component nodes with parsed props", () => {
    const html =
      '<div data-component="ProductGrid" data-props="{&quot;title&quot;:&quot;New &lt;in&gt;&quot;}"><p>placeholder</p></div>';
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
      {
        tag: "table",
        children: [{ tag: "tbody", children: [{ tag: "tr", children: [{ tag: "td", children: ["1"] }] }] }],
      },
    ]);
  });

  it("survives empty and unbalanced input", () => {
    expect(parsePageHtml("")).toEqual([]);
    expect(parsePageHtml(null)).toEqual([]);
    expect(parsePageHtml("<p>a<div>b</p>")).toBeInstanceOf(Array);
  });

  // Written as they would appear in HTML source: the parser decodes entities once first.
  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "&#47;&#47;evil.example",
    "&#x2f;&#x2F;evil.example",
    "&amp;#47;&amp;#47;evil.example",
    " &#10;//evil.example",
    "%2F%2Fevil.example",
    "javascript:alert(1)",
    " javascript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "jav&amp;#x09;ascript:alert(1)",
    "java&#0;script:alert(1)",
    "&#106;avascript:alert(1)",
    "javascript&colon;alert(1)",
    "vbscript:x",
    "data:text/html,x",
    "data:image/svg+xml,x",
  ])("drops the hostile URL %j from href, src and srcset", (url) => {
    const tree = parsePageHtml(
      `<a href="${url}">a</a><img src="${url}"><img srcset="${url} 1x"><picture><source srcset="/ok.png 1x, ${url} 2x"></picture>`,
    );
    expect(tree).toEqual([
      { tag: "a", children: ["a"] },
      { tag: "img" },
      { tag: "img" },
      { tag: "picture", children: [{ tag: "source", attrs: { srcset: "/ok.png 1x" } }] },
    ]);
  });

  it("keeps ordinary URLs and srcset candidates", () => {
    expect(
      parsePageHtml('<a href="/p?a=1&amp;b=2">x</a><img src="https://cdn.test/a.png" srcset="/a.png 1x, /b.png 2x">'),
    ).toEqual([
      { tag: "a", attrs: { href: "/p?a=1&b=2" }, children: ["x"] },
      { tag: "img", attrs: { src: "https://cdn.test/a.png", srcset: "/a.png 1x, /b.png 2x" } },
    ]);
  });

  it("prefixes ids, id references and same-page links so the page's own ids cannot be clobbered; drops name", () => {
    const tree = parsePageHtml(
      '<div id="main" aria-labelledby="i18n-messages t2"><a href="#main" name="x">top</a><a name="i18n-messages">n</a></div>',
    );
    expect(tree).toEqual([
      {
        tag: "div",
        attrs: { id: "user-content-main", "aria-labelledby": "user-content-i18n-messages user-content-t2" },
        children: [
          { tag: "a", attrs: { href: "#user-content-main" }, children: ["top"] },
          { tag: "a", children: ["n"] },
        ],
      },
    ]);
    expect(parsePageHtml('<p id="user-content-a">x</p>')).toEqual([
      { tag: "p", attrs: { id: "user-content-a" }, children: ["x"] },
    ]);
  });

  it('merges a customer\'s rel="ugc nofollow" with noopener noreferrer for a new tab and drops unknown rel words', () => {
    expect(
      parsePageHtml(
        '<a rel="ugc nofollow" href="https://x.test" target="_blank">x</a><a rel="opener ugc" href="/y">y</a>',
      ),
    ).toEqual([
      {
        tag: "a",
        attrs: { href: "https://x.test", target: "_blank", rel: "ugc nofollow noopener noreferrer" },
        children: ["x"],
      },
      { tag: "a", attrs: { href: "/y", rel: "ugc" }, children: ["y"] },
    ]);
  });
});
