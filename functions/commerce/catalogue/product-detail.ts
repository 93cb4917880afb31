/** One product with its SKUs, category and related products: product/detail and the product page. */
import { z } from "@hono/zod-openapi";
import type { Language } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";
import { detailHref, type Links } from "../site";
import { CARD_COLUMNS, productCard, toCards } from "./cards";
import { optionLabelsStatement, readOptionLabels } from "./option-labels";

type ProductRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  price: number;
  line_price: number | null;
  currency: string;
  stock: number;
  sales: number;
  rating_x10: number;
  review_count: number;
  images: string;
  options: string;
  i18n: string;
};

type SkuRow = {
  sku: string;
  options: string;
  price: number;
  line_price: number | null;
  stock: number;
  image: string | null;
};
type CategoryRow = { slug: string; type: string; name: string; i18n: string };

const sku = z.object({
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  linePrice: z.number().int().nullable(),
  stock: z.number().int(),
  image: z.string().nullable(),
});

export const productDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  images: z.array(z.string()),
  price: z.number().int(),
  linePrice: z.number().int().nullable(),
  currency: z.string(),
  stock: z.number().int(),
  sales: z.number().int(),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(sku),
  selectedSku: sku.nullable(),
  description: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  category: z.object({ slug: z.string(), name: z.string(), href: z.string() }).nullable(),
  related: z.array(productCard),
});

export type ProductDetail = z.infer<typeof productDetail>;

export function productDetailStatements(db: D1DatabaseSession, slug: string): D1PreparedStatement[] {
  return [
    optionLabelsStatement(db),
    db
      .prepare(
        "SELECT id, slug, title, summary, description, price, line_price, currency, stock, sales, rating_x10, review_count, images, options, i18n FROM products WHERE slug = ? AND status = 'published'",
      )
      .bind(slug),
    db
      .prepare(
        "SELECT s.sku, s.options, s.price, s.line_price, s.stock, s.image FROM product_skus s JOIN products p ON p.id = s.product_id WHERE p.slug = ? ORDER BY s.position, s.id",
      )
      .bind(slug),
    db
      .prepare(
        "SELECT c.slug, c.type, c.name, c.i18n FROM categories c JOIN products p ON p.category_id = c.id WHERE p.slug = ?",
      )
      .bind(slug),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM products p WHERE p.category_id = (SELECT category_id FROM products WHERE slug = ?1)
       AND p.slug != ?1 AND p.status = 'published' ORDER BY p.sales DESC, p.id DESC LIMIT 8`,
      )
      .bind(slug),
  ];
}

/**
 * Null when the product does not exist, or when a SKU was asked for that it does not have.
 * Option names and values come out in the shopper's language, the same in `options` and `skus`.
 */
export function readProductDetail(
  [labelsResult, ...results]: D1Result[],
  language: Language,
  links: Links,
  selected?: string,
): ProductDetail | null {
  const row = results[0].results[0] as ProductRow | undefined;
  if (!row) return null;
  const label = readOptionLabels(labelsResult, language);
  const text = localise(row, language, ["title", "summary", "description"]);
  const skus = (results[1].results as SkuRow[]).map((s) => ({
    sku: s.sku,
    options: Object.fromEntries(
      Object.entries(JSON.parse(s.options) as Record<string, string>).map(([name, value]) => [
        label(name),
        label(value),
      ]),
    ),
    price: s.price,
    linePrice: s.line_price,
    stock: s.stock,
    image: s.image,
  }));
  const selectedSku = selected === undefined ? null : (skus.find((s) => s.sku === selected) ?? undefined);
  if (selectedSku === undefined) return null;
  const categoryRow = results[2].results[0] as CategoryRow | undefined;
  return {
    id: row.id,
    slug: row.slug,
    title: text.title,
    summary: text.summary,
    images: JSON.parse(row.images),
    price: selectedSku?.price ?? row.price,
    linePrice: selectedSku ? selectedSku.linePrice : row.line_price,
    currency: row.currency,
    stock: selectedSku?.stock ?? row.stock,
    sales: row.sales,
    options: (JSON.parse(row.options) as { name: string; values: string[] }[]).map((option) => ({
      name: label(option.name),
      values: option.values.map(label),
    })),
    skus,
    selectedSku,
    description: text.description,
    rating: row.rating_x10 / 10,
    reviewCount: row.review_count,
    category: categoryRow
      ? {
          slug: categoryRow.slug,
          name: localise(categoryRow, language, ["name"]).name,
          href: detailHref(links, "category", categoryRow.slug, categoryRow.type),
        }
      : null,
    related: toCards(results[3], language),
  };
}
