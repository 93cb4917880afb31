/**
 * Upsert statements for imported products: the product row (price and stock derived from its
 * SKUs), its SKUs, tags and further categories (search rows follow as a job, admin/import.ts). A product's SKUs, tags and further
 * categories are replaced by the document's, so re-importing a product is exact. Its sales are
 * the exception: a document without `sales` keeps the units counted as paid since (ADR 208).
 */
import { sanitizeHtml } from "../content";
import type { ImportDocument } from "./import-schema";

type Product = ImportDocument["products"][number];

export function sanitiseTranslations(i18n: Record<string, Record<string, string>>, htmlFields: string[]) {
  const out: Record<string, Record<string, string>> = {};
  for (const [language, fields] of Object.entries(i18n)) {
    out[language] = Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, htmlFields.includes(name) ? sanitizeHtml(value) : value]),
    );
  }
  return out;
}

const PRODUCT_ID = "(SELECT id FROM products WHERE slug = ?1)";

export function productStatements(db: D1DatabaseSession, product: Product): D1PreparedStatement[] {
  const cheapest = product.skus.reduce((best, sku) => (sku.price < best.price ? sku : best));
  const stock = product.skus.reduce((sum, sku) => sum + sku.stock, 0);
  const description = sanitizeHtml(product.description);
  const i18n = sanitiseTranslations(product.i18n, ["description"]);
  const images = product.images.length
    ? product.images
    : product.skus.flatMap((sku) => (sku.image ? [sku.image] : [])).slice(0, 1);
  return [
    db
      .prepare(
        `INSERT INTO products (slug, title, summary, description, category_id, price, line_price, currency, stock, sales, images, options, status, i18n, updated_at)
       VALUES (?1, ?2, ?3, ?4, (SELECT id FROM categories WHERE slug = ?5), ?6, ?7, ?8, ?9, coalesce(?10, 0), ?11, ?12, ?13, ?14, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
       ON CONFLICT(slug) DO UPDATE SET title = excluded.title, summary = excluded.summary, description = excluded.description,
         category_id = excluded.category_id, price = excluded.price, line_price = excluded.line_price, currency = excluded.currency,
         stock = excluded.stock, sales = coalesce(?10, products.sales), images = excluded.images, options = excluded.options, status = excluded.status,
         i18n = excluded.i18n, updated_at = excluded.updated_at`,
      )
      .bind(
        product.slug,
        product.title,
        product.summary,
        description,
        product.category ?? null,
        cheapest.price,
        cheapest.linePrice ?? null,
        product.currency,
        stock,
        product.sales ?? null,
        JSON.stringify(images),
        JSON.stringify(product.options),
        product.status,
        JSON.stringify(i18n),
      ),
    db
      .prepare(
        `DELETE FROM product_skus WHERE product_id = ${PRODUCT_ID} AND sku NOT IN (SELECT value ->> 'sku' FROM json_each(?2))`,
      )
      .bind(product.slug, JSON.stringify(product.skus)),
    db
      .prepare(
        `INSERT INTO product_skus (product_id, sku, options, price, line_price, stock, image, position)
       SELECT ${PRODUCT_ID}, j.value ->> 'sku', json(j.value -> 'options'), j.value ->> 'price', j.value ->> 'linePrice', j.value ->> 'stock', j.value ->> 'image', j.key
       FROM json_each(?2) j WHERE true
       ON CONFLICT(sku) DO UPDATE SET product_id = excluded.product_id, options = excluded.options, price = excluded.price,
         line_price = excluded.line_price, stock = excluded.stock, image = excluded.image, position = excluded.position`,
      )
      .bind(product.slug, JSON.stringify(product.skus)),
    db.prepare(`DELETE FROM product_tags WHERE product_id = ${PRODUCT_ID}`).bind(product.slug),
    db
      .prepare(
        `INSERT INTO product_tags (product_id, tag_id) SELECT ${PRODUCT_ID}, id FROM tags WHERE slug IN (SELECT value FROM json_each(?2))`,
      )
      .bind(product.slug, JSON.stringify(product.tags)),
    db.prepare(`DELETE FROM product_categories WHERE product_id = ${PRODUCT_ID}`).bind(product.slug),
    db
      .prepare(
        `INSERT INTO product_categories (product_id, category_id) SELECT ${PRODUCT_ID}, id FROM categories WHERE slug IN (SELECT value FROM json_each(?2))`,
      )
      .bind(product.slug, JSON.stringify(product.categories)),
  ];
}
