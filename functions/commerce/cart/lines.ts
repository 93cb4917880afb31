/**
 * A line of a cart or checkout as the shopper sees it: the SKU's price, stock and options read
 * from the SKU table at the moment of asking (never from the client), with the product's title
 * and picture in the shopper's language.
 */
import { z } from "@hono/zod-openapi";
import type { Language } from "../i18n/languages";
import { localise } from "../i18n/translate";

/** How many of one SKU one line may hold, and how many lines one cart may hold. */
export const MAX_QUANTITY = 999;
export const MAX_CART_LINES = 100;

/** Joined onto a row source aliased `s` (product_skus) with products as `p`. */
export const LINE_COLUMNS = `s.sku AS sku_found, s.product_id, s.options, s.price, s.line_price, s.stock,
  coalesce(s.image, json_extract(p.images, '$[0]')) AS image, p.slug, p.title, p.currency, p.status, p.i18n`;

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
  const available = row.sku_found !== null && row.status === "published";
  const { title } = localise({ title: row.title ?? row.sku, i18n: row.i18n ?? "{}" }, language, ["title"]);
  return {
    sku: row.sku,
    productId: row.product_id ?? 0,
    slug: row.slug ?? "",
    title,
    image: row.image,
    options: row.options ? (JSON.parse(row.options) as Record<string, string>) : {},
    price: row.price ?? 0,
    linePrice: row.line_price,
    quantity: row.quantity,
    stock: available ? (row.stock ?? 0) : 0,
    currency: row.currency ?? "USD",
    available,
  };
}

/** What the selected, buyable lines cost together, in minor units. */
export const subtotalOf = (lines: Line[]) =>
  lines.reduce((sum, l) => sum + (l.available ? l.price * l.quantity : 0), 0);
