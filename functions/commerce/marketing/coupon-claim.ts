/**
 * coupon/claim: a signed-in customer takes one of a coupon into their account, so checkout may
 * apply it (checkout/pricing.ts). Claiming again is harmless and answers the same; a coupon that
 * has ended or whose quantity is all claimed says so and changes nothing.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { Code, notFound, ShopError } from "../kernel/http/envelope";
import { requireCustomer } from "../kernel/http/customer";
import { slug } from "../kernel/http/paging";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

type ClaimState = { ends_at: string; ended: number; quantity: number | null; claimed_count: number; claimed: number };

export const couponClaimCall = defineCall({
  path: "coupon/claim",
  summary: "Claim a coupon into the signed-in customer's account (once per customer, while it runs and lasts)",
  tag: "marketing",
  input: z.object({ slug }),
  output: z.null(),
  handle: async (ctx, input) => {
    const { userId } = await requireCustomer(ctx);
    // One batch: the claim (only while the coupon runs and has some left), the count recomputed
    // from the claims themselves, and what the shopper now holds.
    const [, , state] = await ctx.db.batch([
      ctx.db
        .prepare(
          `INSERT INTO coupon_claims (coupon_id, user_id)
           SELECT id, ?2 FROM coupons WHERE slug = ?1 AND ends_at > ${NOW} AND (quantity IS NULL OR claimed_count < quantity)
           ON CONFLICT (coupon_id, user_id) DO NOTHING`,
        )
        .bind(input.slug, userId),
      ctx.db
        .prepare(
          "UPDATE coupons SET claimed_count = (SELECT count(*) FROM coupon_claims WHERE coupon_id = coupons.id) WHERE slug = ?1",
        )
        .bind(input.slug),
      ctx.db
        .prepare(
          `SELECT ends_at, ends_at <= ${NOW} AS ended, quantity, claimed_count,
             EXISTS (SELECT 1 FROM coupon_claims WHERE coupon_id = coupons.id AND user_id = ?2) AS claimed
           FROM coupons WHERE slug = ?1`,
        )
        .bind(input.slug, userId),
    ]);
    const row = state.results[0] as ClaimState | undefined;
    if (!row) throw notFound();
    if (row.claimed) return null;
    if (row.ended) throw new ShopError(Code.fullFailure, "couponEnded", 400);
    throw new ShopError(Code.fullFailure, "couponAllClaimed", 400);
  },
});
