/**
 * Customers' article HTML: a stricter allow-list than the shop's own content (sanitize.ts).
 * Customers get text structure, links and images only — no `class` or `style` (a Tailwind
 * class such as "fixed inset-0 z-50" could lay a fake page over the real one), no SVG, forms,
 * frames or scripts; no `id` or `name` (they could clobber the page's own ids) and no srcset.
 * Links may only be http(s), mailto, tel or site-relative; images http(s) or site-relative —
 * checked by safe-url.ts, which sees through encoded and protocol-relative forms. Every link
 * gets rel="ugc nofollow" (user-generated, no endorsement: search engines do not pass rank).
 */
import xss, { type IFilterXSSOptions } from "xss";
import { escapeAttrValue, urlAttrValue } from "./url-attrs";

const TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "blockquote",
  "pre",
  "code",
  "ul",
  "ol",
  "li",
  "hr",
];

const allowList: Record<string, string[]> = Object.fromEntries(TAGS.map((tag) => [tag, []]));
allowList.a = ["href", "title"];
allowList.img = ["src", "alt", "title", "width", "height"];

const OPTIONS: IFilterXSSOptions = {
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: [
    "script",
    "style",
    "iframe",
    "object",
    "embed",
    "noscript",
    "template",
    "svg",
    "math",
    "form",
    "textarea",
    "select",
  ],
  allowCommentTag: false,
  safeAttrValue(_tag: string, name: string, value: string) {
    if (name === "href" || name === "src") return urlAttrValue(name, value);
    if (name === "width" || name === "height") return /^\d{1,4}$/.test(value) ? value : "";
    return escapeAttrValue(value);
  },
};

export function sanitizeUserHtml(html: string): string {
  return (
    xss(html, OPTIONS)
      // Nested dropped tags (an SVG holding a script) leave the filter's own marker behind.
      .replaceAll("[removed]", "")
      .replace(/<a(?=[\s>])/g, '<a rel="ugc nofollow"')
      .trim()
  );
}

/** The text a reader would see, for excerpts and the "is anything left?" check. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
