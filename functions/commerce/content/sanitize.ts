/**
 * Every piece of HTML that enters the shop (imports, customers' articles) passes through here:
 * the `xss` package with the shop's own allow-list — ordinary content tags, links and images,
 * and `class` for Tailwind/daisyUI styling. Scripts, styles and frames are dropped with their
 * content; event handlers and `javascript:` URLs never survive.
 */
import xss from "xss";

const TEXT_TAGS = [
  "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "small", "sub", "sup",
  "blockquote", "pre", "code", "ul", "ol", "li", "dl", "dt", "dd", "section", "article", "div", "span",
  "figure", "figcaption", "table", "thead", "tbody", "tfoot", "tr", "caption",
];

const allowList: Record<string, string[]> = Object.fromEntries(TEXT_TAGS.map((tag) => [tag, ["class"]]));
allowList.a = ["class", "href", "title", "target", "rel"];
allowList.img = ["class", "src", "alt", "title", "width", "height", "loading"];
allowList.th = ["class", "colspan", "rowspan", "scope"];
allowList.td = ["class", "colspan", "rowspan"];

const OPTIONS = {
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template"],
};

export const sanitizeHtml = (html: string): string => xss(html, OPTIONS);
