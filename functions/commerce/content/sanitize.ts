/**
 * Every piece of HTML that enters the shop (imports, customers' articles) passes through here:
 * the `xss` package with the shop's own allow-list — ordinary content tags, links and images,
 * and `class` for Tailwind/daisyUI styling. Scripts, styles and frames are dropped with their
 * content; event handlers never survive, and every href, src and srcset candidate passes the
 * URL check of safe-url.ts (no `javascript:`, no `//host`, however encoded). `id` and `name`
 * are not on the list: stored HTML cannot clobber the page's own ids.
 */
import xss, { safeAttrValue } from "xss";
import { URL_ATTRS, urlAttrValue } from "./url-attrs";

const TEXT_TAGS = [
  "p",
  "br",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "blockquote",
  "pre",
  "code",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "section",
  "article",
  "div",
  "span",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "caption",
];

const allowList: Record<string, string[]> = Object.fromEntries(TEXT_TAGS.map((tag) => [tag, ["class"]]));
allowList.a = ["class", "href", "title", "target", "rel"];
allowList.img = ["class", "src", "srcset", "sizes", "alt", "title", "width", "height", "loading"];
allowList.th = ["class", "colspan", "rowspan", "scope"];
allowList.td = ["class", "colspan", "rowspan"];

const OPTIONS = {
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template"],
  safeAttrValue(tag: string, name: string, value: string, cssFilter: unknown) {
    // The shop's own pictures may be inline rasters (an imported description's data: PNG).
    if (URL_ATTRS.has(name)) return urlAttrValue(name, value, { allowDataImage: tag === "img" });
    return safeAttrValue(tag, name, value, cssFilter as never);
  },
};

export const sanitizeHtml = (html: string): string => xss(html, OPTIONS);
