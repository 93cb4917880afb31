/**
 * search (ranked, highlighted hits over products, articles and pages) and search/suggest
 * (title prefixes, at most 8), on the FTS5 table of the shopper's content language.
 *
 * Cost is bounded for very common words (ADR 011): hits are ranked with BM25 (titles weigh ten
 * times the body) among the most recently added RANKED_CANDIDATES matches, and totals are
 * counted up to MAX_TOTAL.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { listOf, offset, paging, type Paging } from "../kernel/http/paging";
import type { ShopContext } from "../kernel/http/context";
import { contentLanguage } from "../kernel/i18n/languages";
import { escapeHtml } from "../kernel/html";
import {
  displayText,
  kindRange,
  MARK_CLOSE,
  MARK_OPEN,
  matchExpression,
  searchTable,
  worthSuggesting,
  type IndexKind,
} from "./tokens";

const KINDS = ["product", "article", "page"] as const;
const RANK = "bm25(10.0, 1.0)";
export const RANKED_CANDIDATES = 1000;
export const MAX_TOTAL = 10_000;
const SUGGEST_CANDIDATES = 200;

export const searchInput = z.object({
  q: z.string().trim().min(1).max(200),
  type: z.enum(KINDS).optional(),
  ...paging,
});

export const searchHit = z.object({
  type: z.enum(KINDS),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  highlight: z.string(),
  image: z.string().nullable().optional(),
  price: z.number().int().optional(),
  currency: z.string().optional(),
});

export type SearchHit = z.infer<typeof searchHit>;

type HitRow = {
  kind: IndexKind;
  ref_id: number;
  slug: string;
  title: string;
  excerpt: string;
  price: number | null;
  currency: string | null;
  product_image: string | null;
  thumbnail: string | null;
};

/** Escape first, then turn the markers FTS5 inserted into <mark>: the only HTML in a hit. */
function marked(text: string): string {
  return escapeHtml(displayText(text)).replaceAll(MARK_OPEN, "<mark>").replaceAll(MARK_CLOSE, "</mark>");
}

export function searchStatements(
  ctx: ShopContext,
  q: string,
  type: IndexKind | undefined,
  page: Paging,
): D1PreparedStatement[] | null {
  const match = matchExpression(q);
  if (!match) return null;
  const table = searchTable(contentLanguage(ctx.language));
  const [low, high] = type ? kindRange(type) : [0, 3e12];
  // The oldest rowid among the newest RANKED_CANDIDATES matches: ranking is limited to rowids above it.
  const floor = `coalesce((SELECT rowid FROM ${table} WHERE ${table} MATCH ?1 AND rowid BETWEEN ?2 AND ?3 ORDER BY rowid DESC LIMIT 1 OFFSET ${RANKED_CANDIDATES - 1}), ?2)`;
  return [
    ctx.db
      .prepare(
        `SELECT s.kind, s.ref_id, s.slug, s.title, s.excerpt, p.price, p.currency,
         json_extract(p.images, '$[0]') AS product_image, a.thumbnail
       FROM (SELECT kind, ref_id, slug,
               highlight(${table}, 0, char(1), char(2)) AS title,
               snippet(${table}, 1, char(1), char(2), '…', 24) AS excerpt
             FROM ${table} WHERE ${table} MATCH ?1 AND rowid BETWEEN ${floor} AND ?3 AND rank MATCH '${RANK}'
             ORDER BY rank LIMIT ?4 OFFSET ?5) s
       LEFT JOIN products p ON s.kind = 'product' AND p.id = s.ref_id
       LEFT JOIN articles a ON s.kind = 'article' AND a.id = s.ref_id`,
      )
      .bind(match, low, high, page.pageSize, offset(page)),
    ctx.db
      .prepare(
        `SELECT count(*) AS total FROM (SELECT 1 FROM ${table} WHERE ${table} MATCH ?1 AND rowid BETWEEN ?2 AND ?3 LIMIT ${MAX_TOTAL})`,
      )
      .bind(match, low, high),
  ];
}

export function readSearch([hits, total]: D1Result[], page: Paging) {
  const list: SearchHit[] = (hits.results as HitRow[]).map((row) => ({
    type: row.kind,
    id: row.ref_id,
    slug: row.slug,
    title: marked(row.title),
    highlight: marked(row.excerpt),
    ...(row.kind === "product"
      ? { image: row.product_image, price: row.price ?? 0, currency: row.currency ?? "USD" }
      : {}),
    ...(row.kind === "article" ? { image: row.thumbnail } : {}),
  }));
  return { list, total: Number((total.results[0] as { total: number }).total), ...page };
}

export const searchCall = defineCall({
  path: "search",
  summary: "Full-text search over products, articles and pages, ranked, with <mark> highlights",
  tag: "search",
  cache: "public",
  input: searchInput,
  output: listOf(searchHit),
  handle: async (ctx, input) => {
    const statements = searchStatements(ctx, input.q, input.type, input);
    if (!statements) return { list: [], total: 0, page: input.page, pageSize: input.pageSize };
    return readSearch(await ctx.db.batch(statements), input);
  },
});

export const SUGGESTIONS = 8;

export const suggestCall = defineCall({
  path: "search/suggest",
  summary: "Up to 8 distinct titles whose words start with the typed words (from two letters or one ideograph)",
  tag: "search",
  cache: "public",
  input: z.object({ q: z.string().trim().min(1).max(100), type: z.enum(KINDS).optional() }),
  output: z.array(z.object({ text: z.string(), type: z.enum(KINDS), slug: z.string() })),
  handle: async (ctx, input) => {
    const match = worthSuggesting(input.q) ? matchExpression(input.q, true) : null;
    if (!match) return [];
    const table = searchTable(contentLanguage(ctx.language));
    const [low, high] = input.type ? kindRange(input.type) : [0, 3e12];
    // Distinct titles, shortest first (closest to what was typed), among the newest matches.
    const { results } = await ctx.db
      .prepare(
        `SELECT title, min(kind) AS kind, min(slug) AS slug FROM
           (SELECT title, kind, slug FROM ${table} WHERE ${table} MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid DESC LIMIT ${SUGGEST_CANDIDATES})
         GROUP BY title ORDER BY length(title), title LIMIT ${SUGGESTIONS}`,
      )
      .bind(match, low, high)
      .run<{ kind: IndexKind; slug: string; title: string }>();
    return results.map((row) => ({ text: displayText(row.title), type: row.kind, slug: row.slug }));
  },
});
