/**
 * The reads admin/import makes before it writes anything: every reference the document makes to
 * a row it does not itself contain must exist (else a code-40 answer, nothing written), and an
 * article whose slug a customer's own article holds is refused one by one (docs/decisions/110).
 * Kept apart from the write statements so the "may this go in?" rules read on their own.
 */
import { invalidInput } from "../kernel/http/envelope";
import type { ImportDocument } from "./import-schema";

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

export async function checkReferences(db: D1DatabaseSession, doc: ImportDocument): Promise<void> {
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

export type Refused = { field: string; slug: string; message: string };

/** Articles of the document whose slug a customer's article holds, refused one by one. */
export async function customerHeldArticles(db: D1DatabaseSession, doc: ImportDocument): Promise<Refused[]> {
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
