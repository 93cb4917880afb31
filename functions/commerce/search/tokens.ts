/**
 * Text in and out of the FTS5 tables. unicode61 splits on spaces and punctuation, which cannot
 * segment Chinese or Japanese, so ideographs are stored one per token (spaced) and queries are
 * turned into phrases of those tokens; output is un-spaced again. Shopper input never reaches
 * FTS5 syntax: only letters and digits survive, each term quoted.
 */
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD = /[\p{L}\p{N}]+/gu;
const MAX_TERMS = 8;

/** Highlight markers: control characters that cannot occur in indexed text, swapped for <mark> after escaping. */
export const MARK_OPEN = "\u0001";
export const MARK_CLOSE = "\u0002";

export type IndexKind = "product" | "article" | "page";

/** Rowids encode the kind, so a kind filter is a rowid range: products are their id, articles 1e12 + id, pages 2e12 + id. */
const KIND_BASE: Record<IndexKind, number> = { product: 0, article: 1e12, page: 2e12 };

export const searchRowid = (kind: IndexKind, refId: number) => KIND_BASE[kind] + refId;

export const kindRange = (kind: IndexKind): [number, number] => [KIND_BASE[kind], KIND_BASE[kind] + 1e12 - 1];

/** The FTS5 table of a content language (migrations/0002). */
export const searchTable = (contentLanguage: string) => `search_${contentLanguage.replace(/-/g, "_").toLowerCase()}`;

export function indexText(text: string): string {
  return text
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, (char) => ` ${char} `)
    .replace(/\s+/g, " ")
    .trim();
}

export function displayText(text: string): string {
  const glue = new RegExp(
    `(${IDEOGRAPH.source}[${MARK_OPEN}${MARK_CLOSE}]*) ([${MARK_OPEN}${MARK_CLOSE}]*${IDEOGRAPH.source})`,
    "gu",
  );
  let previous = "";
  let out = text;
  while (out !== previous) {
    previous = out;
    out = out.replace(glue, "$1$2");
  }
  return out;
}

/** Each word becomes a quoted term; a run of ideographs becomes a phrase of single characters. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const word of query.normalize("NFKC").match(WORD) ?? []) {
    if (IDEOGRAPH.test(word)) {
      for (const run of word.split(/([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+)/u)) {
        if (!run) continue;
        terms.push(IDEOGRAPH.test(run) ? `"${[...run].join(" ")}"` : `"${run}"`);
      }
    } else {
      terms.push(`"${word}"`);
    }
  }
  return terms.slice(0, MAX_TERMS);
}

/**
 * The MATCH expression for a shopper's query. The last term is a prefix, so results appear while
 * the shopper is still typing — except, in a search of title and body, when it ends in an
 * ideograph (ADR 368): every ideograph is indexed as its own one-character token (indexText), so
 * the prefix can only match that very token, and FTS5 would first merge the token's (very long)
 * doclist through its prefix path. Suggestions (`titleOnly`) keep the prefix: they read the newest
 * matches first (rowid descending), which FTS5 does faster over the merged list than over a
 * phrase's doclists. Only title and body are indexed (the other columns are UNINDEXED), so a
 * search of both names no column: a filter would only make FTS5 check each position's column.
 * Null when the query has no searchable words.
 */
export function matchExpression(query: string, titleOnly = false): string | null {
  const terms = queryTerms(query);
  if (!terms.length) return null;
  const last = terms.length - 1;
  if (titleOnly || !IDEOGRAPH.test([...terms[last]].at(-2) ?? "")) terms[last] += "*";
  return `${titleOnly ? "title : " : ""}(${terms.join(" AND ")})`;
}

/** A single Latin letter matches too much to suggest anything useful; one ideograph is a word. */
export function worthSuggesting(query: string): boolean {
  return IDEOGRAPH.test(query) || (query.match(WORD) ?? []).join("").length >= 2;
}
