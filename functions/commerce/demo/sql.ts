/**
 * The demo shop as SQL INSERT statements (multi-row, in chunks), column names taken from the
 * Drizzle schema so the SQL can never drift from the migrations.
 */
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../kernel/db/schema";
import type { DemoShop } from "./generate";

/** D1 refuses statements over 100 KB; stay well below. */
const MAX_STATEMENT_BYTES = 80_000;
const encoder = new TextEncoder();

function chunked(head: string, values: string[]): string[] {
  const statements: string[] = [];
  let batch: string[] = [];
  let size = head.length;
  for (const value of values) {
    const bytes = encoder.encode(value).length;
    if (batch.length && size + bytes + 1 > MAX_STATEMENT_BYTES) {
      statements.push(`${head}${batch.join(",")};`);
      batch = [];
      size = head.length;
    }
    batch.push(value);
    size += bytes + 1;
  }
  if (batch.length) statements.push(`${head}${batch.join(",")};`);
  return statements;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

function inserts(table: SQLiteTable, rows: Record<string, unknown>[]): string[] {
  // Rows that leave different columns to their defaults cannot share a multi-row INSERT.
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const signature = Object.keys(row)
      .filter((key) => row[key] !== undefined)
      .sort()
      .join(",");
    const group = groups.get(signature);
    if (group) group.push(row);
    else groups.set(signature, [row]);
  }
  const config = getTableConfig(table);
  const statements: string[] = [];
  for (const [signature, group] of groups) {
    const keys = signature.split(",");
    const names = keys.map((key) => (table as unknown as Record<string, { name: string }>)[key].name);
    const values = group.map((row) => `(${keys.map((key) => literal(row[key])).join(",")})`);
    statements.push(
      ...chunked(`INSERT INTO ${config.name} (${names.map((name) => `"${name}"`).join(",")}) VALUES `, values),
    );
  }
  return statements;
}

const TABLES: [keyof DemoShop, SQLiteTable][] = [
  ["categories", schema.categories],
  ["products", schema.products],
  ["productSkus", schema.productSkus],
  ["productCategories", schema.productCategories],
  ["tags", schema.tags],
  ["productTags", schema.productTags],
  ["collections", schema.collections],
  ["collectionProducts", schema.collectionProducts],
  ["articleCategories", schema.articleCategories],
  ["articles", schema.articles],
  ["pages", schema.pages],
  ["reviews", schema.reviews],
  ["comments", schema.comments],
  ["promotions", schema.promotions],
  ["promotionProducts", schema.promotionProducts],
  ["coupons", schema.coupons],
  ["shippingMethods", schema.shippingMethods],
  ["paymentMethods", schema.paymentMethods],
  ["siteSettings", schema.siteSettings],
];

export function shopStatements(shop: DemoShop): string[] {
  const statements = TABLES.flatMap(([key, table]) => inserts(table, shop[key] as Record<string, unknown>[]));
  for (const table of new Set(shop.searchIndex.map((row) => row.table))) {
    const values = shop.searchIndex
      .filter((row) => row.table === table)
      .map((row) => `(${[row.rowid, row.title, row.body, row.kind, row.refId, row.slug].map(literal).join(",")})`);
    statements.push(...chunked(`INSERT INTO ${table} (rowid, title, body, kind, ref_id, slug) VALUES `, values));
  }
  return statements;
}
