/**
 * Renders a sanitised PageNode tree (see page-tree.ts) as React, on the server and in the
 * browser alike. Internal links become Remix links (client navigation, prefetch on intent);
 * `data-component` nodes mount the registered component with its props.
 */
import { Link } from "@remix-run/react";
import { createElement, Fragment, type ReactNode } from "react";
import { isComponentNode, type PageNode } from "../../lib/page-html/page-tree";
import { RegisteredComponent } from "./registry";

const REACT_ATTR: Record<string, string> = {
  class: "className",
  colspan: "colSpan",
  rowspan: "rowSpan",
  srcset: "srcSet",
  datetime: "dateTime",
  hreflang: "hrefLang",
};
const BOOLEAN_ATTRS = new Set(["open", "reversed"]);

function toReactProps(attrs: Record<string, string> | undefined, key: number) {
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attrs ?? {})) {
    props[REACT_ATTR[name] ?? name] = BOOLEAN_ATTRS.has(name) ? true : value;
  }
  return props;
}

function isInternalHref(href: unknown): href is string {
  return typeof href === "string" && href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/api/");
}

function renderNode(node: PageNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  if (isComponentNode(node)) return <RegisteredComponent key={key} name={node.component} props={node.props} />;
  const props = toReactProps(node.attrs, key);
  const children = node.children?.length ? node.children.map(renderNode) : undefined;
  if (node.tag === "a" && isInternalHref(props.href) && props.target !== "_blank") {
    const { href, "data-keep-scroll": keepScroll, ...rest } = props;
    return (
      <Link {...rest} key={key} to={href} prefetch="intent" preventScrollReset={keepScroll !== undefined}>
        {children}
      </Link>
    );
  }
  if (node.tag === "img") {
    return createElement("img", { loading: "lazy", decoding: "async", alt: "", ...props });
  }
  return createElement(node.tag, props, children);
}

export function PageHtml({ nodes }: { nodes: PageNode[] }) {
  return <Fragment>{nodes.map(renderNode)}</Fragment>;
}
