/**
 * Links need the URL rules, which live in the site settings. Calls that return hrefs read the
 * settings row in the same batch as their own queries, so it costs no extra round trip.
 */
import type { ShopContext } from "../kernel/http/context";
import { DEFAULT_SITE } from "./defaults";
import type { Links } from "./paths";

export function linksFromSettings(value: string | undefined, prefix = ""): Links {
  const site = value ? (JSON.parse(value) as Partial<typeof DEFAULT_SITE>) : {};
  return {
    prefix,
    rules: { ...DEFAULT_SITE.urlRules, ...site.urlRules },
    categoryTypes: { ...DEFAULT_SITE.categoryTypes, ...site.categoryTypes },
  };
}

/** The language prefix the storefront asked links to keep ("" for English). */
export const languagePrefix = (ctx: ShopContext) => (ctx.language === "en" ? "" : `/${ctx.language}`);

export async function loadLinks(ctx: ShopContext, statements: D1PreparedStatement[]): Promise<[Links, D1Result[]]> {
  const [settings, ...rest] = await ctx.db.batch([
    ctx.db.prepare("SELECT value FROM site_settings WHERE key = 'site'"),
    ...statements,
  ]);
  const row = settings.results[0] as { value: string } | undefined;
  return [linksFromSettings(row?.value, languagePrefix(ctx)), rest];
}
