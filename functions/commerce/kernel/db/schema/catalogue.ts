/** The catalogue: categories (a tree with a type), products, their SKUs, tags and collections. */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, jsonList, translations, updatedAt } from "./common";

export type ProductOption = { name: string; values: string[] };

export const categories = sqliteTable(
  "categories",
  {
    id: id(),
    slug: text("slug").notNull(),
    /** "default" categories live under /category/:slug; other types get their own rule (e.g. brand). */
    type: text("type").notNull().default("default"),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    image: text("image"),
    i18n: translations<"name" | "description">(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_slug").on(t.slug), index("categories_parent").on(t.parentId, t.position)],
);

export const products = sqliteTable(
  "products",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Sanitised HTML. */
    description: text("description").notNull().default(""),
    categoryId: integer("category_id"),
    /** The cheapest SKU's price and line price, kept here so lists never join the SKUs. */
    price: integer("price").notNull(),
    linePrice: integer("line_price"),
    currency: text("currency").notNull().default("USD"),
    /** Sum of the SKUs' stock. */
    stock: integer("stock").notNull().default(0),
    sales: integer("sales").notNull().default(0),
    rating: integer("rating_x10").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    images: jsonList<string>("images"),
    options: jsonList<ProductOption>("options"),
    status: text("status").notNull().default("published"),
    /** The product's facet set (ADR 290, kept by triggers): listings count products per set. */
    facetSet: integer("facet_set"),
    i18n: translations<"title" | "summary" | "description">(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_slug").on(t.slug),
    index("products_category").on(t.categoryId, t.createdAt),
    index("products_newest").on(t.status, t.createdAt),
    index("products_price").on(t.status, t.price),
    index("products_sales").on(t.status, t.sales),
    index("products_rating").on(t.status, t.rating),
    // What a listing filters and sorts on, read by id without the wide row (ADR 329).
    index("products_listing").on(
      t.id,
      t.status,
      t.facetSet,
      t.price,
      t.stock,
      t.rating,
      t.sales,
      t.reviewCount,
      t.createdAt,
    ),
  ],
);

export const productSkus = sqliteTable(
  "product_skus",
  {
    id: id(),
    productId: integer("product_id").notNull(),
    sku: text("sku").notNull(),
    /** Option name → value, e.g. { "Colour": "Red", "Size": "M" }. */
    options: text("options", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    price: integer("price").notNull(),
    linePrice: integer("line_price"),
    stock: integer("stock").notNull().default(0),
    image: text("image"),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("product_skus_sku").on(t.sku), index("product_skus_product").on(t.productId, t.position)],
);

export const tags = sqliteTable(
  "tags",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    i18n: translations<"name">(),
  },
  (t) => [uniqueIndex("tags_slug").on(t.slug)],
);

export const productTags = sqliteTable(
  "product_tags",
  { productId: integer("product_id").notNull(), tagId: integer("tag_id").notNull() },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("product_tags_tag").on(t.tagId, t.productId)],
);

export const collections = sqliteTable(
  "collections",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    image: text("image"),
    position: integer("position").notNull().default(0),
    i18n: translations<"name" | "description">(),
  },
  (t) => [uniqueIndex("collections_slug").on(t.slug)],
);

export const collectionProducts = sqliteTable(
  "collection_products",
  {
    collectionId: integer("collection_id").notNull(),
    productId: integer("product_id").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

/** Further categories a product is listed under besides its main one, e.g. its brand (a custom-typed category). */
export const productCategories = sqliteTable(
  "product_categories",
  { productId: integer("product_id").notNull(), categoryId: integer("category_id").notNull() },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_categories_category").on(t.categoryId, t.productId),
  ],
);

/**
 * A product's facet values (ADR 290): "option:<name>" per option value of its SKUs, "brand" per
 * brand category it is listed under. Kept by triggers (migrations/0073); never written directly.
 */
export const productFacets = sqliteTable(
  "product_facets",
  {
    productId: integer("product_id").notNull(),
    facet: text("facet").notNull(),
    value: text("value").notNull(),
    /** The first SKU position the value appears at: orders values (XS, S, M…) as the operator lists them. */
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.facet, t.value] }),
    index("product_facets_value").on(t.facet, t.value, t.productId),
  ],
);

/** Products with the same facet values share a set (ADR 290): its signature is the sorted values. */
export const facetSets = sqliteTable("facet_sets", { id: id(), signature: text("signature").notNull() }, (t) => [
  uniqueIndex("facet_sets_signature").on(t.signature),
]);

export const facetSetValues = sqliteTable(
  "facet_set_values",
  { setId: integer("set_id").notNull(), facet: text("facet").notNull(), value: text("value").notNull() },
  (t) => [
    primaryKey({ columns: [t.setId, t.facet, t.value] }),
    // A selection's sets by value (ADR 313).
    index("facet_set_values_value").on(t.facet, t.value, t.setId),
  ],
);

/** Every facet value with the first SKU position it appears at anywhere: the order values are shown in. */
export const facetValues = sqliteTable(
  "facet_values",
  {
    facet: text("facet").notNull(),
    value: text("value").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.facet, t.value] })],
);

/**
 * A listing's products by scope, in facet-set order (ADR 347; migration 0077, kept by triggers):
 * scope 'c:<category id>' (a product under a sub-category is in every ancestor's), 't:<tag id>',
 * 'k:<collection id>', 'm:<promotion id>'; the products row's listing columns copied. `id` is the
 * product's id; `facet_set` is 0 for a product without one (a key column cannot be NULL).
 */
export const scopeProducts = sqliteTable(
  "scope_products",
  {
    scope: text("scope").notNull(),
    facetSet: integer("facet_set").notNull(),
    id: integer("id").notNull(),
    status: text("status").notNull(),
    price: integer("price").notNull(),
    stock: integer("stock").notNull(),
    rating: integer("rating_x10").notNull(),
    reviewCount: integer("review_count").notNull(),
    sales: integer("sales").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.facetSet, t.id] }), index("scope_products_product").on(t.id, t.scope)],
);
