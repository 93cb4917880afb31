/**
 * Facet counts for product/list in one statement (ADR 290), disjunctive: a value's count is the
 * number of products in the listing's scope that match every selection except its own facet's,
 * and have the value. Each product in scope is marked once with how many selections it misses
 * and which one (when just one): it counts for every value of its facets when it misses none,
 * and only for the values of the facet it misses when it misses exactly one. Values of products
 * in scope are all returned, those no product reaches counting 0.
 *
 * The many-valued facets (options, brands) are rows of product_facets, grouped into the shared
 * facet sets of facet_set_values (values ordered by facet_values.position); price, stock and rating
 * are single values of the products row, counted in one pass as the "#" row (a JSON array: the
 * asked price ranges, then ratings 1–4, then in stock).
 */
import type { Language } from "../kernel/i18n/languages";
import { RATING_STEPS, type FacetsInput } from "./facets";
import { listingScope, selections, type ProductListInput } from "./product-query";

export function facetCountStatement(
  db: D1DatabaseSession,
  input: ProductListInput,
  language: Language,
  facets: FacetsInput,
): D1PreparedStatement {
  const scope = listingScope(input, language);
  const chosen = [...selections(input.filters)];
  // Parameters in the order their "?" appear in the text: the CTE's, the missed facet's names, the flags', the scope's.
  const params: unknown[] = [...scope.cteParams, ...chosen.map(([facet]) => facet)];
  const flags = chosen.map(([, clause], index) => {
    params.push(...clause.params);
    return `coalesce((${clause.sql}), 0) AS m${index}`;
  });
  params.push(...scope.params);
  const misses = chosen.length ? chosen.map((_, index) => `(1 - m${index})`).join(" + ") : "0";
  const missed = chosen.length ? `CASE ${chosen.map((_, index) => `WHEN m${index} = 0 THEN ?`).join(" ")} END` : "NULL";
  // A product counts for facet F when it misses nothing, or misses only F's own selection.
  const counts = (facet: string) => `(misses = 0 OR (misses = 1 AND missed = ${facet}))`;
  const sums: string[] = [];
  for (const range of facets.priceRanges ?? []) {
    const bounds = [
      ...(range.min !== undefined ? [`price >= ${Math.trunc(range.min)}`] : []),
      ...(range.max !== undefined ? [`price <= ${Math.trunc(range.max)}`] : []),
    ];
    sums.push(`sum(${[counts("'price'"), ...bounds].join(" AND ")})`);
  }
  for (const min of RATING_STEPS) sums.push(`sum(${counts("'rating'")} AND rating_x10 >= ${min * 10})`);
  sums.push(`sum(${counts("'stock'")} AND stock > 0)`);
  const marked = `marked AS MATERIALIZED (SELECT id, price, stock, rating_x10, facet_set, ${misses} AS misses, ${missed} AS missed
    FROM (SELECT p.id, p.price, p.stock, p.rating_x10, p.facet_set${flags.map((flag) => `, ${flag}`).join("")}
      FROM products p WHERE ${scope.where}))`;
  // Products with the same facet values share a set: counted per set and kind of miss first,
  // then each set's values once (ADR 290). Misses beyond one all count nothing, so they fold.
  const groups = `groups AS (SELECT facet_set, min(misses, 2) AS misses, CASE WHEN misses = 1 THEN missed END AS missed,
      count(*) AS n FROM marked WHERE facet_set IS NOT NULL GROUP BY 1, 2, 3)`;
  const withClause = scope.cte ? `${scope.cte.trimEnd()}, ${marked}, ${groups}` : `WITH ${marked}, ${groups}`;
  const sql = `${withClause}
    SELECT t.facet, t.value, t.n, c.name, c.i18n, v.position FROM (
      SELECT s.facet, s.value, sum(CASE WHEN g.misses = 0 OR (g.misses = 1 AND g.missed = s.facet) THEN g.n ELSE 0 END) AS n
      FROM groups g JOIN facet_set_values s ON s.set_id = g.facet_set GROUP BY s.facet, s.value
    ) t JOIN facet_values v ON v.facet = t.facet AND v.value = t.value
    LEFT JOIN categories c ON t.facet = 'brand' AND c.slug = t.value
    UNION ALL SELECT '#', json_array(${sums.join(", ")}), 0, NULL, NULL, 0 FROM marked
    ORDER BY 1, 6, 2`;
  return db.prepare(sql).bind(...params);
}
