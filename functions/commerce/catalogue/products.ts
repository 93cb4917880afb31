/** product/list (filters, sort, pages) and product/detail (by slug, optionally one SKU). */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { notFound } from "../kernel/http/envelope";
import { listOf, slug } from "../kernel/http/paging";
import { loadLinks } from "../site";
import { productCard, toCards } from "./cards";
import { facetCountStatement } from "./facet-query";
import { facetsOutput, facetTotal, readFacets, type FacetRow } from "./facets";
import { optionLabelsStatement, readOptionLabels } from "./option-labels";
import { productDetail, productDetailStatements, readProductDetail } from "./product-detail";
import { pageOf, productListInput, productListStatements } from "./product-query";

export const productListCall = defineCall({
  path: "product/list",
  summary:
    "Product cards by category (with its subcategories), tag, collection, promotion or words; filtered, sorted and paged; with `facets`, the facet counts",
  tag: "catalogue",
  cache: "public",
  input: productListInput,
  output: listOf(productCard).extend({ facets: facetsOutput.optional() }),
  handle: async (ctx, input) => {
    if (!input.facets) {
      const [list, total] = await ctx.db.batch(productListStatements(ctx.db, input, ctx.language));
      return pageOf(toCards(list, ctx.language), total, input);
    }
    // Facets ride in the same batch (one D1 round trip) and bring the total with them (ADR 313).
    const [list, labels, counts] = await ctx.db.batch([
      ...productListStatements(ctx.db, input, ctx.language, false),
      optionLabelsStatement(ctx.db),
      facetCountStatement(ctx.db, input, ctx.language, input.facets),
    ]);
    const rows = counts.results as FacetRow[];
    return {
      ...pageOf(toCards(list, ctx.language), facetTotal(rows), input),
      facets: readFacets(rows, input.facets.priceRanges ?? [], readOptionLabels(labels, ctx.language), ctx.language),
    };
  },
});

export const productDetailCall = defineCall({
  path: "product/detail",
  summary: "One product with its options, SKUs, description and related products; `sku` selects a variant",
  tag: "catalogue",
  cache: "public",
  input: z.object({ slug, sku: z.string().trim().min(1).max(100).optional() }),
  output: productDetail,
  handle: async (ctx, input) => {
    const [links, results] = await loadLinks(ctx, productDetailStatements(ctx.db, input.slug));
    const product = readProductDetail(results, ctx.language, links, input.sku);
    if (!product) throw notFound();
    return product;
  },
});
