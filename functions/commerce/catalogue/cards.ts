/** The product card (docs/api-calls.md `product/list`), read straight from the products row (lists never join SKUs). */
import { z } from "@hono/zod-openapi";
import type { Language } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";

export const CARD_COLUMNS =
  "p.id, p.slug, p.title, json_extract(p.images, '$[0]') AS image, p.price, p.line_price, p.currency, p.stock, p.rating_x10, p.i18n";

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
  };
}

export const toCards = (result: D1Result, language: Language) =>
  (result.results as CardRow[]).map((row) => toCard(row, language));
