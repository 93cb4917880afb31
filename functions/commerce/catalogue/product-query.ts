/**
 * The product list query: every filter of product/list turned into one SELECT for the page and
 * one COUNT for the total, sent together in a batch. Category filters include the category's
 * whole subtree (recursive CTE), so a parent category lists its children's products.
 */
import { z } from "@hono/zod-openapi";
import { offset, paging, type Paging } from "../kernel/http/paging";
import { kindRange, matchExpression, searchTable } from "../search";
import { contentLanguage, type Language } from "../kernel/i18n/languages";
import { CARD_COLUMNS } from "./cards";

export const SORTS = ["newest", "price_asc", "price_desc", "sales"] as const;

export const productFilters = z.object({
  priceMin: z.number().int().min(0).optional(),
  priceMax: z.number().int().min(0).optional(),
  inStock: z.boolean().optional(),
  /** Option name → accepted values, e.g. { "Colour": ["Red", "Blue"] }. */
  options: z.record(z.string().max(50), z.array(z.string().max(50)).max(20)).optional(),
});

export const productListInput = z.object({
  category: z.string().max(200).optional(),
  tag: z.string().max(200).optional(),
  collection: z.string().max(200).optional(),
  promotion: z.string().max(200).optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(SORTS).default("newest"),
  filters: productFilters.optional(),
  ...paging,
});

export type ProductListInput = z.infer<typeof productListInput>;

const ORDER: Record<(typeof SORTS)[number], string> = {
  newest: "p.created_at DESC, p.id DESC",
  price_asc: "p.price ASC, p.id ASC",
  price_desc: "p.price DESC, p.id DESC",
  sales: "p.sales DESC, p.id DESC",
};

export function productListStatements(
  db: D1DatabaseSession,
  input: ProductListInput,
  language: Language,
): D1PreparedStatement[] {
  const where: string[] = ["p.status = 'published'"];
  const params: unknown[] = [];
  let cte = "";
  if (input.category) {
    cte = `WITH RECURSIVE subtree(id) AS (SELECT id FROM categories WHERE slug = ?
      UNION ALL SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id) `;
    params.push(input.category);
    where.push(
      "(p.category_id IN (SELECT id FROM subtree) OR p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (SELECT id FROM subtree)))",
    );
  }
  if (input.tag) {
    where.push("p.id IN (SELECT pt.product_id FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.slug = ?)");
    params.push(input.tag);
  }
  if (input.collection) {
    where.push(
      "p.id IN (SELECT cp.product_id FROM collection_products cp JOIN collections c ON c.id = cp.collection_id WHERE c.slug = ?)",
    );
    params.push(input.collection);
  }
  if (input.promotion) {
    where.push(
      "p.id IN (SELECT pp.product_id FROM promotion_products pp JOIN promotions m ON m.id = pp.promotion_id WHERE m.slug = ?)",
    );
    params.push(input.promotion);
  }
  const match = input.q ? matchExpression(input.q) : null;
  if (input.q) {
    // A query with no searchable words matches nothing rather than everything.
    const table = searchTable(contentLanguage(language));
    where.push(
      match
        ? `p.id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ? AND rowid <= ${kindRange("product")[1]})`
        : "0",
    );
    if (match) params.push(match);
  }
  const filters = input.filters ?? {};
  if (filters.priceMin !== undefined) {
    where.push("p.price >= ?");
    params.push(filters.priceMin);
  }
  if (filters.priceMax !== undefined) {
    where.push("p.price <= ?");
    params.push(filters.priceMax);
  }
  if (filters.inStock) where.push("p.stock > 0");
  for (const [name, values] of Object.entries(filters.options ?? {})) {
    if (!values.length) continue;
    where.push(
      `EXISTS (SELECT 1 FROM product_skus s WHERE s.product_id = p.id AND json_extract(s.options, ?) IN (${values.map(() => "?").join(", ")}))`,
    );
    params.push(`$."${name.replace(/"/g, "")}"`, ...values);
  }
  const from = `FROM products p WHERE ${where.join(" AND ")}`;
  return [
    db
      .prepare(`${cte}SELECT ${CARD_COLUMNS} ${from} ORDER BY ${ORDER[input.sort]} LIMIT ? OFFSET ?`)
      .bind(...params, input.pageSize, offset(input)),
    db.prepare(`${cte}SELECT count(*) AS total ${from}`).bind(...params),
  ];
}

export const pageOf = <T>(list: T[], totalResult: D1Result, { page, pageSize }: Paging) => ({
  list,
  total: Number((totalResult.results[0] as { total: number } | undefined)?.total ?? 0),
  page,
  pageSize,
});
