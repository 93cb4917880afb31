/**
 * The product list query: every filter of product/list turned into one SELECT for the page and
 * one COUNT for the total, sent together in a batch. Category filters include the category's
 * whole subtree (recursive CTE), so a parent category lists its children's products.
 *
 * The listing's scope (category, tag, collection, promotion, words) and the shopper's selections
 * (price, stock, rating, brands, options) are kept apart: facet counts (facet-query.ts, ADR 290)
 * apply the scope always and each selection to every facet but its own.
 */
import { z } from "@hono/zod-openapi";
import { offset, paging, type Paging } from "../kernel/http/paging";
import { kindRange, matchExpression, searchTable } from "../search";
import { contentLanguage, type Language } from "../kernel/i18n/languages";
import { CARD_COLUMNS, withVariants } from "./cards";
import { facetsInput } from "./facets";
import { searchPageIds } from "./search-page";

/**
 * Option names one request may select: each is a bit of the facet count and three of D1's 100
 * parameters a statement may bind (ADR 313).
 */
export const MAX_OPTIONS = 20;

export const SORTS = ["newest", "price_asc", "price_desc", "sales", "rating"] as const;

const rating = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const productFilters = z.object({
  priceMin: z.number().int().min(0).optional(),
  priceMax: z.number().int().min(0).optional(),
  inStock: z.boolean().optional(),
  /** Option name → accepted values, e.g. { "Colour": ["Red", "Blue"] }. */
  options: z
    .record(z.string().max(50), z.array(z.string().max(50)).max(20))
    .refine((options) => Object.keys(options).length <= MAX_OPTIONS)
    .optional(),
  /** Slugs of brand categories (type "brand"); a product listed under any of them matches. */
  brands: z.array(z.string().max(200)).max(50).optional(),
  /** Products whose average rating is at least this many stars. */
  ratingMin: rating.optional(),
});

export const productListInput = z.object({
  category: z.string().max(200).optional(),
  tag: z.string().max(200).optional(),
  collection: z.string().max(200).optional(),
  promotion: z.string().max(200).optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(SORTS).default("newest"),
  filters: productFilters.optional(),
  facets: facetsInput.optional(),
  ...paging,
});

export type ProductListInput = z.infer<typeof productListInput>;
export type ProductFilters = z.infer<typeof productFilters>;

const ORDER: Record<(typeof SORTS)[number], string> = {
  newest: "p.created_at DESC, p.id DESC",
  price_asc: "p.price ASC, p.id ASC",
  price_desc: "p.price DESC, p.id DESC",
  // products.sales counts paid units only (ADR 208).
  sales: "p.sales DESC, p.id DESC",
  rating: "p.rating_x10 DESC, p.review_count DESC, p.id DESC",
};

/** SQL with its bound values, in order. */
export type Clause = { sql: string; params: unknown[] };

/**
 * The listing's scope: which published products the page is about, before any selection. `from`
 * names `products p` (no parameters), joined from the list that drives the statement, if any.
 */
export type Scope = { cte: string; cteParams: unknown[]; from: string; where: string; params: unknown[] };

/**
 * The narrow covering index of what a listing filters and sorts on (migration 0076, ADR 329):
 * named where the whole scope is read, so the pass never reads the wide products rows, whatever
 * statistics the database has.
 */
export const LISTING_INDEX = "INDEXED BY products_listing";

/**
 * The lists kept as ranges of scope_products (migration 0077, ADR 347), in the order they drive a
 * statement: the input's field, the table its slug is looked up in, the scope's prefix.
 */
const SCOPE_KEYS = [
  ["category", "categories", "c"],
  ["tag", "tags", "t"],
  ["collection", "collections", "k"],
  ["promotion", "promotions", "m"],
] as const;

/**
 * `fromScope`: the scope's own lists (category, tag, collection, words…) should drive the
 * statement, not a (status, …) index over the whole shop — the unary `+` keeps SQLite off those
 * (ADR 313). The facet counts read every product in scope anyway; a page with selections would
 * otherwise walk the sort index and, when few products match, read the whole shop to fill it.
 * From the scope, a category's, tag's, collection's or promotion's products are one range of
 * scope_products (ADR 347). A search's list (or, in a search, a tag's…) is joined to the products
 * (the first of them; ADR 329) rather than gathered into a temporary list of ids first, and the
 * products are read through the narrow LISTING_INDEX.
 */
export function listingScope(input: ProductListInput, language: Language, fromScope = false): Scope {
  const where: string[] = [fromScope ? "+p.status = 'published'" : "p.status = 'published'"];
  const params: unknown[] = [];
  const cteParams: unknown[] = [];
  let cte = "";
  let from = fromScope ? `products p ${LISTING_INDEX}` : "products p";
  let driven = false;
  // From the scope (not a search's), a category's, tag's, collection's or promotion's products
  // are one range of scope_products, in facet-set order (ADR 347); the other lists stay conditions.
  const listed = fromScope && !input.q ? SCOPE_KEYS.find(([field]) => input[field]) : undefined;
  const ranged = listed?.[0];
  if (listed) {
    const [field, table, prefix] = listed;
    from = "scope_products p";
    where.push(`p.scope = (SELECT '${prefix}:' || id FROM ${table} WHERE slug = ?)`);
    params.push(input[field]);
    driven = true;
  }
  // The first list the statement may be driven from; the others stay conditions. Each joined row
  // is one product (the lists' keys are unique per product), so the join repeats none.
  // Returns the condition that selects the list when it drives, or null when it stays a condition.
  const list = (join: string, productId: string, condition: string) => {
    if (!fromScope || driven) return null;
    driven = true;
    from = `${join} CROSS JOIN products p ${LISTING_INDEX} ON p.id = ${productId}`;
    return condition;
  };
  const push = (driving: string | null, condition: string) => where.push(driving ?? condition);
  if (input.category && ranged !== "category") {
    cte = `WITH RECURSIVE subtree(id) AS (SELECT id FROM categories WHERE slug = ?
      UNION ALL SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id) `;
    cteParams.push(input.category);
    // From the scope: the subtree's products by index, one category at a time (CROSS JOIN keeps
    // that order; SQLite's statistics otherwise choose to scan every row of both tables).
    where.push(
      fromScope
        ? `p.id IN (SELECT c.id FROM subtree s CROSS JOIN products c ON c.category_id = s.id
            UNION ALL SELECT pc.product_id FROM subtree s CROSS JOIN product_categories pc ON pc.category_id = s.id)`
        : "(p.category_id IN (SELECT id FROM subtree) OR p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (SELECT id FROM subtree)))",
    );
  }
  if (input.tag && ranged !== "tag") {
    push(
      list("tags dt CROSS JOIN product_tags dl ON dl.tag_id = dt.id", "dl.product_id", "dt.slug = ?"),
      "p.id IN (SELECT pt.product_id FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.slug = ?)",
    );
    params.push(input.tag);
  }
  if (input.collection && ranged !== "collection") {
    push(
      list(
        "collections dc CROSS JOIN collection_products dl ON dl.collection_id = dc.id",
        "dl.product_id",
        "dc.slug = ?",
      ),
      "p.id IN (SELECT cp.product_id FROM collection_products cp JOIN collections c ON c.id = cp.collection_id WHERE c.slug = ?)",
    );
    params.push(input.collection);
  }
  if (input.promotion && ranged !== "promotion") {
    push(
      list("promotions dm CROSS JOIN promotion_products dl ON dl.promotion_id = dm.id", "dl.product_id", "dm.slug = ?"),
      "p.id IN (SELECT pp.product_id FROM promotion_products pp JOIN promotions m ON m.id = pp.promotion_id WHERE m.slug = ?)",
    );
    params.push(input.promotion);
  }
  if (input.q) {
    // A query with no searchable words matches nothing rather than everything.
    const match = matchExpression(input.q);
    const table = searchTable(contentLanguage(language));
    const products = `${table}.rowid <= ${kindRange("product")[1]}`;
    if (match) {
      push(
        list(table, `${table}.rowid`, `${table} MATCH ? AND ${products}`),
        `p.id IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ? AND rowid <= ${kindRange("product")[1]})`,
      );
      params.push(match);
    } else where.push("0");
  }
  return { cte, cteParams, from, where: where.join(" AND "), params };
}

/** The many-valued selections (brands, options): facet ("brand", "option:<name>") → accepted values. */
export function facetSelections(filters: ProductFilters = {}): [string, string[]][] {
  const out: [string, string[]][] = [];
  if (filters.brands?.length) out.push(["brand", filters.brands]);
  for (const [name, values] of Object.entries(filters.options ?? {})) {
    if (values.length) out.push([`option:${name}`, values]);
  }
  return out;
}

/**
 * The shopper's single-valued selections ("price", "stock", "rating"), each a condition on the
 * products row. The many-valued ones (brands, options: facetSelections) are conditions on the
 * product's facet set (ADR 313): all of them at once for a page (allFacetsClause, ADR 329), one
 * bit each in the counts (facet-query.ts). Values within one facet widen (OR), facets narrow each
 * other (AND).
 */
export function selections(filters: ProductFilters = {}): Map<string, Clause> {
  const out = new Map<string, Clause>();
  const price: Clause = { sql: "", params: [] };
  if (filters.priceMin !== undefined) {
    price.sql = "p.price >= ?";
    price.params.push(filters.priceMin);
  }
  if (filters.priceMax !== undefined) {
    price.sql = price.sql ? `${price.sql} AND p.price <= ?` : "p.price <= ?";
    price.params.push(filters.priceMax);
  }
  if (price.sql) out.set("price", { sql: `(${price.sql})`, params: price.params });
  if (filters.inStock) out.set("stock", { sql: "p.stock > 0", params: [] });
  if (filters.ratingMin) out.set("rating", { sql: "p.rating_x10 >= ?", params: [filters.ratingMin * 10] });
  return out;
}

/**
 * Every many-valued selection as one condition (ADR 329): the sets holding a value of each
 * selected facet — one list probed per product instead of one per facet. The selections arrive as
 * one JSON parameter, [[facet, [values…]], …]; a set matches when it holds a value of as many
 * distinct facets as were selected (facetSelections gives each facet once).
 */
export function allFacetsClause(many: [string, string[]][]): Clause {
  return {
    sql: `p.facet_set IN (SELECT f.set_id FROM json_each(?) e, json_each(e.value, '$[1]') v
      CROSS JOIN facet_set_values f ON f.facet = json_extract(e.value, '$[0]') AND f.value = v.value
      GROUP BY f.set_id HAVING count(DISTINCT f.facet) = ?)`,
    params: [JSON.stringify(many), many.length],
  };
}

/**
 * The page and, unless `withTotal` is false, the total. With facets the total comes from the
 * counting statement's pass over the scope instead (ADR 313): it is the count of products that
 * miss no selection.
 */
export function productListStatements(
  db: D1DatabaseSession,
  input: ProductListInput,
  language: Language,
  withTotal = true,
): D1PreparedStatement[] {
  const many = facetSelections(input.filters);
  const chosen = [...selections(input.filters).values(), ...(many.length ? [allFacetsClause(many)] : [])];
  // Without selections a listing's page is its first rows in the sort index; with them, read from the scope (ADR 313).
  const scoped = Boolean(input.category || input.tag || input.collection || input.promotion || input.q);
  const fromScope = scoped && chosen.length > 0;
  const scope = listingScope(input, language, fromScope);
  const where = [scope.where, ...chosen.map((clause) => clause.sql)].join(" AND ");
  const params = [...scope.cteParams, ...scope.params, ...chosen.flatMap((clause) => clause.params)];
  const order = ORDER[input.sort];
  // Read from the scope, every matching product is sorted: the sort carries ids only and the
  // page's cards are read for its own rows (ADR 329), not for every product sorted.
  // The sorted ids, without a limit: the page adds its own, and so does each plan of a search's page (ADR 368).
  const sortedIds = `SELECT p.id FROM ${scope.from} WHERE ${where} ORDER BY ${order}`;
  // A search alone with selections may walk its sort's index instead when its words are common (ADR 368).
  const searchIds =
    fromScope && input.q && !SCOPE_KEYS.some(([field]) => input[field])
      ? searchPageIds({
          q: input.q,
          language,
          sort: input.sort,
          selections: {
            sql: chosen.map((clause) => clause.sql).join(" AND "),
            params: chosen.flatMap((c) => c.params),
          },
          fromWords: { sql: sortedIds, params: params.slice(scope.cteParams.length) },
          limit: input.pageSize,
          offset: offset(input),
          listingIndex: LISTING_INDEX,
        })
      : null;
  const pageSql = fromScope
    ? `SELECT ${CARD_COLUMNS} FROM products p WHERE p.id IN (${searchIds?.sql ?? `${sortedIds} LIMIT ? OFFSET ?`}) ORDER BY ${order}`
    : `SELECT ${CARD_COLUMNS} FROM ${scope.from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`;
  // With option selections each card shows the selected variant's picture (cards.ts, ADR 335).
  const cards = withVariants(pageSql, input.filters?.options);
  const pageParams = searchIds
    ? searchIds.params
    : [...params.slice(scope.cteParams.length), input.pageSize, offset(input)];
  const pageStatement = db.prepare(`${scope.cte}${cards.sql}`).bind(...scope.cteParams, ...cards.params, ...pageParams);
  if (!withTotal) return [pageStatement];
  return [
    pageStatement,
    db.prepare(`${scope.cte}SELECT count(*) AS total FROM ${scope.from} WHERE ${where}`).bind(...params),
  ];
}

/** A page of `list`; the total is the count statement's result, or a number read elsewhere (facets). */
export const pageOf = <T>(list: T[], totalResult: D1Result | number, { page, pageSize }: Paging) => ({
  list,
  total:
    typeof totalResult === "number"
      ? totalResult
      : Number((totalResult.results[0] as { total: number } | undefined)?.total ?? 0),
  page,
  pageSize,
});
