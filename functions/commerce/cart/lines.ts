/**
 * A line of a cart or checkout as the shopper sees it: the SKU's price, stock and options read
 * from the SKU table at the moment of asking (never from the client), with the product's title
 * and picture in the shopper's language.
 */
import { z } from "@hono/zod-openapi";
import type { Language } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";
import { DEFAULT_SITE, siteRates, toOrderCurrency } from "../site";

/**
 * The site config (for its rates), only on a line whose product is priced in another currency
 * than the shop's: every line is answered in the shop's currency (ADR 210), converted here.
 */
const SHOP_CURRENCY = `coalesce((SELECT json_extract(value, '$.defaultCurrency') FROM site_settings WHERE key = 'site'), '${DEFAULT_SITE.defaultCurrency}')`;
const SITE_RATES_WHEN_FOREIGN = `CASE WHEN p.currency != ${SHOP_CURRENCY}
  THEN coalesce((SELECT value FROM site_settings WHERE key = 'site'), '{}') END AS site_rates`;

/** How many of one SKU one line may hold, and how many lines one cart may hold. */
export const MAX_QUANTITY = 999;
export const MAX_CART_LINES = 100;

/** Joined onto a row source aliased `s` (product_skus) with products as `p`. */
export const LINE_COLUMNS = `s.sku AS sku_found, s.product_id, s.options, s.price, s.line_price, s.stock,
  coalesce(s.image, json_extract(p.images, '$[0]')) AS image, p.slug, p.title, p.currency, p.status, p.i18n,
  ${SITE_RATES_WHEN_FOREIGN}`;

export const SKU_JOIN = "LEFT JOIN products p ON p.id = s.product_id";

export type LineRow = {
  sku: string;
  quantity: number;
  sku_found: string | null;
  product_id: number | null;
  options: string | null;
  price: number | null;
  line_price: number | null;
  stock: number | null;
  image: string | null;
  slug: string | null;
  title: string | null;
  currency: string | null;
  status: string | null;
  i18n: string | null;
  /** The site config's JSON when the product's currency is not the shop's, else null. */
  site_rates?: string | null;
};

export const line = z.object({
  sku: z.string(),
  productId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  linePrice: z.number().int().nullable(),
  quantity: z.number().int(),
  stock: z.number().int(),
  currency: z.string(),
  /** False once the product is withdrawn; such lines are shown but cannot be bought. */
  available: z.boolean(),
});

export type Line = z.infer<typeof line>;

export function toLine(row: LineRow, language: Language): Line {
  const converted = inShopCurrency(row);
  const available = row.sku_found !== null && row.status === "published" && converted !== null;
  const { title } = localise({ title: row.title ?? row.sku, i18n: row.i18n ?? "{}" }, language, ["title"]);
  return {
    sku: row.sku,
    productId: row.product_id ?? 0,
    slug: row.slug ?? "",
    title,
    image: row.image,
    options: row.options ? (JSON.parse(row.options) as Record<string, string>) : {},
    price: converted?.price ?? 0,
    linePrice: converted?.linePrice ?? null,
    quantity: row.quantity,
    stock: available ? (row.stock ?? 0) : 0,
    currency: converted?.currency ?? row.currency ?? DEFAULT_SITE.defaultCurrency,
    available,
  };
}

/** The row's prices in the shop's currency; null when its currency has no rate (it cannot be bought). */
function inShopCurrency(row: LineRow): { price: number; linePrice: number | null; currency: string } | null {
  const price = row.price ?? 0;
  if (!row.site_rates || !row.currency)
    return { price, linePrice: row.line_price, currency: row.currency ?? DEFAULT_SITE.defaultCurrency };
  const rates = siteRates({ value: row.site_rates });
  const converted = toOrderCurrency(price, row.currency, rates);
  if (converted === null) return null;
  const linePrice = row.line_price === null ? null : toOrderCurrency(row.line_price, row.currency, rates);
  return { price: converted, linePrice, currency: rates.currency };
}

/** What the selected, buyable lines cost together, in minor units. */
export const subtotalOf = (lines: Line[]) =>
  lines.reduce((sum, l) => sum + (l.available ? l.price * l.quantity : 0), 0);
