/**
 * admin/import: idempotent upserts of a JSON document (see import-schema.ts). Two round trips:
 * the references the document makes to rows it does not itself contain are checked first
 * (unknown ones are a code-40 answer, nothing written), then everything is written in one
 * batch, which D1 runs as a single transaction.
 *
 * An article whose slug a customer's own article holds (user/article/save) is not imported: it
 * is listed in `refused` with the reason and the rest of the document goes in. Taking the slug
 * over would overwrite the customer's writing or leave it with two owners (docs/decisions/110).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import { invalidInput } from "../http/envelope";
import { sanitizeHtml } from "../content/sanitize";
import { importDocument, type ImportDocument } from "./import-schema";
import { productStatements, reindex, sanitiseTranslations } from "./import-products";

type Reference = { table: string; field: string; slug: string };

function references(doc: ImportDocument): Reference[] {
  const refs: Reference[] = [];
  doc.categories.forEach(
    (c, i) => c.parent && refs.push({ table: "categories", field: `categories.${i}.parent`, slug: c.parent }),
  );
  doc.products.forEach((p, i) => {
    if (p.category) refs.push({ table: "categories", field: `products.${i}.category`, slug: p.category });
    p.categories.forEach((slug) => refs.push({ table: "categories", field: `products.${i}.categories`, slug }));
    p.tags.forEach((slug) => refs.push({ table: "tags", field: `products.${i}.tags`, slug }));
  });
  doc.collections.forEach((c, i) =>
    c.products.forEach((slug) => refs.push({ table: "products", field: `collections.${i}.products`, slug })),
  );
  doc.promotions.forEach((p, i) =>
    p.products.forEach((slug) => refs.push({ table: "products", field: `promotions.${i}.products`, slug })),
  );
  doc.articles.forEach(
    (a, i) =>
      a.category && refs.push({ table: "article_categories", field: `articles.${i}.category`, slug: a.category }),
  );
  const inDocument: Record<string, Set<string>> = {
    categories: new Set(doc.categories.map((c) => c.slug)),
    tags: new Set(doc.tags.map((t) => t.slug)),
    products: new Set(doc.products.map((p) => p.slug)),
    article_categories: new Set(),
  };
  return refs.filter((ref) => !inDocument[ref.table].has(ref.slug));
}

async function checkReferences(db: D1Database, doc: ImportDocument): Promise<void> {
  const refs = references(doc);
  if (!refs.length) return;
  const tables = [...new Set(refs.map((ref) => ref.table))];
  const results = await db.batch(
    tables.map((table) =>
      db
        .prepare(`SELECT slug FROM ${table} WHERE slug IN (SELECT value FROM json_each(?))`)
        .bind(JSON.stringify(refs.filter((r) => r.table === table).map((r) => r.slug))),
    ),
  );
  const known = new Set(
    results.flatMap((result, i) => (result.results as { slug: string }[]).map((row) => `${tables[i]}/${row.slug}`)),
  );
  const fields: Record<string, string> = {};
  for (const ref of refs)
    if (!known.has(`${ref.table}/${ref.slug}`))
      fields[ref.field] ??= `unknown ${ref.table.replace(/_/g, " ")}: ${ref.slug}`;
  if (Object.keys(fields).length) throw invalidInput(fields);
}

type Refused = { field: string; slug: string; message: string };

/** Articles of the document whose slug a customer's article holds, refused one by one. */
async function customerHeldArticles(db: D1Database, doc: ImportDocument): Promise<Refused[]> {
  if (!doc.articles.length) return [];
  const { results } = await db
    .prepare("SELECT slug FROM articles WHERE user_id IS NOT NULL AND slug IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(doc.articles.map((a) => a.slug)))
    .all<{ slug: string }>();
  const held = new Set(results.map((row) => row.slug));
  return doc.articles.flatMap((a, i) =>
    held.has(a.slug)
      ? [
          {
            field: `articles.${i}.slug`,
            slug: a.slug,
            message: `slug held by a customer's article: ${a.slug} (not imported; choose another slug)`,
          },
        ]
      : [],
  );
}

function writeStatements(db: D1Database, doc: ImportDocument): D1PreparedStatement[] {
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
        ...reindex(db, "article", "articles", { ...a, content, i18n }),
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
        ...reindex(db, "page", "pages", { ...p, content, i18n }),
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

const counts = z.object({
  ...Object.fromEntries(
    [
      "categories",
      "tags",
      "products",
      "skus",
      "collections",
      "articles",
      "pages",
      "promotions",
      "coupons",
      "templates",
      "settings",
    ].map((k) => [k, z.number().int()]),
  ),
  /** Items not imported, each with its field path and why (an article slug a customer holds). */
  refused: z.array(z.object({ field: z.string(), slug: z.string(), message: z.string() })),
});

export const importCall = defineCall({
  path: "admin/import",
  summary:
    "Upsert products, categories, tags, collections, articles, pages, promotions, coupons, templates and settings (idempotent)",
  tag: "operators",
  admin: true,
  input: importDocument,
  output: counts,
  handle: async (ctx, input) => {
    await checkReferences(ctx.db, input);
    const refused = await customerHeldArticles(ctx.db, input);
    const refusedSlugs = new Set(refused.map((item) => item.slug));
    const doc = { ...input, articles: input.articles.filter((a) => !refusedSlugs.has(a.slug)) };
    const statements = writeStatements(ctx.db, doc);
    if (statements.length) await ctx.db.batch(statements);
    return {
      categories: doc.categories.length,
      tags: doc.tags.length,
      products: doc.products.length,
      skus: doc.products.reduce((sum, p) => sum + p.skus.length, 0),
      collections: doc.collections.length,
      articles: doc.articles.length,
      pages: doc.pages.length,
      promotions: doc.promotions.length,
      coupons: doc.coupons.length,
      templates: doc.templates.length,
      settings: Object.keys(doc.settings).length,
      refused,
    };
  },
});
