/** SEO keys of a route answer: canonical, Open Graph and hreflang alternates for all 15 prefixes. */
import { LANGUAGES } from "../kernel/i18n/languages";
import type { PageMeta } from "./payload";

export type RouteMeta = {
  title: string;
  description: string;
  canonical: string;
  robots?: string;
  "og:title": string;
  "og:description": string;
  "og:type": string;
  "og:url": string;
  "og:image"?: string;
  alternates: { hreflang: string; href: string }[];
};

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : origin + (url.startsWith("/") ? url : `/${url}`);
}

/** `rest` is the path without its language prefix; `prefix` is "/zh" or "". */
export function routeMeta(page: PageMeta, siteName: string, origin: string, prefix: string, rest: string): RouteMeta {
  const path = rest === "/" ? "" : rest;
  const canonical = origin + prefix + (path || (prefix ? "" : "/"));
  const title = page.title ? `${page.title} | ${siteName}` : siteName;
  return {
    title,
    description: page.description,
    canonical,
    ...(page.robots ? { robots: page.robots } : {}),
    "og:title": page.title || siteName,
    "og:description": page.description,
    "og:type": page.ogType ?? "website",
    "og:url": canonical,
    ...(page.image ? { "og:image": absolute(origin, page.image) } : {}),
    alternates: [
      ...LANGUAGES.map((code) => ({
        hreflang: code,
        href: origin + (code === "en" ? "" : `/${code}`) + (path || (code === "en" ? "/" : "")),
      })),
      { hreflang: "x-default", href: origin + (path || "/") },
    ],
  };
}

/** Plain text for meta descriptions: tags stripped, whitespace folded, cut at a word. */
export function summarise(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}
