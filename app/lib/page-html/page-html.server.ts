/**
 * Server HTML (pageHead, pageBody, pageFoot, descriptions) → a sanitised PageNode tree.
 * An allow-list of tags (page-html-tags.server.ts) and attributes (page-html-attrs.server.ts); everything else is dropped with its content when it can
 * run code (script, style, iframe, …) or unwrapped otherwise. `data-component` elements become
 * component nodes with their parsed props. URLs (href, src, every srcset candidate) pass
 * safe-url.ts; ids are prefixed so the HTML cannot clobber the page's own.
 */
import { Parser } from "htmlparser2";
import type { PageElement, PageNode } from "~/lib/page-html/page-tree";
import { cleanAttrs } from "./page-html-attrs.server";
import { responsiveContentPicture } from "./page-html-pictures.server";
import { ALLOWED_TAGS, DROPPED_WITH_CONTENT, NO_TEXT_PARENTS, VOID_TAGS } from "./page-html-tags.server";

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
        if (cleaned) element.attrs = tag === "img" ? responsiveContentPicture(cleaned) : cleaned;
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
