/** The hostile URL forms through both of the backend's sanitisers and the check itself. */
import { describe, expect, it } from "vitest";
import { HOSTILE_URLS } from "../../contract/test/hostile-urls";
import { isSafeUrl, safeSrcset } from "../../contract/safe-url";
import { sanitizeHtml } from "./sanitize";
import { sanitizeUserHtml } from "./user-html";

/** Every URL-valued attribute of the output, entities decoded as a browser would. */
function urls(html: string): string[] {
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  return [...html.matchAll(/\s(?:href|src|srcset)="([^"]*)"/g)].map((match) => decode(match[1]));
}

describe("the backend's URL check", () => {
  it.each(HOSTILE_URLS)("refuses %j", (url) => {
    expect(isSafeUrl(url, "link")).toBe(false);
    expect(isSafeUrl(url, "image", { allowDataImage: true })).toBe(false);
    expect(safeSrcset(`/ok.png 1x, ${url.trim()} 2x`, { allowDataImage: true })).not.toContain("evil");
  });

  it.each([
    "https://example.com/a?b=1&amp;c=2",
    "/products/shoe",
    "../up",
    "#top",
    "?page=2",
    "mailto:a@b.c",
    "tel:+4930",
  ])("keeps the link %j", (url) => {
    expect(isSafeUrl(url, "link")).toBe(true);
  });
});

describe.each([
  ["the shop's sanitiser (imports)", sanitizeHtml],
  ["the customers' sanitiser (articles)", sanitizeUserHtml],
])("%s", (_name, sanitize) => {
  it.each(HOSTILE_URLS)("empties href, src and srcset set to %j", (url) => {
    const html = sanitize(
      `<a href="${url}">a</a><img src="${url}" srcset="${url} 1x"><img srcset="/ok.png 1x, ${url} 2x">`,
    );
    for (const value of urls(html)) expect(value === "" || value === "/ok.png 1x").toBe(true);
    expect(html).not.toMatch(/evil|script:|data:/i);
  });

  it("drops id and name so stored HTML cannot clobber the page's own ids", () => {
    const html = sanitize(
      '<p id="main">x</p><a name="i18n-messages" id="y" href="/a">a</a><img name="z" src="/i.png">',
    );
    expect(html).not.toMatch(/\s(?:id|name)=/);
    expect(html).toContain('href="/a"');
    expect(html).toContain('src="/i.png"');
  });
});

describe("srcset", () => {
  it("the shop's HTML keeps the good candidates, entities decoded before splitting", () => {
    expect(sanitizeHtml('<img srcset="/a.png 1x, //evil.example/b.png 2x, /c.png 640w">')).toBe(
      '<img srcset="/a.png 1x, /c.png 640w">',
    );
    // An encoded comma and space split candidates in the browser too.
    expect(sanitizeHtml('<img srcset="/a.png&#32;1x&#44;&#32;//evil.example/b.png 2x">')).toBe(
      '<img srcset="/a.png 1x">',
    );
    expect(sanitizeHtml('<img srcset="//evil.example/b.png 2x">')).toBe("<img srcset>");
  });

  it("customers' HTML has no srcset at all", () => {
    expect(sanitizeUserHtml('<img src="/a.png" srcset="/b.png 2x">')).toBe('<img src="/a.png">');
  });
});

describe("customers' links", () => {
  it('carry rel="ugc nofollow" whatever rel or target the customer wrote', () => {
    expect(sanitizeUserHtml('<p><a href="https://x.test" rel="opener" target="_blank">x</a> <a>y</a></p>')).toBe(
      '<p><a rel="ugc nofollow" href="https://x.test">x</a> <a rel="ugc nofollow">y</a></p>',
    );
  });
});
