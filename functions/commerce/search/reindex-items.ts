/**
 * The index job (docs/decisions/185): an item's search rows rebuilt from what the database holds
 * now, so running it twice, or after a later import of the same item, leaves the rows right. One
 * read per kind, then one batch that replaces each item's row in every content language's table.
 */
import { articleSearchRows, pageSearchRows, productSearchRows, type SearchRow } from "./index-rows";
import type { IndexKind } from "./tokens";

/** One item whose search rows an index job rebuilds. */
export type IndexItem = { kind: IndexKind; slug: string };

type Row = { id: number; slug: string } & Record<string, unknown>;

/** Where each kind is read from; an operator's article only (a customer's own writing is not indexed). */
const SOURCES: Record<IndexKind, { select: string; rows: (item: Row) => SearchRow[] }> = {
  product: {
    select: "SELECT id, slug, title, summary, description, i18n FROM products WHERE",
    rows: productSearchRows,
  },
  article: {
    select: "SELECT id, slug, title, excerpt, content, author, i18n FROM articles WHERE user_id IS NULL AND",
    rows: articleSearchRows,
  },
  page: { select: "SELECT id, slug, title, content, i18n FROM pages WHERE", rows: pageSearchRows },
};

const parsed = (i18n: unknown) => {
  try {
    return JSON.parse(String(i18n)) as unknown;
  } catch {
    return {};
  }
};

export async function reindexItems(db: D1Database | D1DatabaseSession, items: IndexItem[]): Promise<void> {
  const kinds = (Object.keys(SOURCES) as IndexKind[]).filter((kind) => items.some((item) => item.kind === kind));
  if (kinds.length === 0) return;
  const reads = await db.batch<Row>(
    kinds.map((kind) => {
      const slugs = items.filter((item) => item.kind === kind).map((item) => item.slug);
      return db.prepare(`${SOURCES[kind].select} slug IN (SELECT value FROM json_each(?))`).bind(JSON.stringify(slugs));
    }),
  );
  const rows = kinds.flatMap((kind, index) =>
    reads[index].results.flatMap((item) => SOURCES[kind].rows({ ...item, i18n: parsed(item.i18n) })),
  );
  if (rows.length === 0) return;
  await db.batch(
    rows.flatMap((row) => [
      db.prepare(`DELETE FROM ${row.table} WHERE rowid = ?`).bind(row.rowid),
      db
        .prepare(`INSERT INTO ${row.table} (rowid, title, body, kind, ref_id, slug) VALUES (?, ?, ?, ?, ?, ?)`)
        .bind(row.rowid, row.title, row.body, row.kind, row.refId, row.slug),
    ]),
  );
}
