/**
 * The site's own settings: one JSON document per key (site, theme, …) so operators can change
 * them without a migration, the page templates, and the shipping and payment methods.
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, jsonList, translations, updatedAt } from "./common";

export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: updatedAt(),
});

/** One HTML template per page type and region (head, body, foot). */
export const pageTemplates = sqliteTable(
  "page_templates",
  {
    pageType: text("page_type").notNull(),
    region: text("region").notNull(),
    html: text("html").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.pageType, t.region] })],
);

export const shippingMethods = sqliteTable("shipping_methods", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  fee: integer("fee").notNull(),
  currency: text("currency").notNull().default("USD"),
  /** Orders at or above this subtotal ship free; null never. */
  freeOver: integer("free_over"),
  /** ISO country codes this method ships to; empty ships everywhere. */
  countries: jsonList<string>("countries"),
  /** The subtotal range (minor units) the method is offered for; maxOrder null is unbounded. */
  minOrder: integer("min_order").notNull().default(0),
  maxOrder: integer("max_order"),
  position: integer("position").notNull().default(0),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
  i18n: translations<"name" | "description">(),
});

export const paymentMethods = sqliteTable("payment_methods", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  /** Offline methods: what the shopper does next (bank details, pay on delivery), answered by order/pay. */
  instructions: text("instructions").notNull().default(""),
  /** How long an order has to be paid with this method; null: no window (cash on delivery). */
  payWithinMinutes: integer("pay_within_minutes"),
  position: integer("position").notNull().default(0),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
  i18n: translations<"name" | "description" | "instructions">(),
});

/** Mail and SMS the shop sent; locally the outbox is the transport (admin/outbox reads it). */
export const outbox = sqliteTable("outbox", {
  id: id(),
  channel: text("channel").notNull(),
  to: text("to").notNull(),
  subject: text("subject").notNull().default(""),
  text: text("text").notNull(),
  code: text("code"),
  createdAt: createdAt(),
});

/** Visitor tracking, aggregated: one row per visitor, day and path; each tick adds a hit. */
export const visitorVisits = sqliteTable(
  "visitor_visits",
  {
    day: text("day").notNull(),
    visitorId: text("visitor_id").notNull(),
    path: text("path").notNull(),
    referer: text("referer").notNull().default(""),
    timezone: text("timezone").notNull().default(""),
    hits: integer("hits").notNull().default(1),
    firstAt: text("first_at").notNull(),
    lastAt: text("last_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorId, t.path] })],
);
