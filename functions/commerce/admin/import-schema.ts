/**
 * The admin/import document: any mix of categories, tags, products, collections, articles,
 * pages, promotions, coupons, templates and settings. Everything is keyed by slug (SKUs by
 * their code), so importing the same document twice changes nothing the second time.
 */
import { z } from "@hono/zod-openapi";
import { LANGUAGES, type Language } from "../kernel/i18n/languages";

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,199}$/, "lowercase letters, digits and hyphens");
const text = (max: number) => z.string().max(max);
const url = z.string().max(2000);
/** { "zh": { "title": "…" }, "zh-HK": { … } } */
const translations = z.record(z.string().max(10), z.record(z.string().max(50), z.string().max(100_000))).default({});
/** A text a shopper reads: in the default language, or `{ "<language>": "<text>" }` for any of the 15 languages. */
function translatable(max: number, min = 0) {
  const one = z.string().max(max);
  return z.union([
    min ? one.min(min) : one,
    z
      .partialRecord(z.enum(LANGUAGES as unknown as [Language, ...Language[]]), one)
      .refine((map) => Object.keys(map).length > 0, "at least one language"),
  ]);
}
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
  /** A starting count (e.g. from a former shop); left out, a product keeps the paid units counted since. */
  sales: z.number().int().min(0).optional(),
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

/** The document's kinds, each list of the given item schemas (stored shape or call input). */
function documentOf<Kinds extends Record<string, z.ZodType>>(kinds: Kinds) {
  return z.object({
    ...(Object.fromEntries(
      Object.entries(kinds).map(([kind, item]) => [kind, z.array(item).max(IMPORT_LIMIT).default([])]),
    ) as { [K in keyof Kinds]: z.ZodDefault<z.ZodArray<Kinds[K]>> }),
    settings: z
      .object({
        site: z.record(z.string(), z.unknown()).optional(),
        theme: z.record(z.string(), z.unknown()).optional(),
        /** { "zh": { "Colour": "颜色", "Red": "红色" } }: option names and values in other languages. */
        optionLabels: z.record(z.string().max(10), z.record(z.string().max(100), z.string().max(100))).optional(),
      })
      .default({}),
  });
}

/** The document as the statements write it (texts split by import-translations.ts). */
export const storedDocument = documentOf({
  categories: importCategory,
  tags: importTag,
  products: importProduct,
  collections: importCollection,
  articles: importArticle,
  pages: importPage,
  promotions: importPromotion,
  coupons: importCoupon,
  templates: importTemplate,
});

/** The document as written: every text a plain string, other languages in `i18n`. */
export type ImportDocument = z.infer<typeof storedDocument>;

/**
 * The call's input: the same document, where each text a shopper reads may also be a map of
 * language to text (import-translations.ts, ADR 225); plain strings stay valid as before.
 */
export const importDocument = documentOf({
  categories: importCategory.extend({ name: translatable(200, 1), description: translatable(10_000).default("") }),
  tags: importTag.extend({ name: translatable(200, 1) }),
  products: importProduct.extend({
    title: translatable(300, 1),
    summary: translatable(1000).default(""),
    description: translatable(100_000).default(""),
    options: z
      .array(z.object({ name: translatable(50, 1), values: z.array(translatable(100)).max(100) }))
      .max(10)
      .default([]),
  }),
  collections: importCollection.extend({ name: translatable(200, 1), description: translatable(10_000).default("") }),
  articles: importArticle.extend({
    title: translatable(300, 1),
    excerpt: translatable(1000).default(""),
    content: translatable(200_000),
  }),
  pages: importPage.extend({ title: translatable(300, 1), content: translatable(200_000) }),
  promotions: importPromotion.extend({ title: translatable(300, 1), description: translatable(2000).default("") }),
  coupons: importCoupon.extend({ title: translatable(300, 1), description: translatable(2000).default("") }),
  templates: importTemplate,
});

export type ImportInput = z.infer<typeof importDocument>;
