/**
 * sitemap.xml: an index of paged sitemaps, one per content type, each URL with its hreflang
 * alternates under the 15 language prefixes. Every sitemap file costs one upstream call
 * (product and article files hold one list page of 100 URLs each).
 */
import { LANGUAGES } from "../../../functions/contract/languages";
import { categoryPath, detailPath, withLanguage, type DetailType } from "../../lib/url-rules";
import type { SiteConfig } from "../../lib/site";
import type { Upstream } from "../../lib/upstream.server";
import type { CallOutput } from "../../../functions/contract/calls";

export const SITEMAP_PAGE_SIZE = 100;
export const PAGED_TYPES = ["products", "articles"] as const;
export const SINGLE_TYPES = ["categories", "tags", "collections", "pages"] as const;

type Listed = { slug: string };
type Paging = { page: number; pageSize: number };

/** One list call per sitemap type, by the contract's names: paged lists answer `{ list, total }`. */
const PAGED_LISTS = {
  products: (upstream: Upstream, paging: Paging) => upstream.call("product/list", paging),
  articles: (upstream: Upstream, paging: Paging) => upstream.call("article/list", paging),
} satisfies Record<
  (typeof PAGED_TYPES)[number],
  (upstream: Upstream, paging: Paging) => Promise<{ list: Listed[]; total: number }>
>;
const SINGLE_LISTS = {
  tags: (upstream: Upstream) => upstream.call("tag/list"),
  collections: (upstream: Upstream) => upstream.call("collection/list"),
  pages: (upstream: Upstream) => upstream.call("page/list"),
} satisfies Record<Exclude<(typeof SINGLE_TYPES)[number], "categories">, (upstream: Upstream) => Promise<Listed[]>>;

type CategoryNode = CallOutput<"category/list">[number];

const DETAIL_TYPE: Record<string, DetailType> = {
  products: "product",
  articles: "article",
  tags: "tag",
  collections: "collection",
  pages: "page",
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function sitemapIndex(upstream: Upstream, origin: string): Promise<string> {
  const files: string[] = [...SINGLE_TYPES.map((type) => `${type}.xml`)];
  for (const type of PAGED_TYPES) {
    const first = await PAGED_LISTS[type](upstream, { page: 1, pageSize: 1 });
    const pages = Math.max(1, Math.ceil(first.total / SITEMAP_PAGE_SIZE));
    for (let page = 1; page <= pages; page++) files.push(`${type}-${page}.xml`);
  }
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>`;
}

// The schema nests categories (z.lazy), which the generated type spells out only two levels deep.
function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten((node.children ?? []) as CategoryNode[])]);
}

/** Paths (without prefix) of one sitemap file, or null when the file name is not one of ours. */
async function pathsOf(file: string, upstream: Upstream, site: SiteConfig): Promise<string[] | null> {
  const match = /^([a-z]+)(?:-(\d{1,6}))?\.xml$/.exec(file);
  if (!match) return null;
  const [, type, pageText] = match;
  const paged = (PAGED_TYPES as readonly string[]).includes(type);
  if (paged !== !!pageText) return null;
  if (type === "categories") {
    const tree = await upstream.call("category/list");
    return flatten(tree).map((node) => categoryPath(site.urlRules, site.categoryTypes, node.slug, node.type, null));
  }
  let list: Listed[];
  if (Object.hasOwn(PAGED_LISTS, type))
    list = (
      await PAGED_LISTS[type as keyof typeof PAGED_LISTS](upstream, {
        page: Number(pageText),
        pageSize: SITEMAP_PAGE_SIZE,
      })
    ).list;
  else if (Object.hasOwn(SINGLE_LISTS, type)) list = await SINGLE_LISTS[type as keyof typeof SINGLE_LISTS](upstream);
  else return null;
  return list.map((item) => detailPath(site.urlRules, DETAIL_TYPE[type], item.slug, null));
}

export async function sitemapFile(
  file: string,
  upstream: Upstream,
  site: SiteConfig,
  origin: string,
): Promise<string | null> {
  const paths = await pathsOf(file, upstream, site);
  if (!paths) return null;
  const urls = paths.map((path) => {
    const alternates = LANGUAGES.map(
      // English, the default language, lives at the unprefixed address (as in the pages' meta).
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + withLanguage(path, lang === "en" ? null : lang))}"/>`,
    ).join("");
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`;
    return `<url><loc>${escapeXml(origin + path)}</loc>${alternates}${fallback}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>`;
}
