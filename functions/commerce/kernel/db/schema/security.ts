/** Hardening tables (issue 15): used human-check challenges and the operators' audit log. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./common";

/** A slide challenge's use for one purpose ("<nonce>:code" or "<nonce>:signup"), kept until it expires (ADR 105). */
export const humanCheckUses = sqliteTable(
  "human_check_uses",
  {
    key: text("key").primaryKey(),
    /** Unix milliseconds after which the challenge is dead anyway and the row may go. */
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("human_check_uses_expiry").on(t.expiresAt)],
);

/** One row per operator call (ADR 106). Never the token or the payload: a fingerprint and the ids named. */
export const adminAudit = sqliteTable("admin_audit", {
  id: id(),
  /** HMAC-SHA-256 of the bearer token under SESSION_SECRET, first 16 hex digits. */
  token: text("token").notNull(),
  /** The call's path, e.g. "admin/order/ship". */
  call: text("call").notNull(),
  /** JSON object of the ids the input named (orderNo, returnNo, …) and counts of imported items. */
  keys: text("keys", { mode: "json" }).$type<Record<string, string | number | boolean>>().notNull().default({}),
  ip: text("ip").notNull().default(""),
  /** "ok" (handled) or "throttled" (the address had too many wrong tokens). */
  outcome: text("outcome").notNull(),
  createdAt: createdAt(),
});
