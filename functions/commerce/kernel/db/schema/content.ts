/** What shoppers read: articles, pages, reviews and comments. */
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, jsonList, translations, updatedAt } from "./common";

export const articleCategories = sqliteTable(
  "article_categories",
  { id: id(), slug: text("slug").notNull(), name: text("name").notNull(), i18n: translations<"name">() },
  (t) => [uniqueIndex("article_categories_slug").on(t.slug)],
);

export const articles = sqliteTable(
  "articles",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Sanitised HTML. */
    content: text("content").notNull().default(""),
    thumbnail: text("thumbnail"),
    categoryId: integer("category_id"),
    author: text("author").notNull().default(""),
    /** Set for customers' own articles (user/article/*); null for the shop's. */
    userId: integer("user_id"),
    status: text("status").notNull().default("published"),
    publishedAt: text("published_at"),
    i18n: translations<"title" | "excerpt" | "content">(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("articles_slug").on(t.slug),
    index("articles_published").on(t.status, t.publishedAt),
    index("articles_category").on(t.categoryId, t.publishedAt),
    index("articles_user").on(t.userId),
  ],
);

export const pages = sqliteTable(
  "pages",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull().default(""),
    /** Listed in the foot's menu when true. */
    inFooter: integer("in_footer", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull().default(0),
    i18n: translations<"title" | "content">(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("pages_slug").on(t.slug)],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: id(),
    productId: integer("product_id").notNull(),
    userId: integer("user_id"),
    orderNo: text("order_no"),
    /** The order item it reviews: one review per item bought (null for imported reviews). */
    orderItemId: integer("order_item_id"),
    author: text("author").notNull(),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    images: jsonList<string>("images"),
    status: text("status").notNull().default("published"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_product").on(t.productId, t.status, t.createdAt),
    uniqueIndex("reviews_order_item").on(t.orderItemId),
    // The activity log lists a customer's own reviews.
    index("reviews_user").on(t.userId, t.createdAt),
  ],
);

export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    articleId: integer("article_id").notNull(),
    userId: integer("user_id"),
    parentId: integer("parent_id"),
    author: text("author").notNull(),
    content: text("content").notNull(),
    status: text("status").notNull().default("published"),
    createdAt: createdAt(),
  },
  (t) => [index("comments_article").on(t.articleId, t.status, t.createdAt), index("comments_parent").on(t.parentId)],
);
