/** /promotion, /promotion/{slug}, /coupon and /coupon/{slug}. */
import type { ShopContext } from "../../kernel/http/context";
import {
  promotionDetailStatements,
  promotionListStatements,
  readPromotionDetail,
  readPromotionList,
} from "../../marketing";
import { couponStatement, readCoupons } from "../../marketing";
import type { Layout } from "../layout";
import { link } from "../../site";
import type { PagePlan } from "../payload";

export function promotionsPlan(ctx: ShopContext, layout: Layout): PagePlan {
  return {
    statements: promotionListStatements(ctx.db),
    read: (results) => {
      const promotions = readPromotionList(ctx, results).map((item) => ({
        ...item,
        href: link(layout.links, `/promotion/${item.slug}`),
      }));
      return {
        data: { type: "promotions", promotions },
        templateType: "promotions",
        slots: { promotions: { promotions } },
        meta: { title: ctx.t("promotions"), description: promotions.map((item) => item.title).join(", ") },
      };
    },
  };
}

export function promotionPlan(ctx: ShopContext, slug: string): PagePlan {
  return {
    statements: promotionDetailStatements(ctx.db, slug),
    read: (results) => {
      const promotion = readPromotionDetail(ctx, results);
      if (!promotion) return null;
      return {
        data: { type: "promotion", promotion },
        templateType: "promotion",
        values: { title: promotion.title, description: promotion.description },
        slots: { products: { title: ctx.t("promotionProducts"), products: promotion.productPage.list } },
        meta: { title: promotion.title, description: promotion.description, image: promotion.banner },
      };
    },
  };
}

/** Coupons depend on the customer (claimed or not): these pages are built per request. */
export async function couponsPlan(ctx: ShopContext): Promise<PagePlan> {
  return {
    statements: [await couponStatement(ctx)],
    read: ([result]) => {
      const coupons = readCoupons(ctx, result);
      return {
        data: { type: "coupons", coupons },
        templateType: "coupons",
        slots: { coupons: { coupons } },
        meta: { title: ctx.t("coupons"), description: coupons.map((item) => item.title).join(", ") },
      };
    },
  };
}

export async function couponPlan(ctx: ShopContext, slug: string): Promise<PagePlan> {
  return {
    statements: [await couponStatement(ctx, slug)],
    read: ([result]) => {
      const [coupon] = readCoupons(ctx, result);
      if (!coupon) return null;
      return {
        data: { type: "coupon", coupon },
        templateType: "coupon",
        values: { title: coupon.title },
        slots: { coupons: { coupons: [coupon] } },
        meta: { title: coupon.title, description: coupon.description },
      };
    },
  };
}
