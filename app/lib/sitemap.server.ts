/**
 * sitemap.xml: an index of paged sitemaps, one per content type, each URL with its hreflang
 * alternates under the 15 language prefixes. Every sitemap file costs one upstream call
 * (product and article files hold one list page of 100 URLs each).
 */
import { LANGUAGES } from "./languages";
import { categoryPath, detailPath, withLanguage, type DetailType } from "./url-rules";
import type { SiteConfig } from "./site";
import type { Upstream } from "./upstream.server";

export const SITEMAP_PAGE_SIZE = 100;
export const PAGED_TYPES = ["products", "articles"] as const;
export const SINGLE_TYPES = ["categories", "tags", "collections", "pages"] as const;

type Listed = { slug: string; type?: string; children?: Listed[] };
type ListPage = { list: Listed[]; total: number };

const LIST_CALL: Record<string, string> = {
  products: "product/list",
  articles: "article/list",
  tags: "tag/list",
  collections: "collection/list",
  categories: "category/list",
  pages: "page/list",
};
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
    const first = await upstream.call<ListPage>(LIST_CALL[type], { page: 1, pageSize: 1 });
    const pages = Math.max(1, Math.ceil(first.total / SITEMAP_PAGE_SIZE));
    for (let page = 1; page <= pages; page++) files.push(`${type}-${page}.xml`);
  }
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join("")}</sitemapindex>`;
}

function flatten(nodes: Listed[]): Listed[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** Paths (without prefix) of one sitemap file, or null when the file name is not one of ours. */
async function pathsOf(file: string, upstream: Upstream, site: SiteConfig): Promise<string[] | null> {
  const match = /^([a-z]+)(?:-(\d{1,6}))?\.xml$/.exec(file);
  if (!match) return null;
  const [, type, pageText] = match;
  const paged = (PAGED_TYPES as readonly string[]).includes(type);
  if (paged !== !!pageText || !LIST_CALL[type]) return null;
  if (type === "categories") {
    const tree = await upstream.call<Listed[]>("category/list");
    return flatten(tree).map((node) => categoryPath(site.urlRules, site.categoryTypes, node.slug, node.type, null));
  }
  const answer = await upstream.call<ListPage | Listed[]>(LIST_CALL[type], paged ? { page: Number(pageText), pageSize: SITEMAP_PAGE_SIZE } : {});
  const list = Array.isArray(answer) ? answer : answer.list;
  return list.map((item) => detailPath(site.urlRules, DETAIL_TYPE[type], item.slug, null));
}

export async function sitemapFile(file: string, upstream: Upstream, site: SiteConfig, origin: string): Promise<string | null> {
  const paths = await pathsOf(file, upstream, site);
  if (!paths) return null;
  const urls = paths.map((path) => {
    const alternates = LANGUAGES.map(
      // English, the default language, lives at the unprefixed address (as in the pages' meta).
      (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + withLanguage(path, lang === "en" ? null : lang))}"/>`,
    ).join("");
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`;
    return `<url><loc>${escapeXml(origin + path)}</loc>${alternates}${fallback}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>`;
}
