/** page/detail: the shop's own pages (about, contact, policies…). */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { notFound } from "../kernel/http/envelope";
import { slug } from "../kernel/http/paging";
import type { Language } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";

type PageRow = { id: number; slug: string; title: string; content: string; updated_at: string; i18n: string };

export const pageDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});

export type PageDetail = z.infer<typeof pageDetail>;

export const pageDetailStatement = (db: D1DatabaseSession, pageSlug: string) =>
  db.prepare("SELECT id, slug, title, content, updated_at, i18n FROM pages WHERE slug = ?").bind(pageSlug);

export function readPageDetail(result: D1Result, language: Language): PageDetail | null {
  const row = result.results[0] as PageRow | undefined;
  if (!row) return null;
  const { title, content } = localise(row, language, ["title", "content"]);
  return { id: row.id, slug: row.slug, title, content, updatedAt: row.updated_at };
}

export const pageDetailCall = defineCall({
  path: "page/detail",
  summary: "One page with its HTML content",
  tag: "content",
  cache: "public",
  input: z.object({ slug }),
  output: pageDetail,
  handle: async (ctx, input) => {
    const page = readPageDetail(await pageDetailStatement(ctx.db, input.slug).run(), ctx.language);
    if (!page) throw notFound();
    return page;
  },
});

const pageSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  inFooter: z.boolean(),
  updatedAt: z.string(),
});

type PageSummaryRow = { id: number; slug: string; title: string; in_footer: number; updated_at: string; i18n: string };

/** Beyond the base contract: the storefront's sitemap lists every page with it. */
export const pageListCall = defineCall({
  path: "page/list",
  summary: "Every page (without content), in the shop's order",
  tag: "content",
  cache: "public",
  input: z.object({}),
  output: z.array(pageSummary),
  handle: async (ctx) => {
    const { results } = await ctx.db
      .prepare("SELECT id, slug, title, in_footer, updated_at, i18n FROM pages ORDER BY position, id")
      .run<PageSummaryRow>();
    return results.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: localise(row, ctx.language, ["title"]).title,
      inFooter: !!row.in_footer,
      updatedAt: row.updated_at,
    }));
  },
});
