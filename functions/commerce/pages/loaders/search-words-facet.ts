/**
 * A search whose words are a colour ("navy", "Marineblau", "藏青色") is that colour facet
 * (docs/decisions/340): the search page answers which stored value the words name, and the
 * storefront opens the product tab with the value picked, so "navy, size M, up to $80" is two
 * clicks from the search box. The words are matched against the stored values and every
 * language's labels of them (the site's `optionLabels`, catalogue/option-labels.ts), as typed
 * or in any ASCII case; only colours, as sizes ("M", "One size") read too often as plain words.
 */

/** The colour option's stored names an operator's import may use. */
const COLOUR_OPTIONS = ["option:Colour", "option:Color"];
/** Longer words are a sentence, not a colour. */
export const MAX_FACET_WORDS_LENGTH = 40;

export type WordsFacet = { name: string; value: string };

/** One indexed lookup on product_facets per candidate value; the labels are a small JSON row. */
export const wordsFacetStatement = (db: D1DatabaseSession, words: string): D1PreparedStatement =>
  db
    .prepare(
      `SELECT substr(f.facet, 8) AS name, f.value AS value FROM product_facets f
       WHERE f.facet IN (${COLOUR_OPTIONS.map((_, at) => `?${at + 2}`).join(", ")}) AND f.value IN (
         SELECT label.key FROM site_settings s, json_each(s.value) language, json_each(language.value) label
         WHERE s.key = 'optionLabels' AND (lower(label.value) = lower(?1) OR lower(label.key) = lower(?1))
         UNION SELECT ?1)
       LIMIT 1`,
    )
    .bind(words.trim(), ...COLOUR_OPTIONS);

export const readWordsFacet = (result: D1Result | undefined): WordsFacet | null =>
  (result?.results[0] as WordsFacet | undefined) ?? null;
