/**
 * The one batch admin/import writes (D1 runs it as a single transaction): an idempotent upsert
 * per item of the document, in dependency order, with user HTML sanitised. Search rows are rebuilt after it, as a job (admin/import.ts).
 * Kept apart from the call so the SQL of each kind sits in one place.
 */
import { sanitizeHtml } from "../content";
import type { ImportDocument } from "./import-schema";
import { productStatements, sanitiseTranslations } from "./import-products";

export function writeStatements(db: D1DatabaseSession, doc: ImportDocument): D1PreparedStatement[] {
  const json = JSON.stringify;
  const upsertCategory = (c: ImportDocument["categories"][number]) =>
    db
      .prepare(
        `INSERT INTO categories (slug, name, type, position, description, image, i18n) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(slug) DO UPDATE SET name = excluded.name, type = excluded.type, position = excluded.position,
         description = excluded.description, image = excluded.image, i18n = excluded.i18n`,
      )
      .bind(c.slug, c.name, c.type, c.position, sanitizeHtml(c.description), c.image ?? null, json(c.i18n));
  const linkProducts = (table: string, owner: string, ownerTable: string, slug: string, products: string[]) => [
    db.prepare(`DELETE FROM ${table} WHERE ${owner} = (SELECT id FROM ${ownerTable} WHERE slug = ?)`).bind(slug),
    db
      .prepare(
        `INSERT INTO ${table} (${owner}, product_id, position) SELECT (SELECT id FROM ${ownerTable} WHERE slug = ?1), p.id, j.key
       FROM json_each(?2) j JOIN products p ON p.slug = j.value`,
      )
      .bind(slug, json(products)),
  ];
  return [
    ...doc.categories.map(upsertCategory),
    // Parents are set after every category exists, so a document may list children first.
    ...doc.categories.map((c) =>
      db
        .prepare("UPDATE categories SET parent_id = (SELECT id FROM categories WHERE slug = ?) WHERE slug = ?")
        .bind(c.parent ?? null, c.slug),
    ),
    ...doc.tags.map((t) =>
      db
        .prepare(
          "INSERT INTO tags (slug, name, i18n) VALUES (?, ?, ?) ON CONFLICT(slug) DO UPDATE SET name = excluded.name, i18n = excluded.i18n",
        )
        .bind(t.slug, t.name, json(t.i18n)),
    ),
    ...doc.products.flatMap((p) => productStatements(db, p)),
    ...doc.collections.flatMap((c) => [
      db
        .prepare(
          `INSERT INTO collections (slug, name, description, image, position, i18n) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT(slug) DO UPDATE SET name = excluded.name, description = excluded.description, image = excluded.image, position = excluded.position, i18n = excluded.i18n`,
        )
        .bind(c.slug, c.name, sanitizeHtml(c.description), c.image ?? null, c.position, json(c.i18n)),
      ...linkProducts("collection_products", "collection_id", "collections", c.slug, c.products),
    ]),
    ...doc.articles.flatMap((a) => {
      const content = sanitizeHtml(a.content);
      const i18n = sanitiseTranslations(a.i18n, ["content"]);
      return [
        db
          .prepare(
            `INSERT INTO articles (slug, title, excerpt, content, thumbnail, author, category_id, published_at, i18n, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, (SELECT id FROM article_categories WHERE slug = ?7), coalesce(?8, strftime('%Y-%m-%dT%H:%M:%fZ','now')), ?9, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
           ON CONFLICT(slug) DO UPDATE SET title = excluded.title, excerpt = excluded.excerpt, content = excluded.content, thumbnail = excluded.thumbnail,
             author = excluded.author, category_id = excluded.category_id, published_at = coalesce(?8, articles.published_at), i18n = excluded.i18n, updated_at = excluded.updated_at
             WHERE articles.user_id IS NULL`,
          )
          .bind(
            a.slug,
            a.title,
            a.excerpt,
            content,
            a.thumbnail ?? null,
            a.author,
            a.category ?? null,
            a.publishedAt ?? null,
            json(i18n),
          ),
      ];
    }),
    ...doc.pages.flatMap((p) => {
      const content = sanitizeHtml(p.content);
      const i18n = sanitiseTranslations(p.i18n, ["content"]);
      return [
        db
          .prepare(
            `INSERT INTO pages (slug, title, content, in_footer, position, i18n, updated_at) VALUES (?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
           ON CONFLICT(slug) DO UPDATE SET title = excluded.title, content = excluded.content, in_footer = excluded.in_footer, position = excluded.position, i18n = excluded.i18n, updated_at = excluded.updated_at`,
          )
          .bind(p.slug, p.title, content, p.inFooter ? 1 : 0, p.position, json(i18n)),
      ];
    }),
    ...doc.promotions.flatMap((p) => [
      db
        .prepare(
          `INSERT INTO promotions (slug, title, description, banner, discount_percent, starts_at, ends_at, i18n) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(slug) DO UPDATE SET title = excluded.title, description = excluded.description, banner = excluded.banner,
           discount_percent = excluded.discount_percent, starts_at = excluded.starts_at, ends_at = excluded.ends_at, i18n = excluded.i18n`,
        )
        .bind(p.slug, p.title, p.description, p.banner ?? null, p.discountPercent, p.startsAt, p.endsAt, json(p.i18n)),
      ...linkProducts("promotion_products", "promotion_id", "promotions", p.slug, p.products),
    ]),
    ...doc.coupons.map((c) =>
      db
        .prepare(
          `INSERT INTO coupons (slug, code, title, description, discount_type, discount_value, min_spend, currency, starts_at, ends_at, quantity, i18n)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(slug) DO UPDATE SET code = excluded.code, title = excluded.title, description = excluded.description, discount_type = excluded.discount_type,
           discount_value = excluded.discount_value, min_spend = excluded.min_spend, currency = excluded.currency, starts_at = excluded.starts_at,
           ends_at = excluded.ends_at, quantity = excluded.quantity, i18n = excluded.i18n`,
        )
        .bind(
          c.slug,
          c.code,
          c.title,
          c.description,
          c.discountType,
          c.discountValue,
          c.minSpend,
          c.currency,
          c.startsAt,
          c.endsAt,
          c.quantity,
          json(c.i18n),
        ),
    ),
    ...doc.templates.map((t) =>
      db
        .prepare(
          `INSERT INTO page_templates (page_type, region, html) VALUES (?, ?, ?)
         ON CONFLICT(page_type, region) DO UPDATE SET html = excluded.html, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
        )
        .bind(t.pageType, t.region, t.html),
    ),
    ...Object.entries(doc.settings).map(([key, value]) =>
      db
        .prepare(
          "INSERT INTO site_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')",
        )
        .bind(key, json(value)),
    ),
  ];
}
