/**
 * The Drizzle schema (db/schema) and the SQL migrations (migrations/) describe the same tables:
 * the migrations, applied to a fresh D1 (test/setup.ts), give exactly the tables and columns the
 * schema declares, with the same type, NOT NULL and primary key. Reads are hand-written SQL and
 * writes are typed from the schema (ADR 010), so a drift between the two is a bug waiting for the
 * first query that crosses it. FTS5 search tables (and their shadow tables) exist only in SQL
 * (ADR 011); they are the one exception, found by asking SQLite which tables are virtual.
 */
import { env } from "cloudflare:test";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";

type Column = { name: string; type: string; notNull: boolean; primaryKey: boolean };

function schemaTables(): Map<string, Column[]> {
  const out = new Map<string, Column[]>();
  for (const value of Object.values(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const config = getTableConfig(value);
    const compositeKey = new Set(config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)));
    out.set(
      config.name,
      config.columns
        .map((column) => ({
          name: column.name,
          type: column.getSQLType().toUpperCase(),
          notNull: column.notNull || column.primary,
          primaryKey: column.primary || compositeKey.has(column.name),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  }
  return out;
}

async function migratedTables(): Promise<Map<string, Column[]>> {
  const { results: tables } = await env.DB.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").run<{
    name: string;
    sql: string;
  }>();
  const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql ?? "")).map((table) => table.name);
  const internal = (name: string) =>
    name.startsWith("sqlite_") ||
    name.startsWith("_cf_") ||
    name === "d1_migrations" ||
    virtual.some((v) => name === v || name.startsWith(`${v}_`));
  const out = new Map<string, Column[]>();
  for (const { name } of tables.filter((table) => !internal(table.name))) {
    const { results } = await env.DB.prepare(`PRAGMA table_info("${name}")`).run<{
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }>();
    out.set(
      name,
      results
        .map((column) => ({
          name: column.name,
          type: column.type.toUpperCase(),
          notNull: column.notnull === 1 || column.pk === 1,
          primaryKey: column.pk > 0,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  }
  return out;
}

describe("the Drizzle schema and the migrations", () => {
  it("have the same tables", async () => {
    const declared = [...schemaTables().keys()].sort();
    const migrated = [...(await migratedTables()).keys()].sort();
    expect(declared.length).toBeGreaterThan(30);
    expect(declared).toEqual(expect.arrayContaining(["products", "orders", "users"]));
    expect({
      onlyInSchema: declared.filter((name) => !migrated.includes(name)),
      onlyInMigrations: migrated.filter((name) => !declared.includes(name)),
    }).toEqual({ onlyInSchema: [], onlyInMigrations: [] });
  });

  it("give every table the same columns, types, NOT NULL and primary key", async () => {
    const declared = schemaTables();
    const migrated = await migratedTables();
    const drift: string[] = [];
    for (const [table, columns] of declared) {
      const actual = migrated.get(table);
      if (!actual) continue;
      const describe = (column: Column) =>
        `${column.name} ${column.type}${column.notNull ? " NOT NULL" : ""}${column.primaryKey ? " PK" : ""}`;
      const want = new Set(columns.map(describe));
      const have = new Set(actual.map(describe));
      for (const column of want)
        if (!have.has(column))
          drift.push(
            `${table}: schema says ${column}, migrations ${actual.find((c) => column.startsWith(`${c.name} `)) ? describe(actual.find((c) => column.startsWith(`${c.name} `))!) : "have no such column"}`,
          );
      for (const column of have)
        if (!want.has(column) && !columns.some((c) => column.startsWith(`${c.name} `)))
          drift.push(`${table}: migrations have ${column}, the schema does not`);
    }
    expect(drift).toEqual([]);
  });
});
