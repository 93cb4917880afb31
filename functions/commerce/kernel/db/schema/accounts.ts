/** Customers and what belongs to them: sessions, codes, addresses, favorites, logs, forms. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, jsonList, timestamp, translations } from "./common";

export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email"),
    mobile: text("mobile"),
    countryCode: text("country_code"),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    nickname: text("nickname").notNull().default(""),
    avatar: text("avatar"),
    bio: text("bio").notNull().default(""),
    birthday: text("birthday"),
    emailVerifiedAt: text("email_verified_at"),
    credits: integer("credits").notNull().default(0),
    language: text("language").notNull().default("en"),
    lastLoginAt: text("last_login_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email").on(t.email), uniqueIndex("users_mobile").on(t.countryCode, t.mobile)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    ip: text("ip").notNull().default(""),
    device: text("device").notNull().default(""),
    method: text("method").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at"),
    revokedAt: text("revoked_at"),
  },
  (t) => [uniqueIndex("sessions_token").on(t.tokenHash), index("sessions_user").on(t.userId)],
);

export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    account: text("account").notNull(),
    scene: text("scene").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  // Email links carry only a token: find its row by the token's hash.
  (t) => [primaryKey({ columns: [t.account, t.scene] }), index("verification_codes_hash").on(t.codeHash)],
);

export const qrTickets = sqliteTable("qr_tickets", {
  ticket: text("ticket").primaryKey(),
  status: text("status").notNull().default("pending"),
  userId: integer("user_id"),
  /** Who asked to sign in (the desktop), shown on the phone before it approves. */
  ip: text("ip").notNull().default(""),
  device: text("device").notNull().default(""),
  place: text("place").notNull().default(""),
  /** The waiting desktop tab's visitor id: approving pushes qr.confirmed to its socket. */
  visitorId: text("visitor_id"),
  /** The session that scanned the ticket: the only one that may approve or decline it (migration 0062). */
  scannedSession: text("scanned_session"),
  expiresAt: text("expires_at").notNull(),
  createdAt: createdAt(),
});

/** Counters behind every rate limit: one row per key (e.g. "signin-ip:203.0.113.9"). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  /** Unix seconds when the window restarts. */
  resetAt: integer("reset_at").notNull(),
  /** Unix seconds until which the key is locked out (growing sign-in lockout); 0 = not locked. */
  blockedUntil: integer("blocked_until").notNull().default(0),
});

/** Accounts of outside sign-in providers (the messaging app) linked to a customer. */
export const userIdentities = sqliteTable(
  "user_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("user_identities_user").on(t.userId)],
);

export const addresses = sqliteTable(
  "addresses",
  {
    id: id(),
    userId: integer("user_id").notNull(),
    country: text("country").notNull(),
    province: text("province").notNull(),
    city: text("city").notNull(),
    area: text("area"),
    postalCode: text("postal_code").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull(),
    apartment: text("apartment"),
    countryCode: text("country_code").notNull(),
    phone: text("phone").notNull(),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user").on(t.userId)],
);

export const favorites = sqliteTable(
  "favorites",
  {
    userId: integer("user_id").notNull(),
    type: text("type").notNull(),
    refId: integer("ref_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.refId] }),
    index("favorites_list").on(t.userId, t.type, t.createdAt),
  ],
);

/** Security events (sign-ins, password, email, mobile) and the activity log share one table. */
export const userEvents = sqliteTable(
  "user_events",
  {
    id: id(),
    userId: integer("user_id").notNull(),
    /** "security" or "activity". */
    stream: text("stream").notNull(),
    action: text("action").notNull(),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip").notNull().default(""),
    device: text("device").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("user_events_stream").on(t.userId, t.stream, t.createdAt)],
);

export const inquiryForms = sqliteTable(
  "inquiry_forms",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    fields: jsonList<{ name: string; label: string; type: string; required: boolean }>("fields"),
    /** Per language: "title" and "label:<field name>". */
    i18n: translations<string>(),
  },
  (t) => [uniqueIndex("inquiry_forms_slug").on(t.slug)],
);

export const inquiries = sqliteTable(
  "inquiries",
  {
    id: id(),
    /** The inquiry form's slug, or "feedback". */
    formSlug: text("form_slug").notNull(),
    userId: integer("user_id"),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone"),
    content: text("content").notNull(),
    images: jsonList<string>("images"),
    /** Feedback's free contact line. */
    contact: text("contact"),
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [index("inquiries_created").on(t.createdAt)],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    email: text("email").primaryKey(),
    /** SHA-256 of the token in the confirm and unsubscribe links. */
    token: text("token").notNull(),
    language: text("language").notNull().default("en"),
    confirmedAt: text("confirmed_at"),
    unsubscribedAt: text("unsubscribed_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_token").on(t.token)],
);

export const visitorEvents = sqliteTable(
  "visitor_events",
  {
    id: id(),
    visitorId: text("visitor_id").notNull(),
    url: text("url").notNull(),
    referer: text("referer").notNull().default(""),
    timezone: text("timezone").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("visitor_events_visitor").on(t.visitorId, t.createdAt)],
);
