/**
 * Random search terms from the catalogue's own vocabulary (functions/commerce/demo/vocabulary.ts),
 * drawn by a seeded generator (the demo generator's own, functions/commerce/demo/random.ts) so a
 * run can be repeated exactly. A query is one word (a noun, adjective, material, colour, category,
 * brand or tag) or an adjective or material followed by a noun, in English, Simplified or Hong
 * Kong Chinese; a suggest prefix is the first 1 to all characters of one such word.
 */
import { importCommerce } from "../../scripts/commerce-bundle.mjs";

const LANGUAGES = ["en", "zh", "zh-HK"];

export async function searchTerms(seed) {
  const { vocabulary, seededRandom } = await importCommerce(
    'export * as vocabulary from "./functions/commerce/demo/vocabulary"; export { seededRandom } from "./functions/commerce/demo/random";',
  );
  const { CATEGORY_TREE, ADJECTIVES, MATERIALS, COLOURS, BRANDS, TAGS } = vocabulary;
  const leaves = CATEGORY_TREE.flatMap((top) => top.children);
  const nouns = leaves.flatMap((leaf) => leaf.nouns);
  const modifiers = [...ADJECTIVES, ...MATERIALS];
  const words = [
    ...nouns,
    ...modifiers,
    ...Object.values(COLOURS),
    ...CATEGORY_TREE.map((c) => c.name),
    ...leaves.map((c) => c.name),
    ...BRANDS.map((b) => b.name),
    ...TAGS.map((t) => t.name),
  ];
  const random = seededRandom(seed);
  const say = (words, language) => {
    const index = LANGUAGES.indexOf(language);
    const parts = words.map((word) => word[index]);
    return language === "en" ? parts.join(" ").toLowerCase() : parts.join("");
  };
  return {
    /** [language, query] */
    query() {
      const language = random.pick(LANGUAGES);
      const two = random.int(0, 2) === 0;
      return [language, say(two ? [random.pick(modifiers), random.pick(nouns)] : [random.pick(words)], language)];
    },
    /** [language, prefix] */
    prefix() {
      const language = random.pick(LANGUAGES);
      const word = [...say([random.pick(words)], language)];
      return [language, word.slice(0, random.int(1, word.length)).join("").trim() || word[0]];
    },
  };
}
