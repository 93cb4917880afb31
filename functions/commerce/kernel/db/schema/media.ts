/** Customers' uploads in R2, one row each: who made it and whether the sweep has kept it. */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./common";

export const uploads = sqliteTable(
  "uploads",
  {
    id: id(),
    /** What calls take and store: /api/web/media/uploads/… */
    url: text("url").notNull(),
    /** The R2 object key: uploads/… */
    key: text("key").notNull(),
    /** "user:<id>" for a signed-in customer, "visitor:<hash of the address>" otherwise. */
    owner: text("owner").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
    /** Set by the sweep once it found the upload referenced; never judged again (media/sweep.ts). */
    keptAt: text("kept_at"),
  },
  (t) => [uniqueIndex("uploads_url").on(t.url), index("uploads_unjudged").on(t.keptAt, t.createdAt)],
);
