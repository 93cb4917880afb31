/**
 * Server HTML (pageHead, pageBody, pageFoot, descriptions) → a sanitised PageNode tree.
 * An allow-list of tags and attributes; everything else is dropped with its content when it can
 * run code (script, style, iframe, …) or unwrapped otherwise. `data-component` elements become
 * component nodes with their parsed props. URLs (href, src, every srcset candidate) pass
 * safe-url.ts; ids are prefixed so the HTML cannot clobber the page's own.
 */
import { Parser } from "htmlparser2";
import type { PageElement, PageNode } from "~/components/page/page-tree";
import { isSafeUrl, safeSrcset } from "../../functions/contract/safe-url";

const ALLOWED_TAGS = new Set([
  "a",
  "abbr",
  "article",
  "aside",
  "b",
  "blockquote",
  "br",
  "caption",
  "cite",
  "code",
  "dd",
  "del",
  "details",
  "div",
  "dl",
  "dt",
  "em",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "main",
  "mark",
  "nav",
  "ol",
  "p",
  "picture",
  "pre",
  "q",
  "s",
  "section",
  "small",
  "source",
  "span",
  "strong",
  "sub",
  "summary",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "time",
  "tr",
  "u",
  "ul",
]);
/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
  "select",
  "svg",
  "math",
  "form",
  "button",
  "input",
  "frame",
  "frameset",
  "link",
  "meta",
  "title",
  "head",
]);
const VOID_TAGS = new Set(["br", "hr", "img", "source"]);
/** Whitespace between these elements' children is not allowed by the DOM (React warns on hydration). */
const NO_TEXT_PARENTS = new Set(["table", "thead", "tbody", "tfoot", "tr", "picture"]);
const GLOBAL_ATTRS = new Set(["class", "id", "title", "lang", "dir", "role"]);
const TAG_ATTRS: Record<string, Set<string>> = {
  // data-keep-scroll: a link that should not scroll to the top (e.g. tabs, "load more").
  a: new Set(["href", "target", "rel", "hreflang", "data-keep-scroll"]),
  img: new Set(["src", "alt", "width", "height", "loading", "srcset", "sizes"]),
  source: new Set(["srcset", "type", "media", "sizes"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  time: new Set(["datetime"]),
  ol: new Set(["start", "reversed"]),
  details: new Set(["open"]),
};
/** Attributes that name other elements by id: they get the same prefix as the ids. */
const ID_REFERENCES = new Set([
  "aria-activedescendant",
  "aria-controls",
  "aria-describedby",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "aria-labelledby",
  "aria-owns",
]);
/**
 * Server HTML must not clobber the page's own ids (`main`, `i18n-messages`, …), so every `id`
 * it sets, every id it refers to and every same-page `#fragment` link is prefixed, as GitHub
 * does with user content (docs/decisions/111).
 */
export const USER_ID_PREFIX = "user-content-";
const prefixId = (id: string) => (id.startsWith(USER_ID_PREFIX) ? id : USER_ID_PREFIX + id);
/** rel words a link may carry; anything else (e.g. "opener") is dropped. */
const REL_WORDS = new Set([
  "nofollow",
  "ugc",
  "sponsored",
  "noopener",
  "noreferrer",
  "external",
  "author",
  "license",
  "tag",
  "help",
  "next",
  "prev",
]);

function cleanRel(rel: string | undefined, newTab: boolean): string | undefined {
  const words = new Set(
    (rel ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => REL_WORDS.has(word)),
  );
  if (newTab) words.add("noopener").add("noreferrer");
  return words.size ? [...words].join(" ") : undefined;
}

function cleanAttr(tag: string, name: string, value: string): string | undefined {
  if (name === "href") {
    if (!isSafeUrl(value, "link")) return undefined;
    const fragment = value.trim();
    return fragment.length > 1 && fragment.startsWith("#") ? `#${prefixId(fragment.slice(1))}` : value;
  }
  if (name === "src") return isSafeUrl(value, "image", { allowDataImage: tag === "img" }) ? value : undefined;
  if (name === "srcset") return safeSrcset(value, { allowDataImage: true });
  if (name === "id") return value.trim() ? prefixId(value.trim()) : undefined;
  if (ID_REFERENCES.has(name)) return value.trim().split(/\s+/).filter(Boolean).map(prefixId).join(" ") || undefined;
  return value;
}

function cleanAttrs(tag: string, attrs: Record<string, string>): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    const allowed = GLOBAL_ATTRS.has(name) || TAG_ATTRS[tag]?.has(name) || name.startsWith("aria-");
    if (!allowed || name === "rel") continue;
    const cleaned = cleanAttr(tag, name, value);
    if (cleaned !== undefined) out[name] = cleaned;
  }
  if (tag === "a") {
    // Customers' articles arrive with rel="ugc nofollow"; a new tab adds noopener noreferrer to it.
    const rel = cleanRel(attrs.rel, out.target === "_blank");
    if (rel) out.rel = rel;
  }
  return Object.keys(out).length ? out : undefined;
}

function parseProps(raw: string | undefined): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    console.error("data-props is not valid JSON", raw.slice(0, 120));
    return {};
  }
}

export function parsePageHtml(html: string | null | undefined): PageNode[] {
  if (!html) return [];
  const root: PageElement = { tag: "#root", children: [] };
  // Each open element and whether it is kept (false: unwrapped) or dropped with its content.
  const stack: Array<{ node: PageElement; mode: "keep" | "unwrap" | "drop" }> = [{ node: root, mode: "keep" }];
  const parent = () => {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i].mode === "keep") return stack[i].node;
    return root;
  };
  const dropping = () => stack.some((entry) => entry.mode === "drop");

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const tag = name.toLowerCase();
        if (dropping() || DROPPED_WITH_CONTENT.has(tag)) {
          if (!VOID_TAGS.has(tag)) stack.push({ node: root, mode: "drop" });
          return;
        }
        if (attrs["data-component"]) {
          (parent().children ??= []).push({
            component: attrs["data-component"],
            props: parseProps(attrs["data-props"]),
          });
          // The element's own children are the server's placeholder; the component replaces them.
          if (!VOID_TAGS.has(tag)) stack.push({ node: root, mode: "drop" });
          return;
        }
        if (!ALLOWED_TAGS.has(tag)) {
          if (!VOID_TAGS.has(tag)) stack.push({ node: root, mode: "unwrap" });
          return;
        }
        const element: PageElement = { tag };
        const cleaned = cleanAttrs(tag, attrs);
        if (cleaned) element.attrs = cleaned;
        (parent().children ??= []).push(element);
        if (!VOID_TAGS.has(tag)) stack.push({ node: element, mode: "keep" });
      },
      ontext(text) {
        if (dropping()) return;
        const into = parent();
        if (NO_TEXT_PARENTS.has(into.tag) && !text.trim()) return;
        const siblings = (into.children ??= []);
        const last = siblings[siblings.length - 1];
        if (typeof last === "string") siblings[siblings.length - 1] = last + text;
        else siblings.push(text);
      },
      onclosetag(name, isImplied) {
        const tag = name.toLowerCase();
        if (VOID_TAGS.has(tag) && !isImplied) return;
        if (VOID_TAGS.has(tag)) return;
        if (stack.length > 1) stack.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return root.children ?? [];
}
