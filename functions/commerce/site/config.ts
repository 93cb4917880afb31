/**
 * The site configuration: stored overrides merged onto the defaults, plus the enabled shipping
 * and payment methods. Read in one batch; the route requests reuse it.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { LANGUAGES, LANGUAGE_NAMES } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";
import { paymentProvider } from "../payments";
import { DEFAULT_SITE, type SiteSettings } from "./defaults";
import { DEFAULT_THEME, type Theme } from "../../contract/theme";

type MethodRow = { id: string; name: string; description: string; fee?: number; currency?: string; i18n: string };

export type SiteConfig = SiteSettings & {
  languages: { code: string; name: string }[];
  theme: Theme;
  paymentMethods: { id: string; name: string; description: string }[];
  shippingMethods: { id: string; name: string; description: string; fee: number; currency: string }[];
};

function merge<T extends object>(base: T, override: unknown): T {
  if (!override || typeof override !== "object") return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] =
      current &&
      typeof current === "object" &&
      !Array.isArray(current) &&
      value &&
      typeof value === "object" &&
      !Array.isArray(value)
        ? merge(current as object, value)
        : value;
  }
  return out as T;
}

export function siteConfigStatements(db: D1DatabaseSession): D1PreparedStatement[] {
  return [
    db.prepare("SELECT key, value FROM site_settings WHERE key IN ('site', 'theme')"),
    db.prepare("SELECT id, name, description, i18n FROM payment_methods WHERE enabled = 1 ORDER BY position, id"),
    db.prepare(
      "SELECT id, name, description, fee, currency, i18n FROM shipping_methods WHERE enabled = 1 ORDER BY position, id",
    ),
  ];
}

export function readSiteConfig(ctx: ShopContext, results: D1Result[]): SiteConfig {
  const settings = new Map(
    (results[0].results as { key: string; value: string }[]).map((row) => [row.key, JSON.parse(row.value)]),
  );
  const methods = (index: number) =>
    (results[index].results as MethodRow[]).map((row) => localise(row, ctx.language, ["name", "description"]));
  return {
    ...merge(DEFAULT_SITE, settings.get("site")),
    languages: LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] })),
    theme: merge(DEFAULT_THEME, settings.get("theme")),
    // Only methods a provider can take here: the test card gateway is not offered in production.
    paymentMethods: methods(1)
      .filter((row) => paymentProvider(row.id, ctx.env) !== null)
      .map(({ id, name, description }) => ({ id, name, description })),
    shippingMethods: methods(2).map(({ id, name, description, fee, currency }) => ({
      id,
      name,
      description,
      fee: fee ?? 0,
      currency: currency ?? DEFAULT_SITE.defaultCurrency,
    })),
  };
}

export async function loadSiteConfig(ctx: ShopContext): Promise<SiteConfig> {
  return readSiteConfig(ctx, await ctx.db.batch(siteConfigStatements(ctx.db)));
}

const method = z.object({ id: z.string(), name: z.string(), description: z.string() });

export const siteConfigCall = defineCall({
  path: "site/config",
  summary: "Languages, currencies, URL rules, theme, payment and shipping methods",
  tag: "site",
  cache: "public",
  input: z.object({}),
  output: z.object({
    name: z.string(),
    logo: z.string().optional(),
    languages: z.array(z.object({ code: z.string(), name: z.string() })),
    defaultLanguage: z.string(),
    currencies: z.array(z.object({ code: z.string(), symbol: z.string(), rate: z.number(), decimals: z.number() })),
    defaultCurrency: z.string(),
    urlRules: z.record(z.string(), z.string()),
    categoryTypes: z.record(z.string(), z.string()),
    theme: z.record(z.string(), z.unknown()),
    paymentMethods: z.array(method),
    shippingMethods: z.array(method.extend({ fee: z.number().int(), currency: z.string() })),
  }),
  handle: (ctx) => loadSiteConfig(ctx),
});
