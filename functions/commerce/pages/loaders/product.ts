/** /product/{slug} and /product/{slug}/{sku}: the product detail, its description and related products. */
import type { ShopContext } from "../../kernel/http/context";
import { productDetailStatements, readProductDetail } from "../../catalogue";
import type { Layout } from "../layout";
import { summarise } from "../meta";
import type { PagePlan } from "../payload";
import { PRODUCT_PAGE_REVIEWS, queryPaging, readReviews, reviewStatements } from "../../reviews";

export function productPlan(
  ctx: ShopContext,
  layout: Layout,
  slug: string,
  sku: string | undefined,
  query: URLSearchParams,
): PagePlan {
  const detail = productDetailStatements(ctx.db, slug);
  // The page's reviews come in the same batch: one round trip, and the page stays one public page.
  const reviewPaging = queryPaging(query, PRODUCT_PAGE_REVIEWS);
  return {
    statements: [...detail, ...reviewStatements(ctx.db, { slug }, reviewPaging)],
    read: (results) => {
      const product = readProductDetail(results.slice(0, detail.length), ctx.language, layout.links, sku);
      if (!product) return null;
      const reviews = readReviews(results.slice(detail.length), reviewPaging);
      return {
        data: { type: "product", ...product, reviews },
        templateType: "product",
        values: { title: product.title },
        html: { description: product.description },
        slots: { related: { title: ctx.t("relatedProducts"), products: product.related } },
        meta: {
          title: product.selectedSku
            ? `${product.title} (${Object.values(product.selectedSku.options).join(" / ")})`
            : product.title,
          description: product.summary || summarise(product.description),
          image: product.selectedSku?.image ?? product.images[0],
          ogType: "product",
        },
      };
    },
  };
}
