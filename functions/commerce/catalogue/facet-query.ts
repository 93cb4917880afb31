/**
 * Facet counts and the total for product/list in one statement (ADR 290, ADR 313), disjunctive:
 * a value's count is the number of products in the listing's scope that match every selection
 * except its own facet's, and have the value. Each selection has a bit; a product's "miss" is the
 * set of bits it does not match. It counts for every value of its facets when it misses nothing,
 * and only for the values of facet F when it misses F's bit alone. Values of products in scope
 * are all returned, those no product reaches counting 0.
 *
 * One pass over the scope groups its products by facet set and by which single-valued selections
 * (price, stock, rating) they match, summing the price ranges, rating steps and stock in the same
 * pass. The many-valued selections (options, brands) are matched per set, not per product: the
 * sets holding a selected value come from facet_set_values by value. The groups — a few thousand
 * at most — are then joined to their sets' values, and summed into the "#" row (a JSON array: the
 * asked price ranges, then ratings 1–4, then in stock, then the total: products missing nothing).
 */
import type { Language } from "../kernel/i18n/languages";
import { RATING_STEPS, type FacetsInput } from "./facets";
import { facetSelections, listingScope, selections, type ProductListInput } from "./product-query";

/** One bit per selection, exact in a JS number and a SQLite integer; the input allows fewer (MAX_OPTIONS). */
const MAX_SELECTIONS = 50;

const SINGLE_VALUED = ["price", "stock", "rating"] as const;

export function facetCountStatement(
  db: D1DatabaseSession,
  input: ProductListInput,
  language: Language,
  facets: FacetsInput,
): D1PreparedStatement {
  const scope = listingScope(input, language, true);
  const chosen = selections(input.filters);
  const many = facetSelections(input.filters);
  const single = SINGLE_VALUED.filter((facet) => chosen.has(facet));
  if (many.length + single.length > MAX_SELECTIONS) throw new RangeError("too many selections");
  // Many-valued selections take bits 1, 2, 4…, single-valued ones the bits after them.
  const bit = (index: number) => 2 ** index;
  const singleBit = (facet: (typeof SINGLE_VALUED)[number]) =>
    single.includes(facet) ? bit(many.length + single.indexOf(facet)) : 0;
  const all = bit(many.length + single.length) - 1;
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

  const matched = single.map((facet) => {
    const clause = chosen.get(facet)!;
    params.push(...clause.params);
    return `(CASE WHEN ${clause.sql} THEN ${singleBit(facet)} ELSE 0 END)`;
  });
  const sums: string[] = [];
  for (const range of facets.priceRanges ?? []) {
    const bounds = [
      ...(range.min !== undefined ? [`p.price >= ${Math.trunc(range.min)}`] : []),
      ...(range.max !== undefined ? [`p.price <= ${Math.trunc(range.max)}`] : []),
    ];
    sums.push(bounds.length ? `sum(${bounds.join(" AND ")})` : "count(*)");
  }
  for (const min of RATING_STEPS) sums.push(`sum(p.rating_x10 >= ${min * 10})`);
  sums.push("sum(p.stock > 0)");
  params.push(...scope.params);
  ctes.push(`scoped AS (SELECT p.facet_set, ${matched.length ? matched.join(" | ") : "0"} AS matched, count(*) AS n,
      ${sums.map((sum, index) => `${sum} AS s${index}`).join(", ")}
    FROM ${scope.from} WHERE ${scope.where} GROUP BY 1, 2)`);
  const hit = many.length ? "coalesce(h.hit, 0) | g.matched" : "g.matched";
  ctes.push(`groups AS MATERIALIZED (SELECT g.*, ${all} & ~(${hit}) AS miss FROM scoped g
    ${many.length ? "LEFT JOIN hits h ON h.set_id = g.facet_set" : ""})`);

  // A value of facet F counts the groups missing nothing or only F's bit (0 for a facet not selected).
  // The values are walked in (facet, value) order by index and each set's groups looked up: no
  // sort of every group × value row for the GROUP BY (CROSS JOIN keeps that order).
  const facetBit = many.length
    ? `CASE s.facet ${many
        .map(([facet], index) => {
          params.push(facet);
          return `WHEN ? THEN ${bit(index)}`;
        })
        .join(" ")} ELSE 0 END`
    : "0";
  // A single-valued count of facet F: products missing nothing but (maybe) F's bit.
  const counted = (index: number, own: number) => `sum(CASE WHEN (miss | ${own}) = ${own} THEN s${index} ELSE 0 END)`;
  const ranges = facets.priceRanges?.length ?? 0;
  const totals = sums.map((_, index) =>
    counted(index, singleBit(index < ranges ? "price" : index < ranges + RATING_STEPS.length ? "rating" : "stock")),
  );
  totals.push("sum(CASE WHEN miss = 0 THEN n ELSE 0 END)");

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
