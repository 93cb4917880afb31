/**
 * Facet counts and the total for product/list in one statement (ADR 290, ADR 313), disjunctive:
 * a value's count is the number of products in the listing's scope that match every selection
 * except its own facet's, and have the value. Values of products in scope are all returned, those
 * no product reaches counting 0.
 *
 * One pass over the scope groups its products by facet set alone (ADR 389). A facet value belongs
 * to a set, so a product counts for a value only when it matches every single-valued selection
 * (price, stock, rating: conditions on the product) and its set holds a selected value of every
 * many-valued facet (options, brands) but perhaps the value's own. Each group therefore counts its
 * products matching all single-valued selections, and, for the "#" row, each price range, rating
 * step and stock among the products matching every single-valued selection but that count's own —
 * counts with a FILTER, so no per-row bits and no second grouping key. The many-valued selections
 * are matched per set, not per product: the sets holding a selected value come from
 * facet_set_values by value, one bit per selected facet. The groups — a few thousand at most —
 * are then joined to their sets' values, and summed into the "#" row (a JSON array: the asked
 * price ranges, then ratings 1–4, then in stock, then the total: products missing nothing).
 */
import type { Language } from "../kernel/i18n/languages";
import { RATING_STEPS, type FacetsInput } from "./facets";
import { facetSelections, listingScope, selections, type Clause, type ProductListInput } from "./product-query";

/** One bit per many-valued selection, exact in a JS number and a SQLite integer; the input allows fewer (MAX_OPTIONS). */
const MAX_SELECTIONS = 50;

/** The single-valued selections: conditions on the product (selections() in product-query.ts). */
type SingleValued = "price" | "stock" | "rating";

export function facetCountStatement(
  db: D1DatabaseSession,
  input: ProductListInput,
  language: Language,
  facets: FacetsInput,
): D1PreparedStatement {
  const scope = listingScope(input, language, true);
  const chosen = selections(input.filters);
  const many = facetSelections(input.filters);
  if (many.length > MAX_SELECTIONS) throw new RangeError("too many selections");
  // Many-valued selections take bits 1, 2, 4…; `all` is every one of them.
  const bit = (index: number) => 2 ** index;
  const all = bit(many.length) - 1;
  // Parameters in the order their "?" appear in the text.
  const params: unknown[] = [...scope.cteParams];
  const ctes: string[] = [];

  if (many.length) {
    // The selected values as one JSON parameter, [[facet, bit, [values…]], …], each looked up by
    // value (facet_set_values_value): D1 refuses a compound SELECT of more than a few terms.
    params.push(JSON.stringify(many.map(([facet, values], index) => [facet, bit(index), values])));
    ctes.push(`hits AS MATERIALIZED (SELECT f.set_id, sum(DISTINCT s.bit) AS hit
      FROM (SELECT json_extract(e.value, '$[0]') AS facet, json_extract(e.value, '$[1]') AS bit, v.value AS value
        FROM json_each(?) e, json_each(e.value, '$[2]') v) s
      CROSS JOIN facet_set_values f ON f.facet = s.facet AND f.value = s.value GROUP BY f.set_id)`);
  }

  // A count of the group's products meeting `condition` and every single-valued selection but
  // `own`'s; the aggregate runs only for the rows that meet them all (FILTER).
  const countWhere = (condition: string | null, own: SingleValued | null) => {
    const clauses: Clause[] = [...chosen].filter(([facet]) => facet !== own).map(([, clause]) => clause);
    const conditions = [...(condition ? [condition] : []), ...clauses.map((clause) => clause.sql)];
    params.push(...clauses.flatMap((clause) => clause.params));
    return conditions.length ? `count(*) FILTER (WHERE ${conditions.join(" AND ")})` : "count(*)";
  };
  const counts = [`${countWhere(null, null)} AS n`];
  for (const range of facets.priceRanges ?? []) {
    const bounds = [
      ...(range.min !== undefined ? [`p.price >= ${Math.trunc(range.min)}`] : []),
      ...(range.max !== undefined ? [`p.price <= ${Math.trunc(range.max)}`] : []),
    ];
    counts.push(countWhere(bounds.length ? bounds.join(" AND ") : null, "price"));
  }
  for (const min of RATING_STEPS) counts.push(countWhere(`p.rating_x10 >= ${min * 10}`, "rating"));
  counts.push(countWhere("p.stock > 0", "stock"));
  params.push(...scope.params);
  ctes.push(`scoped AS (SELECT p.facet_set, ${counts.map((count, index) => (index ? `${count} AS s${index - 1}` : count)).join(", ")}
    FROM ${scope.from} WHERE ${scope.where} GROUP BY 1)`);
  // miss: the many-valued selections the group's set holds no selected value of.
  const miss = many.length ? `${all} & ~coalesce(h.hit, 0)` : "0";
  ctes.push(`groups AS MATERIALIZED (SELECT g.*, ${miss} AS miss FROM scoped g
    ${many.length ? "LEFT JOIN hits h ON h.set_id = g.facet_set" : ""})`);

  // A value of facet F counts the groups missing nothing or only F's bit (0 for a facet not selected).
  // The values are walked in (facet, value) order by index and each set's group looked up: no
  // sort of every group × value row for the GROUP BY (CROSS JOIN keeps that order).
  const facetBit = many.length
    ? `CASE s.facet ${many
        .map(([facet], index) => {
          params.push(facet);
          return `WHEN ? THEN ${bit(index)}`;
        })
        .join(" ")} ELSE 0 END`
    : "0";
  // The single-valued counts and the total: the groups missing no many-valued selection.
  const totals = counts.map((_, index) => `sum(CASE WHEN miss = 0 THEN ${index ? `s${index - 1}` : "n"} ELSE 0 END)`);
  totals.push(totals.shift()!);

  const withClause = scope.cte ? `${scope.cte.trimEnd()}, ${ctes.join(", ")}` : `WITH ${ctes.join(", ")}`;
  const sql = `${withClause}
    SELECT t.facet, t.value, t.n, c.name, c.i18n, v.position FROM (
      SELECT s.facet, s.value, sum(CASE WHEN g.miss = 0 OR g.miss = (${facetBit}) THEN g.n ELSE 0 END) AS n
      FROM facet_set_values s INDEXED BY facet_set_values_value CROSS JOIN groups g ON g.facet_set = s.set_id
      GROUP BY s.facet, s.value
    ) t JOIN facet_values v ON v.facet = t.facet AND v.value = t.value
    LEFT JOIN categories c ON t.facet = 'brand' AND c.slug = t.value
    UNION ALL SELECT '#', json_array(${totals.join(", ")}), 0, NULL, NULL, 0 FROM groups
    ORDER BY 1, 6, 2`;
  return db.prepare(sql).bind(...params);
}
