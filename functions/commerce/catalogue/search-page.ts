/**
 * The ids of a search's page when selections are made (ADR 368). Read from the words, the page
 * joins every hit to the listing index, keeps those matching the selections and sorts them: its
 * cost grows with the hits, and a common word (a colour in Chinese) matches half the shop. When
 * the words match many products, the page is instead read in the listing's sort order from the
 * sort's own index — each product tested against the hits (gathered once into a list) and the
 * selections — and stops when the page is full.
 *
 * Which of the two runs is decided in the statement: the words are dense when they match at least
 * an eighth of the shop (counted up to that many, so a rare word costs little). Walking the sort
 * index when few products qualify reads the whole shop, about what reading and sorting an eighth
 * of it costs; when many qualify, it stops after a few rows. The other plan's LIMIT is 0, which
 * SQLite checks before its loop: only one of them reads anything. Both give the same ids in the
 * same order (the order ends with the id, so ties are broken alike).
 */
import { contentLanguage, type Language } from "../kernel/i18n/languages";
import { kindRange, matchExpression, searchTable } from "../search";

/** The sorts whose whole order an index on (status, key) gives, the id breaking ties (rowid order). */
const WALKS: Record<string, { index: string; order: string } | undefined> = {
  newest: { index: "products_newest", order: "w.created_at DESC, w.id DESC" },
  price_asc: { index: "products_price", order: "w.price ASC, w.id ASC" },
  price_desc: { index: "products_price", order: "w.price DESC, w.id DESC" },
  sales: { index: "products_sales", order: "w.sales DESC, w.id DESC" },
};

/** Dense words match at least 1/DENSE of the shop (its highest product id, read from an index's end). */
const DENSE = 8;

export type SearchPage = {
  q: string;
  language: Language;
  sort: string;
  /** The selections as conditions on `p` (the listing index), with their parameters. */
  selections: { sql: string; params: unknown[] };
  /** The page read from the words (ends with `ORDER BY … LIMIT ? OFFSET ?`) and its parameters before the limit. */
  fromWords: { sql: string; params: unknown[] };
  limit: number;
  offset: number;
  /** The INDEXED BY clause of the narrow listing index (LISTING_INDEX). */
  listingIndex: string;
};

/** The ids of the page (a SELECT), or null when the sort has no index to walk or the words none to match. */
export function searchPageIds(page: SearchPage): { sql: string; params: unknown[] } | null {
  const walk = WALKS[page.sort];
  const match = matchExpression(page.q);
  if (!walk || !match) return null;
  const table = searchTable(contentLanguage(page.language));
  const hits = `SELECT rowid FROM ${table} WHERE ${table} MATCH ? AND rowid <= ${kindRange("product")[1]}`;
  const shop = `(SELECT max(id) / ${DENSE} FROM products)`;
  const fromWords = page.fromWords.sql.replace(
    /LIMIT \? OFFSET \?\s*$/,
    "LIMIT (SELECT (1 - yes) * ? FROM dense) OFFSET ?",
  );
  if (fromWords === page.fromWords.sql) throw new Error("the page read from the words must end with LIMIT ? OFFSET ?");
  const sql = `WITH dense(yes) AS MATERIALIZED (SELECT (SELECT count(*) FROM (${hits} LIMIT ${shop})) >= ${shop})
    SELECT * FROM (SELECT w.id FROM products w INDEXED BY ${walk.index} CROSS JOIN products p ${page.listingIndex} ON p.id = w.id
      WHERE w.status = 'published' AND w.id IN (${hits}) AND ${page.selections.sql}
      ORDER BY ${walk.order} LIMIT (SELECT yes * ? FROM dense) OFFSET ?)
    UNION ALL SELECT * FROM (${fromWords})`;
  return {
    sql,
    params: [
      match,
      match,
      ...page.selections.params,
      page.limit,
      page.offset,
      ...page.fromWords.params,
      page.limit,
      page.offset,
    ],
  };
}
