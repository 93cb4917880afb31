/**
 * admin/import: idempotent upserts of a JSON document (see import-schema.ts). Two round trips:
 * the references the document makes to rows it does not itself contain are checked first
 * (unknown ones are a code-40 answer, nothing written), then everything is written in one
 * batch, which D1 runs as a single transaction.
 *
 * An article whose slug a customer's own article holds (user/article/save) is not imported: it
 * is listed in `refused` with the reason and the rest of the document goes in. Taking the slug
 * over would overwrite the customer's writing or leave it with two owners (docs/decisions/110).
 * The imported SKUs' stock objects then reread their stock from D1 (docs/decisions/182).
 *
 * Search rows are rebuilt after the write, as index jobs (docs/decisions/185): a large import
 * answers once its rows are stored, and search catches up within seconds.
 *
 * The page layouts this isolate keeps (pages/layout-cache.ts) are forgotten after the write, and
 * the cached pages showing what it changed are purged (import-purge.ts, docs/decisions/275).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { importDocument } from "./import-schema";
import { splitTranslations } from "./import-translations";
import { checkReferences, customerHeldArticles } from "./import-checks";
import { writeStatements } from "./import-statements";
import { syncStock } from "../stock";
import { enqueue, type Job } from "../jobs";
import { type IndexItem, reindexItems } from "../search";
import { forgetLayouts } from "../pages";
import { importedProductIds, importTags } from "./import-purge";
import { purgeQuietly } from "../kernel/page-purge";
import { DEFAULT_LANGUAGE } from "../kernel/i18n/languages";

/** Items per index job: one job's reads and writes stay one small D1 batch each. */
const ITEMS_PER_INDEX_JOB = 50;

/** The imported products, articles and pages, as index jobs of at most ITEMS_PER_INDEX_JOB items. */
function indexJobs(doc: { products: { slug: string }[]; articles: { slug: string }[]; pages: { slug: string }[] }) {
  const items: IndexItem[] = [
    ...doc.products.map((p) => ({ kind: "product" as const, slug: p.slug })),
    ...doc.articles.map((a) => ({ kind: "article" as const, slug: a.slug })),
    ...doc.pages.map((p) => ({ kind: "page" as const, slug: p.slug })),
  ];
  const jobs: Job[] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_INDEX_JOB)
    jobs.push({ kind: "index", items: items.slice(start, start + ITEMS_PER_INDEX_JOB) });
  return { items, jobs };
}

/**
 * The language of the rows' own columns: the document's site setting when it sets one, else the
 * shop's stored one, else the contract's default. Maps are split by it.
 */
async function defaultLanguage(db: D1DatabaseSession, doc: { settings: { site?: Record<string, unknown> } }) {
  const given = doc.settings.site?.defaultLanguage;
  if (typeof given === "string") return given;
  const row = await db.prepare("SELECT value FROM site_settings WHERE key = 'site'").first<{ value: string }>();
  try {
    const stored = row ? (JSON.parse(row.value) as { defaultLanguage?: unknown }).defaultLanguage : undefined;
    if (typeof stored === "string") return stored;
  } catch {
    // A broken stored setting reads as the default.
  }
  return DEFAULT_LANGUAGE;
}

/** Option words from the products' maps, merged into the stored dictionary (json_patch keeps the rest). */
function optionLabelStatements(db: D1DatabaseSession, labels: Record<string, Record<string, string>>) {
  if (!Object.keys(labels).length) return [];
  return [
    db
      .prepare(
        `INSERT INTO site_settings (key, value) VALUES ('optionLabels', ?) ON CONFLICT(key) DO UPDATE
         SET value = json_patch(site_settings.value, excluded.value), updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
      )
      .bind(JSON.stringify(labels)),
  ];
}

const counts = z.object({
  ...Object.fromEntries(
    [
      "categories",
      "tags",
      "products",
      "skus",
      "collections",
      "articles",
      "pages",
      "promotions",
      "coupons",
      "templates",
      "settings",
    ].map((k) => [k, z.number().int()]),
  ),
  /** Items not imported, each with its field path and why (an article slug a customer holds). */
  refused: z.array(z.object({ field: z.string(), slug: z.string(), message: z.string() })),
});

export const importCall = defineCall({
  path: "admin/import",
  summary:
    "Upsert products, categories, tags, collections, articles, pages, promotions, coupons, templates and settings (idempotent)",
  tag: "operators",
  admin: true,
  input: importDocument,
  output: counts,
  handle: async (ctx, given) => {
    // Texts given as { language: text } maps become the default-language column plus `i18n`.
    const { doc: input, optionLabels } = splitTranslations(given, await defaultLanguage(ctx.db, given));
    await checkReferences(ctx.db, input);
    const refused = await customerHeldArticles(ctx.db, input);
    const refusedSlugs = new Set(refused.map((item) => item.slug));
    const doc = { ...input, articles: input.articles.filter((a) => !refusedSlugs.has(a.slug)) };
    const statements = [...writeStatements(ctx.db, doc), ...optionLabelStatements(ctx.db, optionLabels)];
    // Last in the same batch: the products' ids, for the page purge below (import-purge.ts).
    const written = statements.length ? await ctx.db.batch([...statements, importedProductIds(ctx.db, doc)]) : [];
    // Templates, settings, categories and foot pages may have changed: this isolate's next page
    // reads its layout anew; other isolates within their minute (docs/decisions/171).
    forgetLayouts();
    // The stock the document set is D1's now: the SKUs' stock objects recompute from it (ADR 182).
    await syncStock(
      ctx.env,
      doc.products.flatMap((product) => product.skus.map((sku) => sku.sku)),
    );
    // The cached pages showing what changed go, in every colo (docs/decisions/275).
    await purgeQuietly(ctx.purgePages, importTags(doc, written.at(-1)));
    const { items, jobs } = indexJobs(doc);
    await enqueue(ctx, jobs, () => reindexItems(ctx.db, items));
    return {
      categories: doc.categories.length,
      tags: doc.tags.length,
      products: doc.products.length,
      skus: doc.products.reduce((sum, p) => sum + p.skus.length, 0),
      collections: doc.collections.length,
      articles: doc.articles.length,
      pages: doc.pages.length,
      promotions: doc.promotions.length,
      coupons: doc.coupons.length,
      templates: doc.templates.length,
      settings: Object.keys(doc.settings).length,
      refused,
    };
  },
});
