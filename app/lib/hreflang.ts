/**
 * A page's hreflang alternates travel as one URL (ADR 319). The backend writes one alternate per
 * language prefix and an `x-default`, all made from the page's address without its prefix
 * (functions/commerce/pages/meta.ts): fifteen absolute URLs, about 1.4 KB of every page's
 * hydration data that the `<head>` already shows. When the list is exactly that, the loader sends
 * its `x-default` URL alone (`alternatesOf`) and `meta` rebuilds the same list on both sides, so
 * the server's `<link>`s and the browser's match; any other list travels as it came.
 */
import { LANGUAGES } from "../../functions/contract/languages";
import type { PageMeta } from "./site";

type Alternate = { hreflang: string; href: string };
const X_DEFAULT = "x-default";

/** Every language's alternate and the x-default, from the x-default URL (origin + path or "/"). */
export function alternatesFrom(xDefault: string): Alternate[] {
  const origin = /^https?:\/\/[^/]+/.exec(xDefault)?.[0] ?? "";
  const rest = xDefault.slice(origin.length);
  const path = rest === "/" ? "" : rest;
  return [
    ...LANGUAGES.map((code) => ({
      hreflang: code,
      href: origin + (code === "en" ? "" : `/${code}`) + (path || (code === "en" ? "/" : "")),
    })),
    { hreflang: X_DEFAULT, href: origin + (path || "/") },
  ];
}

const sameList = (a: Alternate[], b: Alternate[]) =>
  a.length === b.length && a.every((entry, i) => entry.hreflang === b[i].hreflang && entry.href === b[i].href);

/** The meta with a standard alternates list replaced by its x-default URL (`alternatesOf`). */
export function withCompactAlternates(meta: PageMeta): PageMeta {
  const list = meta.alternates;
  const xDefault = list?.at(-1);
  if (!list || xDefault?.hreflang !== X_DEFAULT || !sameList(list, alternatesFrom(xDefault.href))) return meta;
  const { alternates: _list, ...rest } = meta;
  return { ...rest, alternatesOf: xDefault.href };
}

/** The alternates to write into the head: the list as sent, or the one its x-default URL stands for. */
export function pageAlternates(meta: PageMeta): Alternate[] {
  if (meta.alternates) return meta.alternates;
  return typeof meta.alternatesOf === "string" ? alternatesFrom(meta.alternatesOf) : [];
}
