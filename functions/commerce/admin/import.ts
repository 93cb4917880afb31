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
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import { importDocument } from "./import-schema";
import { checkReferences, customerHeldArticles } from "./import-checks";
import { writeStatements } from "./import-statements";
import { syncStock } from "../stock/stock-objects";

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
  handle: async (ctx, input) => {
    await checkReferences(ctx.db, input);
    const refused = await customerHeldArticles(ctx.db, input);
    const refusedSlugs = new Set(refused.map((item) => item.slug));
    const doc = { ...input, articles: input.articles.filter((a) => !refusedSlugs.has(a.slug)) };
    const statements = writeStatements(ctx.db, doc);
    if (statements.length) await ctx.db.batch(statements);
    // The stock the document set is D1's now: the SKUs' stock objects recompute from it (ADR 182).
    await syncStock(
      ctx.env,
      doc.products.flatMap((product) => product.skus.map((sku) => sku.sku)),
    );
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
