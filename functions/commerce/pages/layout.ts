/**
 * Everything a route request needs before it knows what the page shows: the site config, the
 * stored templates, the category tree (menus) and the foot's pages. One batch, the first of the
 * route request's two round trips (none while the isolate keeps it: layout-cache.ts). Also builds
 * the head and foot component props.
 */
import type { ShopContext } from "../kernel/http/context";
import { localise } from "../kernel/i18n/translate";
import { detailHref, link, type Links, readSiteConfig, type SiteConfig, siteConfigStatements } from "../site";
import { buildCategoryTree, categoryTreeStatement, type CategoryNode, type CategoryRow } from "../catalogue";

export type Layout = {
  config: SiteConfig;
  links: Links;
  templates: ReadonlyMap<string, string>;
  categories: CategoryNode[];
  headSlots: Record<string, unknown>;
  footSlots: Record<string, unknown>;
};

type PageRow = { slug: string; title: string; i18n: string };

/** Reads and builds the layout; route requests take it through layout-cache.ts (kept per isolate). */
export async function readLayout(ctx: ShopContext, prefix: string): Promise<Layout> {
  const results = await ctx.db.batch([
    ...siteConfigStatements(ctx.db),
    ctx.db.prepare("SELECT page_type, region, html FROM page_templates"),
    categoryTreeStatement(ctx.db),
    ctx.db.prepare("SELECT slug, title, i18n FROM pages WHERE in_footer = 1 ORDER BY position, id"),
  ]);
  const config = readSiteConfig(ctx, results.slice(0, 3));
  const links: Links = { prefix, rules: config.urlRules, categoryTypes: config.categoryTypes };
  const templates = new Map(
    (results[3].results as { page_type: string; region: string; html: string }[]).map((row) => [
      `${row.page_type}/${row.region}`,
      row.html,
    ]),
  );
  const categories = buildCategoryTree(results[4].results as CategoryRow[], ctx.language, links);
  const footerPages = (results[5].results as PageRow[]).map((row) => localise(row, ctx.language, ["title"]));
  const shop = categories.filter((node) => node.type === "default");
  const menuItem = (node: CategoryNode): { label: string; href: string; children?: unknown[] } => ({
    label: node.name,
    href: node.href,
    ...(node.children.length ? { children: node.children.map(menuItem) } : {}),
  });
  return {
    config,
    links,
    templates,
    categories,
    headSlots: {
      logo: { name: config.name, ...(config.logo ? { logo: config.logo } : {}) },
      menu: { items: shop.map(menuItem) },
    },
    footSlots: {
      shopMenu: { title: ctx.t("shop"), items: shop.map((node) => ({ label: node.name, href: node.href })) },
      helpMenu: {
        title: ctx.t("help"),
        items: footerPages.map((page) => ({ label: page.title, href: detailHref(links, "page", page.slug) })),
      },
      companyMenu: {
        title: ctx.t("company"),
        items: [
          { label: ctx.t("home"), href: link(links, "/") },
          { label: ctx.t("promotions"), href: link(links, "/promotion") },
          { label: ctx.t("coupons"), href: link(links, "/coupon") },
        ],
      },
    },
  };
}
