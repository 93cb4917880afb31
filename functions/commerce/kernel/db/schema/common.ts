/**
 * Column helpers shared by every table: ids, timestamps and the per-language overrides that
 * shopper-facing content carries (English lives in the base columns; other languages override
 * single fields and fall back to English field by field).
 */
import { integer, text } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

export type Translations<Field extends string> = Partial<Record<string, Partial<Record<Field, string>>>>;

export const id = () => integer("id").primaryKey({ autoIncrement: true });

/** ISO 8601 UTC, the API's own time format, so rows need no conversion on the way out. */
export const timestamp = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const createdAt = () => timestamp("created_at");

export const updatedAt = () => timestamp("updated_at");

export const translations = <Field extends string>() =>
  text("i18n", { mode: "json" }).$type<Translations<Field>>().notNull().default({});

export const jsonList = <T>(name: string) => text(name, { mode: "json" }).$type<T[]>().notNull().default([]);
