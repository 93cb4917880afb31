import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeUserHtml } from "./user-html";

describe("sanitizeUserHtml", () => {
  it.each([
    ["<p>hi</p><script>alert(1)</script>", "<p>hi</p>"],
    ['<img src="/x.png" onerror="alert(1)">', '<img src="/x.png">'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="ugc nofollow" href>x</a>'],
    ['<a href=" jAvAscript:alert(1)">x</a>', '<a rel="ugc nofollow" href>x</a>'],
    ['<svg onload="alert(1)"><script>alert(1)</script></svg>ok', "ok"],
    ['<p style="position:fixed;inset:0" class="fixed inset-0 z-50">t</p>', "<p>t</p>"],
    ['<iframe src="https://evil.example"></iframe>t', "t"],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', "<img src>"],
    ['<a href="//evil.example">x</a>', '<a rel="ugc nofollow" href>x</a>'],
  ])("strips %s", (input, expected) => {
    const out = sanitizeUserHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/script|onerror|onload|javascript:|style=|class=|<svg/i);
  });

  it("keeps ordinary formatting and safe links", () => {
    expect(
      sanitizeUserHtml(
        '<h2>T</h2><p><strong>b</strong> <a href="https://example.com/a?b=1&amp;c=2">l</a></p><ul><li>x</li></ul>',
      ),
    ).toBe(
      '<h2>T</h2><p><strong>b</strong> <a rel="ugc nofollow" href="https://example.com/a?b=1&amp;c=2">l</a></p><ul><li>x</li></ul>',
    );
  });

  it("tells the visible text", () => {
    expect(htmlToText("<p>a&nbsp;<b>b</b></p><script></script>")).toBe("a b");
  });
});
