/**
 * The admin/import document: any mix of categories, tags, products, collections, articles,
 * pages, promotions, coupons, templates and settings. Everything is keyed by slug (SKUs by
 * their code), so importing the same document twice changes nothing the second time.
 */
import { z } from "@hono/zod-openapi";

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "lowercase letters, digits and hyphens");
const text = (max: number) => z.string().max(max);
const url = z.string().max(2000);
/** { "zh": { "title": "…" }, "zh-HK": { … } } */
const translations = z.record(z.string().max(10), z.record(z.string().max(50), z.string().max(100_000))).default({});
const money = z.number().int().min(0).max(1_000_000_000);
const time = z.iso.datetime({ offset: true });

export const importCategory = z.object({
  slug,
  name: text(200).min(1),
  type: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,49}$/)
    .default("default"),
  parent: slug.nullable().optional(),
  position: z.number().int().min(0).max(100_000).default(0),
  description: text(10_000).default(""),
  image: url.nullable().optional(),
  i18n: translations,
});

export const importSku = z.object({
  sku: z.string().trim().min(1).max(100),
  options: z.record(text(50), text(100)).default({}),
  price: money,
  linePrice: money.nullable().optional(),
  stock: z.number().int().min(0).max(10_000_000),
  image: url.nullable().optional(),
});

export const importProduct = z.object({
  slug,
  title: text(300).min(1),
  summary: text(1000).default(""),
  description: text(100_000).default(""),
  category: slug.nullable().optional(),
  /** Further categories, e.g. a brand. */
  categories: z.array(slug).max(20).default([]),
  tags: z.array(slug).max(50).default([]),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default("USD"),
  images: z.array(url).max(20).default([]),
  options: z
    .array(z.object({ name: text(50).min(1), values: z.array(text(100)).max(100) }))
    .max(10)
    .default([]),
  skus: z.array(importSku).min(1).max(500),
  sales: z.number().int().min(0).default(0),
  status: z.enum(["published", "draft"]).default("published"),
  i18n: translations,
});

export const importTag = z.object({ slug, name: text(200).min(1), i18n: translations });

export const importCollection = z.object({
  slug,
  name: text(200).min(1),
  description: text(10_000).default(""),
  image: url.nullable().optional(),
  position: z.number().int().min(0).default(0),
  products: z.array(slug).max(1000).default([]),
  i18n: translations,
});

export const importArticle = z.object({
  slug,
  title: text(300).min(1),
  excerpt: text(1000).default(""),
  content: text(200_000),
  thumbnail: url.nullable().optional(),
  author: text(200).default(""),
  category: slug.nullable().optional(),
  publishedAt: time.optional(),
  i18n: translations,
});

export const importPage = z.object({
  slug,
  title: text(300).min(1),
  content: text(200_000),
  inFooter: z.boolean().default(false),
  position: z.number().int().min(0).default(0),
  i18n: translations,
});

export const importPromotion = z.object({
  slug,
  title: text(300).min(1),
  description: text(2000).default(""),
  banner: url.nullable().optional(),
  discountPercent: z.number().int().min(0).max(100).default(0),
  startsAt: time,
  endsAt: time,
  products: z.array(slug).max(1000).default([]),
  i18n: translations,
});

export const importCoupon = z.object({
  slug,
  code: z.string().regex(/^[A-Z0-9-]{3,40}$/),
  title: text(300).min(1),
  description: text(2000).default(""),
  discountType: z.enum(["percent", "amount"]),
  discountValue: z.number().int().min(1).max(1_000_000),
  minSpend: money.default(0),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default("USD"),
  startsAt: time,
  endsAt: time,
  quantity: z.number().int().min(1).nullable().default(null),
  i18n: translations,
});

export const importTemplate = z.object({
  pageType: z.string().regex(/^[*a-z][a-z:-]{0,49}$/),
  region: z.enum(["head", "body", "foot"]),
  html: text(200_000),
});

/** At most this many items per kind and request; the CLI splits larger files. */
export const IMPORT_LIMIT = 500;

export const importDocument = z.object({
  categories: z.array(importCategory).max(IMPORT_LIMIT).default([]),
  tags: z.array(importTag).max(IMPORT_LIMIT).default([]),
  products: z.array(importProduct).max(IMPORT_LIMIT).default([]),
  collections: z.array(importCollection).max(IMPORT_LIMIT).default([]),
  articles: z.array(importArticle).max(IMPORT_LIMIT).default([]),
  pages: z.array(importPage).max(IMPORT_LIMIT).default([]),
  promotions: z.array(importPromotion).max(IMPORT_LIMIT).default([]),
  coupons: z.array(importCoupon).max(IMPORT_LIMIT).default([]),
  templates: z.array(importTemplate).max(IMPORT_LIMIT).default([]),
  settings: z
    .object({
      site: z.record(z.string(), z.unknown()).optional(),
      theme: z.record(z.string(), z.unknown()).optional(),
      /** { "zh": { "Colour": "颜色", "Red": "红色" } }: option names and values in other languages. */
      optionLabels: z.record(z.string().max(10), z.record(z.string().max(100), z.string().max(100))).optional(),
    })
    .default({}),
});

export type ImportDocument = z.infer<typeof importDocument>;
