/**
 * The ids of a search's page when selections are made (ADR 368). Read from the words, the page
 * joins every hit to the listing index, keeps those matching the selections and sorts them: its
 * cost grows with the hits, and a common word (a colour in Chinese) matches half the shop. When
 * the words match many products, the page is instead read in the listing's sort order from the
 * sort's own index — each product tested against the hits (gathered once into a list) and the
 * selections — and stops when the page is full.
 *
 * Which runs is decided in the statement. The words are dense when they match at least an eighth
 * of the shop (counted up to that many, so a rare word costs little); only then is the sort's
 * index walked, and for its first WALKED products at most: if those hold the page, it is exact
 * (every later product comes after them in the order); if not (few products qualify), the page is
 * read from the words after all, so a walk never costs more than those few thousand rows. The other
 * plan's LIMIT is then 0, which SQLite checks before its loop. Either way the ids and their order
 * are the words' plan's (the order ends with the id, so ties are broken alike).
 *
 * The walk tests its products against the hits of the words between the lowest and highest id it
 * walks (ADR 378): FTS5 then reads only that range of each word's doclist, and the list of hits is
 * built from it alone. A walked id lies in that range, so the test is the same; sorted newest, the
 * walked products are the latest added, and the range a small end of the shop.
 */
import { contentLanguage, type Language } from "../kernel/i18n/languages";
import { kindRange, matchExpression, searchTable } from "../search";

/** The sorts whose whole order an index on (status, key) gives, the id breaking ties (rowid order). */
const WALKS: Record<string, { index: string; columns: string; order: string } | undefined> = {
  newest: { index: "products_newest", columns: "id, created_at", order: "created_at DESC, id DESC" },
  price_asc: { index: "products_price", columns: "id, price", order: "price ASC, id ASC" },
  price_desc: { index: "products_price", columns: "id, price", order: "price DESC, id DESC" },
  sales: { index: "products_sales", columns: "id, sales", order: "sales DESC, id DESC" },
};

/** How far down the sort's index the walk goes before leaving the page to the words' plan. */
const WALKED = 5000;

/** Dense words match at least 1/DENSE of the shop (its highest product id, read from an index's end). */
const DENSE = 8;

export type SearchPage = {
  q: string;
  language: Language;
  sort: string;
  /** The selections as conditions on `p` (the listing index), with their parameters. */
  selections: { sql: string; params: unknown[] };
  /** The page's ids read from the words, sorted (`… ORDER BY …`, no LIMIT: each plan adds its own), and their parameters. */
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
  const words = `SELECT rowid FROM ${table} WHERE ${table} MATCH ?`;
  const hits = `${words} AND rowid <= ${kindRange("product")[1]}`;
  const need = page.offset + page.limit;
  const shop = `(SELECT max(id) / ${DENSE} FROM products)`;
  // The products the walk may read, in the sort's order (none when the words are not dense).
  const walkable = `SELECT ${walk.columns} FROM products INDEXED BY ${walk.index}
        WHERE status = 'published' ORDER BY ${walk.order} LIMIT (SELECT yes * ${WALKED} FROM dense)`;
  // walked: the first qualifying products in the sort's order among its first WALKED, in that order
  // (CROSS JOIN keeps the walk outermost), at most offset + limit. Its hits are those in the range
  // of ids walkable holds (bounds, products only): the same test, and FTS5 reads that range of the
  // doclists only (one bound each way: FTS5 uses a single lower and upper rowid bound).
  const sql = `WITH dense(yes) AS MATERIALIZED (SELECT (SELECT count(*) FROM (${hits} LIMIT ${shop})) >= ${shop}),
    bounds(low, high) AS MATERIALIZED (SELECT min(id), max(id) FROM (${walkable})),
    walked AS MATERIALIZED (SELECT w.id FROM (${walkable}) w
      CROSS JOIN products p ${page.listingIndex} ON p.id = w.id
      WHERE w.id IN (${words} AND rowid BETWEEN (SELECT low FROM bounds) AND (SELECT high FROM bounds))
        AND ${page.selections.sql} LIMIT ?)
    SELECT * FROM (SELECT id FROM walked LIMIT (SELECT CASE WHEN count(*) >= ? THEN ? ELSE 0 END FROM walked) OFFSET ?)
    UNION ALL SELECT * FROM (${page.fromWords.sql}
      LIMIT (SELECT CASE WHEN count(*) >= ? THEN 0 ELSE ? END FROM walked) OFFSET ?)`;
  return {
    sql,
    params: [
      match,
      match,
      ...page.selections.params,
      need,
      need,
      page.limit,
      page.offset,
      ...page.fromWords.params,
      need,
      page.limit,
      page.offset,
    ],
  };
}
