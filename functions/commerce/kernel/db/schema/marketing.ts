/** Promotions (price cuts on a set of products) and coupons (codes a customer claims and redeems). */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, translations } from "./common";

export const promotions = sqliteTable(
  "promotions",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    banner: text("banner"),
    /** Percentage taken off the listed products' prices while the promotion runs. */
    discountPercent: integer("discount_percent").notNull().default(0),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    position: integer("position").notNull().default(0),
    i18n: translations<"title" | "description">(),
  },
  (t) => [uniqueIndex("promotions_slug").on(t.slug), index("promotions_period").on(t.endsAt)],
);

export const promotionProducts = sqliteTable(
  "promotion_products",
  {
    promotionId: integer("promotion_id").notNull(),
    productId: integer("product_id").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] })],
);

export const coupons = sqliteTable(
  "coupons",
  {
    id: id(),
    slug: text("slug").notNull(),
    code: text("code").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** "percent" (discountValue is a percentage) or "amount" (minor units of `currency`). */
    discountType: text("discount_type").notNull(),
    discountValue: integer("discount_value").notNull(),
    minSpend: integer("min_spend").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    /** How many customers may claim it; null is unlimited. */
    quantity: integer("quantity"),
    claimedCount: integer("claimed_count").notNull().default(0),
    i18n: translations<"title" | "description">(),
  },
  (t) => [uniqueIndex("coupons_slug").on(t.slug), uniqueIndex("coupons_code").on(t.code)],
);

export const couponClaims = sqliteTable(
  "coupon_claims",
  {
    couponId: integer("coupon_id").notNull(),
    userId: integer("user_id").notNull(),
    claimedAt: createdAt(),
    usedAt: text("used_at"),
    orderNo: text("order_no"),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index("coupon_claims_user").on(t.userId)],
);
