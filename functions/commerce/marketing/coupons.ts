/** coupon/list and coupon/detail: coupons a customer can claim, with whether they already did. */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { notFound } from "../kernel/http/envelope";
import { slug } from "../kernel/http/paging";
import type { ShopContext } from "../kernel/http/context";
import { CURRENT_USER_SQL, tokenHash } from "../kernel/http/customer";
import { localise } from "../kernel/i18n/translate";

type CouponRow = {
  id: number;
  slug: string;
  code: string;
  title: string;
  description: string;
  discount_type: "percent" | "amount";
  discount_value: number;
  min_spend: number;
  currency: string;
  starts_at: string;
  ends_at: string;
  quantity: number | null;
  claimed_count: number;
  claimed: number;
  i18n: string;
};

export const coupon = z.object({
  id: z.number().int(),
  slug: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discount: z.object({ type: z.enum(["percent", "amount"]), value: z.number().int() }),
  minSpend: z.number().int(),
  currency: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  remaining: z.number().int().nullable(),
  claimed: z.boolean(),
});

export type Coupon = z.infer<typeof coupon>;

const COLUMNS = `c.id, c.slug, c.code, c.title, c.description, c.discount_type, c.discount_value, c.min_spend, c.currency,
  c.starts_at, c.ends_at, c.quantity, c.claimed_count, c.i18n,
  EXISTS (SELECT 1 FROM coupon_claims cc WHERE cc.coupon_id = c.id AND cc.user_id = ${CURRENT_USER_SQL}) AS claimed`;

export async function couponStatement(ctx: ShopContext, couponSlug?: string): Promise<D1PreparedStatement> {
  const hash = await tokenHash(ctx.headers.get("x-auth"));
  if (couponSlug) return ctx.db.prepare(`SELECT ${COLUMNS} FROM coupons c WHERE c.slug = ?`).bind(hash, couponSlug);
  return ctx.db
    .prepare(`SELECT ${COLUMNS} FROM coupons c WHERE c.ends_at > ? ORDER BY c.ends_at, c.id`)
    .bind(hash, new Date().toISOString());
}

export function readCoupons(ctx: ShopContext, result: D1Result): Coupon[] {
  return (result.results as CouponRow[]).map((row) => {
    const { title, description } = localise(row, ctx.language, ["title", "description"]);
    return {
      id: row.id,
      slug: row.slug,
      code: row.code,
      title,
      description,
      discount: { type: row.discount_type, value: row.discount_value },
      minSpend: row.min_spend,
      currency: row.currency,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      remaining: row.quantity === null ? null : Math.max(0, row.quantity - row.claimed_count),
      claimed: !!row.claimed,
    };
  });
}

export const couponListCall = defineCall({
  path: "coupon/list",
  summary: "Coupons that have not ended, soonest ending first",
  tag: "marketing",
  cache: "public",
  input: z.object({}),
  output: z.array(coupon),
  handle: async (ctx) => readCoupons(ctx, await (await couponStatement(ctx)).run()),
});

export const couponDetailCall = defineCall({
  path: "coupon/detail",
  summary: "One coupon",
  tag: "marketing",
  cache: "public",
  input: z.object({ slug }),
  output: coupon,
  handle: async (ctx, input) => {
    const [found] = readCoupons(ctx, await (await couponStatement(ctx, input.slug)).run());
    if (!found) throw notFound();
    return found;
  },
});
