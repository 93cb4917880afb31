/**
 * Category, tag and collection pages: the entity and the first page of its products. The route
 * request's query (?page, ?sort, ?priceMin, ?priceMax, ?inStock, ?brand (repeated), ?ratingMin,
 * ?options and ?facets as JSON) is honoured like product/list's; with ?facets the products carry
 * the facet counts, from the same batch (one D1 round trip).
 */
import type { ShopContext } from "../../kernel/http/context";
import type { Language } from "../../kernel/i18n/languages";
import { localise } from "../../kernel/i18n/translate";
import { summarise } from "../meta";
import type { PagePlan } from "../payload";
import {
  facetCountStatement,
  facetTotal,
  optionLabelsStatement,
  pageOf,
  productListInput,
  productListStatements,
  readFacets,
  readOptionLabels,
  toCards,
  type FacetRow,
  type ProductListInput,
} from "../../catalogue";

type Listing = { type: "category"; slug: string; categoryType?: string } | { type: "tag" | "collection"; slug: string };

type EntityRow = {
  id: number;
  slug: string;
  name: string;
  description?: string;
  image?: string | null;
  type?: string;
  i18n: string;
};

/** Query-string filters are read leniently: a malformed value is ignored, never an error page. */
export function listQuery(query: URLSearchParams) {
  const number = (name: string) => {
    const value = query.get(name);
    return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const json = (name: string) => {
    try {
      return JSON.parse(query.get(name) ?? "null") ?? undefined;
    } catch {
      return undefined;
    }
  };
  const wanted = {
    page: number("page") ?? 1,
    pageSize: number("pageSize") ?? 20,
    sort: query.get("sort") ?? undefined,
    filters: {
      priceMin: number("priceMin"),
      priceMax: number("priceMax"),
      inStock: query.get("inStock") === "1" || undefined,
      brands: query.getAll("brand").length ? query.getAll("brand") : undefined,
      ratingMin: number("ratingMin"),
      options: json("options"),
    },
    facets: json("facets"),
  };
  const parsed = productListInput.safeParse(wanted);
  if (parsed.success) return parsed.data;
  // A hostile facet part costs only the facets, never the page.
  const plain = productListInput.safeParse({
    ...wanted,
    facets: undefined,
    filters: { ...wanted.filters, options: undefined },
  });
  return plain.success ? plain.data : productListInput.parse({});
}

function entityStatement(ctx: ShopContext, target: Listing): D1PreparedStatement {
  if (target.type === "category") {
    return ctx.db
      .prepare("SELECT id, slug, name, description, image, type, i18n FROM categories WHERE slug = ? AND type = ?")
      .bind(target.slug, target.categoryType ?? "default");
  }
  const table = target.type === "tag" ? "tags" : "collections";
  const columns = target.type === "tag" ? "id, slug, name, i18n" : "id, slug, name, description, image, i18n";
  return ctx.db.prepare(`SELECT ${columns} FROM ${table} WHERE slug = ?`).bind(target.slug);
}

function withFacets([list, labels, counts]: D1Result[], input: ProductListInput, language: Language) {
  const rows = counts.results as FacetRow[];
  return {
    ...pageOf(toCards(list, language), facetTotal(rows), input),
    facets: readFacets(rows, input.facets?.priceRanges ?? [], readOptionLabels(labels, language), language),
  };
}

export function listingPlan(ctx: ShopContext, target: Listing, query: URLSearchParams): PagePlan {
  const input = { ...listQuery(query), [target.type]: target.slug };
  // With facets the total comes from the counting statement (ADR 313): one statement fewer.
  const statements = input.facets
    ? [
        ...productListStatements(ctx.db, input, ctx.language, false),
        optionLabelsStatement(ctx.db),
        facetCountStatement(ctx.db, input, ctx.language, input.facets),
      ]
    : productListStatements(ctx.db, input, ctx.language);
  return {
    statements: [entityStatement(ctx, target), ...statements],
    read: ([entity, ...results]) => {
      const row = entity.results[0] as EntityRow | undefined;
      if (!row) return null;
      const { name, description = "" } = localise(row, ctx.language, ["name", "description"]);
      const products = input.facets
        ? withFacets(results, input, ctx.language)
        : pageOf(toCards(results[0], ctx.language), results[1], input);
      const templateType =
        target.type === "category" && row.type && row.type !== "default" ? `category:${row.type}` : target.type;
      return {
        data: {
          type: target.type,
          [target.type]: {
            id: row.id,
            slug: row.slug,
            name,
            description,
            image: row.image ?? null,
            ...(row.type ? { categoryType: row.type } : {}),
          },
          products,
          sort: input.sort,
        },
        templateType,
        values: { title: name },
        html: { description },
        slots: { products: { title: ctx.t("productsIn", name), products: products.list } },
        meta: {
          title: name,
          description: summarise(description) || ctx.t("productsIn", name),
          image: row.image ?? products.list[0]?.image,
        },
      };
    },
  };
}
