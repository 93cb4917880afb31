/** promotion/list and promotion/detail: running promotions with their products. */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { notFound } from "../kernel/http/envelope";
import { listOf, paging, slug } from "../kernel/http/paging";
import type { ShopContext } from "../kernel/http/context";
import { localise } from "../kernel/i18n/translate";
import {
  CARD_COLUMNS,
  type CardRow,
  pageOf,
  productCard,
  productListInput,
  productListStatements,
  toCard,
  toCards,
} from "../catalogue";

type PromotionRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  banner: string | null;
  discount_percent: number;
  starts_at: string;
  ends_at: string;
  i18n: string;
};

const PROMOTION_COLUMNS =
  "m.id, m.slug, m.title, m.description, m.banner, m.discount_percent, m.starts_at, m.ends_at, m.i18n";
/** How many products each promotion shows in the list. */
const PREVIEW_PRODUCTS = 4;

export const promotion = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  banner: z.string().nullable(),
  discountPercent: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  products: z.array(productCard),
});

export type Promotion = z.infer<typeof promotion>;

function toPromotion(row: PromotionRow, ctx: ShopContext, products: Promotion["products"]): Promotion {
  const { title, description } = localise(row, ctx.language, ["title", "description"]);
  return {
    id: row.id,
    slug: row.slug,
    title,
    description,
    banner: row.banner,
    discountPercent: row.discount_percent,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    products,
  };
}

export function promotionListStatements(db: D1DatabaseSession): D1PreparedStatement[] {
  const now = new Date().toISOString();
  return [
    db.prepare(`SELECT ${PROMOTION_COLUMNS} FROM promotions m WHERE m.ends_at > ? ORDER BY m.position, m.id`).bind(now),
    db
      .prepare(
        `SELECT * FROM (SELECT pp.promotion_id, ${CARD_COLUMNS},
         row_number() OVER (PARTITION BY pp.promotion_id ORDER BY pp.position, p.id) AS n
       FROM promotion_products pp JOIN products p ON p.id = pp.product_id
       JOIN promotions m ON m.id = pp.promotion_id
       WHERE m.ends_at > ? AND p.status = 'published') WHERE n <= ${PREVIEW_PRODUCTS}`,
      )
      .bind(now),
  ];
}

export function readPromotionList(ctx: ShopContext, [rows, products]: D1Result[]): Promotion[] {
  const byPromotion = new Map<number, Promotion["products"]>();
  for (const row of products.results as (CardRow & { promotion_id: number })[]) {
    const list = byPromotion.get(row.promotion_id) ?? [];
    list.push(toCard(row, ctx.language));
    byPromotion.set(row.promotion_id, list);
  }
  return (rows.results as PromotionRow[]).map((row) => toPromotion(row, ctx, byPromotion.get(row.id) ?? []));
}

export function promotionDetailStatements(
  db: D1DatabaseSession,
  promotionSlug: string,
  page = productListInput.parse({}),
) {
  return [
    db.prepare(`SELECT ${PROMOTION_COLUMNS} FROM promotions m WHERE m.slug = ?`).bind(promotionSlug),
    ...productListStatements(db, { ...page, promotion: promotionSlug }, "en"),
  ];
}

export function readPromotionDetail(
  ctx: ShopContext,
  [row, list, total]: D1Result[],
  page = productListInput.parse({}),
) {
  const found = row.results[0] as PromotionRow | undefined;
  if (!found) return null;
  const products = pageOf(toCards(list, ctx.language), total, page);
  return { ...toPromotion(found, ctx, products.list), productPage: products };
}

export const promotionListCall = defineCall({
  path: "promotion/list",
  summary: "Running and upcoming promotions, each with its first products",
  tag: "marketing",
  cache: "public",
  input: z.object({}),
  output: z.array(promotion),
  handle: async (ctx) => readPromotionList(ctx, await ctx.db.batch(promotionListStatements(ctx.db))),
});

export const promotionDetailCall = defineCall({
  path: "promotion/detail",
  summary: "One promotion with a page of its products",
  tag: "marketing",
  cache: "public",
  input: z.object({ slug, ...paging }),
  output: promotion.extend({ productPage: listOf(productCard) }),
  handle: async (ctx, input) => {
    const page = productListInput.parse({ page: input.page, pageSize: input.pageSize });
    const detail = readPromotionDetail(
      ctx,
      await ctx.db.batch(promotionDetailStatements(ctx.db, input.slug, page)),
      page,
    );
    if (!detail) throw notFound();
    return detail;
  },
});
