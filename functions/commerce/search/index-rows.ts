/**
 * The rows `search_index` holds for a product, article or page: one per content language, with
 * that language's text (falling back to English) prepared by tokens.ts. The generator and
 * admin/import both write these, so search sees exactly what shoppers read.
 */
import { CONTENT_LANGUAGES } from "../i18n/languages";
import { indexText, scopeTokens, type IndexKind } from "./tokens";

export type SearchRow = { rowid: number; title: string; body: string; scope: string; kind: IndexKind; refId: number; slug: string; lang: string };

const KIND_INDEX: Record<IndexKind, number> = { product: 0, article: 1, page: 2 };

/**
 * Each item's rows have fixed rowids (16 per item: kind × language), so re-indexing an item is a
 * delete by rowid range — FTS5 cannot look rows up by its unindexed columns cheaply.
 */
export const searchRowid = (kind: IndexKind, refId: number, languageIndex: number) => refId * 16 + KIND_INDEX[kind] * 4 + languageIndex;

export const SEARCH_ROWID_SQL = (kind: IndexKind, idSql: string) => `(${idSql}) * 16 + ${KIND_INDEX[kind] * 4}`;

type Translatable = { id?: number; slug: string; i18n?: unknown };

const plain = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ").replace(/\s+/g, " ").trim();

function field(item: Translatable & Record<string, unknown>, name: string, language: string): string {
  const overrides = (item.i18n ?? {}) as Record<string, Record<string, string> | undefined>;
  const value = language === "en" ? undefined : overrides[language]?.[name];
  return String(value || item[name] || "");
}

export function searchRows(kind: IndexKind, item: Translatable & Record<string, unknown>, titleField: string, bodyFields: string[], extra = ""): SearchRow[] {
  return CONTENT_LANGUAGES.map((language, languageIndex) => ({
    rowid: searchRowid(kind, item.id!, languageIndex),
    title: indexText(field(item, titleField, language)),
    body: indexText([...bodyFields.map((name) => plain(field(item, name, language))), extra].join(" ")),
    scope: scopeTokens(language, kind),
    kind,
    refId: item.id!,
    slug: item.slug,
    lang: language,
  }));
}

export const productSearchRows = (product: Translatable & Record<string, unknown>) =>
  searchRows("product", product, "title", ["summary", "description"]);

export const articleSearchRows = (article: Translatable & Record<string, unknown>) =>
  searchRows("article", article, "title", ["excerpt", "content"], String(article.author ?? ""));

export const pageSearchRows = (page: Translatable & Record<string, unknown>) => searchRows("page", page, "title", ["content"]);
