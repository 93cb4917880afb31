/**
 * Facet counts and results against a brute-force count (test/facet-oracle.ts) over random
 * catalogues (test/facet-catalogue.ts) and random selections: every count of every facet, the
 * result list in its order and the total. A failure prints the seed, which replays it exactly.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom, type Random } from "../demo/random";
import { OPTION_VALUES, randomCatalogue, TITLE_WORDS, writeCatalogue, type Catalogue } from "../test/facet-catalogue";
import { bruteForce, type Ask } from "../test/facet-oracle";
import { call } from "../test/shop";

const SORTS = ["newest", "price_asc", "price_desc", "sales", "rating"] as const;

function randomAsk(random: Random, catalogue: Catalogue): Ask {
  const scope = random.int(0, 5);
  const slugs = catalogue.categories.map((c) => c.slug);
  const price = () => random.int(0, 300) * 100;
  const filters: Ask["filters"] = {};
  if (random.chance(0.3)) filters.priceMin = price();
  if (random.chance(0.3)) filters.priceMax = price();
  if (random.chance(0.3)) filters.inStock = true;
  if (random.chance(0.3)) filters.ratingMin = random.int(1, 4) as 1 | 2 | 3 | 4;
  if (random.chance(0.4))
    filters.brands = random.sample(["brand-north", "brand-alder", "brand-lumen", "brand-none"], random.int(1, 2));
  if (random.chance(0.8)) {
    filters.options = {};
    for (const name of random.sample([...Object.keys(OPTION_VALUES), "Nothing"], random.int(1, 3)))
      filters.options[name] = random.sample(OPTION_VALUES[name] ?? ["X"], random.int(0, 2));
  }
  return {
    ...(scope === 1 || scope === 4 ? { category: random.pick(slugs) } : {}),
    ...(scope === 2 ? { tag: random.pick(["tag-a", "tag-b"]) } : {}),
    ...(scope >= 3 ? { q: random.pick(TITLE_WORDS).slice(0, random.int(2, 5)) } : {}),
    sort: random.pick(SORTS),
    filters,
    priceRanges: Array.from({ length: random.int(0, 3) }, () => ({
      ...(random.chance(0.7) ? { min: price() } : {}),
      ...(random.chance(0.7) ? { max: price() } : {}),
    })),
  };
}

describe("product/list facets against a brute-force count", () => {
  it("agrees on every count, the results and their order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (seed) => {
        const random = seededRandom(seed);
        const catalogue = randomCatalogue(random);
        await writeCatalogue(catalogue);
        for (let i = 0; i < 8; i++) {
          const ask = randomAsk(random, catalogue);
          const { priceRanges, ...input } = ask;
          const { body } = await call("product/list", { ...input, facets: { priceRanges }, pageSize: 100 });
          expect(body.code, JSON.stringify({ seed, ask, body })).toBe(0);
          const expected = bruteForce(catalogue, ask);
          const answer = body.data;
          const context = JSON.stringify({ seed, ask });
          expect(
            answer.list.map((card: { id: number }) => card.id),
            context,
          ).toEqual(expected.ids);
          expect(answer.total, context).toBe(expected.total);
          const options = answer.facets.options.map(
            (o: { name: string; values: { value: string; count: number }[] }) => ({
              name: o.name,
              values: o.values.map(({ value, count }) => ({ value, count })),
            }),
          );
          expect({ ...answer.facets, options }, context).toEqual(expected.facets);
        }
      }),
      { numRuns: 25 },
    );
  });
});
