/**
 * Category, tag and collection pages: the entity and the first page of its products. The route
 * request's query (?page, ?sort, ?priceMin, ?priceMax, ?inStock) is honoured like product/list's.
 */
import type { ShopContext } from "../../kernel/http/context";
import { toCards } from "../../catalogue";
import { pageOf, productListInput, productListStatements } from "../../catalogue";
import { localise } from "../../kernel/i18n/translate";
import { summarise } from "../meta";
import type { PagePlan } from "../payload";

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
  const wanted = {
    page: number("page") ?? 1,
    pageSize: number("pageSize") ?? 20,
    sort: query.get("sort") ?? undefined,
    filters: {
      priceMin: number("priceMin"),
      priceMax: number("priceMax"),
      inStock: query.get("inStock") === "1" || undefined,
    },
  };
  const parsed = productListInput.safeParse(wanted);
  return parsed.success ? parsed.data : productListInput.parse({});
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

export function listingPlan(ctx: ShopContext, target: Listing, query: URLSearchParams): PagePlan {
  const input = { ...listQuery(query), [target.type]: target.slug };
  return {
    statements: [entityStatement(ctx, target), ...productListStatements(ctx.db, input, ctx.language)],
    read: ([entity, list, total]) => {
      const row = entity.results[0] as EntityRow | undefined;
      if (!row) return null;
      const { name, description = "" } = localise(row, ctx.language, ["name", "description"]);
      const products = pageOf(toCards(list, ctx.language), total, input);
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
