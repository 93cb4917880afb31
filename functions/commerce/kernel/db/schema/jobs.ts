/** Background jobs (docs/decisions/185): the ones that could not be done, kept for operators. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./common";

export const deadJobs = sqliteTable(
  "dead_jobs",
  {
    /** The queue message's id: the consumer and the dead-letter queue recording one job make one row. */
    messageId: text("message_id").primaryKey(),
    /** mail, sms, visit, index. */
    kind: text("kind").notNull(),
    /** What the job was about (recipient and subject, visitor and path, items), never a message's text. */
    detail: text("detail").notNull().default(""),
    /** The last failure, as the provider or D1 named it. */
    error: text("error").notNull().default(""),
    attempts: integer("attempts").notNull().default(0),
    queuedAt: text("queued_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dead_jobs_created").on(t.createdAt)],
);
