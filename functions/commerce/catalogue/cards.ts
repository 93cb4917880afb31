/** The product card (docs/api-calls.md `product/list`), read straight from the products row (lists never join SKUs). */
import { z } from "@hono/zod-openapi";
import type { Language } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";

export const CARD_COLUMNS =
  "p.id, p.slug, p.title, json_extract(p.images, '$[0]') AS image, p.price, p.line_price, p.currency, p.stock, p.rating_x10, p.i18n";

/**
 * With option selections (a listing filtered by colour, issue 29), which SKU a card shows: the one
 * matching most selected values (ties: in stock first, then the operator's order), among SKUs with
 * a picture. `?` is the selection as JSON ({ "Colour": ["Navy"] }), bound twice; a product whose
 * SKUs match none keeps its own picture (no `variant`).
 */
const VARIANT_HITS = `(SELECT count(*) FROM json_each(s.options) o JOIN json_each(?) sel ON sel.key = o.key
  WHERE o.value IN (SELECT value FROM json_each(sel.value)))`;
const VARIANT_COLUMN = `(SELECT json_object('sku', s.sku, 'image', s.image) FROM product_skus s
  WHERE s.product_id = page.id AND s.image IS NOT NULL AND ${VARIANT_HITS} > 0
  ORDER BY ${VARIANT_HITS} DESC, s.stock > 0 DESC, s.position, s.id LIMIT 1) AS variant`;

/**
 * A page of cards (`pageSql`: SELECT CARD_COLUMNS … ORDER BY … LIMIT … OFFSET …) with, when
 * options are selected, each card's variant. The variant is looked up around the finished page,
 * not beside the card columns: a sort SQLite cannot take from an index computes every column of
 * every row in scope before the LIMIT, which would run the lookup for the whole listing. The
 * outer query reads the page in its order. Its parameters come before the page's.
 */
export function withVariants(
  pageSql: string,
  options: Record<string, string[]> = {},
): { sql: string; params: unknown[] } {
  const selected = Object.fromEntries(Object.entries(options).filter(([, values]) => values.length > 0));
  if (Object.keys(selected).length === 0) return { sql: pageSql, params: [] };
  const json = JSON.stringify(selected);
  return { sql: `SELECT page.*, ${VARIANT_COLUMN} FROM (${pageSql}) page`, params: [json, json] };
}

export type CardRow = {
  id: number;
  slug: string;
  title: string;
  image: string | null;
  price: number;
  line_price: number | null;
  currency: string;
  stock: number;
  rating_x10: number;
  i18n: string;
  /** JSON { sku, image } from withVariants() with option selections; absent otherwise. */
  variant?: string | null;
};

export const productCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  price: z.number().int(),
  linePrice: z.number().int().nullable(),
  currency: z.string(),
  inStock: z.boolean(),
  rating: z.number(),
  /** With `filters.options`: the SKU matching the selection and its picture, to draw and link to. */
  variant: z.object({ sku: z.string(), image: z.string() }).optional(),
});

export type ProductCard = z.infer<typeof productCard>;

export function toCard(row: CardRow, language: Language): ProductCard {
  const { title } = localise(row, language, ["title"]);
  return {
    id: row.id,
    slug: row.slug,
    title,
    image: row.image,
    price: row.price,
    linePrice: row.line_price,
    currency: row.currency,
    inStock: row.stock > 0,
    rating: row.rating_x10 / 10,
    ...(row.variant ? { variant: JSON.parse(row.variant) as { sku: string; image: string } } : {}),
  };
}

export const toCards = (result: D1Result, language: Language) =>
  (result.results as CardRow[]).map((row) => toCard(row, language));
