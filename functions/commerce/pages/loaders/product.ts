/** /product/{slug} and /product/{slug}/{sku}: the product detail, its description and related products. */
import type { ShopContext } from "../../http/context";
import { productDetailStatements, readProductDetail } from "../../catalogue/product-detail";
import type { Layout } from "../layout";
import { summarise } from "../meta";
import type { PagePlan } from "../payload";

export function productPlan(ctx: ShopContext, layout: Layout, slug: string, sku?: string): PagePlan {
  return {
    statements: productDetailStatements(ctx.db, slug),
    read: (results) => {
      const product = readProductDetail(results, ctx.language, layout.links, sku);
      if (!product) return null;
      return {
        data: { type: "product", ...product },
        templateType: "product",
        values: { title: product.title },
        html: { description: product.description },
        slots: { related: { title: ctx.t("relatedProducts"), products: product.related } },
        meta: {
          title: product.selectedSku ? `${product.title} (${Object.values(product.selectedSku.options).join(" / ")})` : product.title,
          description: product.summary || summarise(product.description),
          image: product.selectedSku?.image ?? product.images[0],
          ogType: "product",
        },
      };
    },
  };
}
