/**
 * The shape server HTML takes on its way to the browser: a small tree, parsed and sanitised once
 * on the server (lib/page-html/page-html.server.ts) and rendered by one recursive component (PageHtml).
 * Server and browser render the same tree, so hydration never disagrees and the browser needs
 * no HTML parser.
 */
export type PageElement = { tag: string; attrs?: Record<string, string>; children?: PageNode[] };
export type PageComponent = { component: string; props: Record<string, unknown> };
export type PageNode = string | PageElement | PageComponent;

export function isComponentNode(node: PageNode): node is PageComponent {
  return typeof node === "object" && "component" in node;
}
