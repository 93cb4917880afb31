/**
 * The rows the search tables hold for a product, article or page: one per content language (in
 * that language's table), with its text falling back to English, prepared by tokens.ts. The
 * generator and admin/import both write these, so search sees exactly what shoppers read.
 */
import { CONTENT_LANGUAGES } from "../kernel/i18n/languages";
import { indexText, searchRowid, searchTable, type IndexKind } from "./tokens";

export type SearchRow = {
  table: string;
  rowid: number;
  title: string;
  body: string;
  kind: IndexKind;
  refId: number;
  slug: string;
};

type Translatable = { id?: number; slug: string; i18n?: unknown };

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();

function field(item: Translatable & Record<string, unknown>, name: string, language: string): string {
  const overrides = (item.i18n ?? {}) as Record<string, Record<string, string> | undefined>;
  const value = language === "en" ? undefined : overrides[language]?.[name];
  return String(value || item[name] || "");
}

export function searchRows(
  kind: IndexKind,
  item: Translatable & Record<string, unknown>,
  titleField: string,
  bodyFields: string[],
  extra = "",
): SearchRow[] {
  return CONTENT_LANGUAGES.map((language) => ({
    table: searchTable(language),
    rowid: searchRowid(kind, item.id ?? 0),
    title: indexText(field(item, titleField, language)),
    body: indexText([...bodyFields.map((name) => plain(field(item, name, language))), extra].join(" ")),
    kind,
    refId: item.id ?? 0,
    slug: item.slug,
  }));
}

export const productSearchRows = (product: Translatable & Record<string, unknown>) =>
  searchRows("product", product, "title", ["summary", "description"]);

export const articleSearchRows = (article: Translatable & Record<string, unknown>) =>
  searchRows("article", article, "title", ["excerpt", "content"], String(article.author ?? ""));

export const pageSearchRows = (page: Translatable & Record<string, unknown>) =>
  searchRows("page", page, "title", ["content"]);
