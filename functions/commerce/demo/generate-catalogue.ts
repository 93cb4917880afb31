/**
 * The demo catalogue: the category tree (plus brand categories), products with colour × size
 * SKUs, varied stock (some sold out), tags and collections. Every value comes from the seeded
 * random source, so a seed always gives the same catalogue.
 */
import type * as schema from "../kernel/db/schema";
import type { Random } from "./random";
import {
  ADJECTIVES,
  BRANDS,
  CATEGORY_TREE,
  COLLECTIONS,
  COLOURS,
  MATERIALS,
  TAGS,
  type LeafCategory,
  type Words,
} from "./vocabulary";
import { GLOSSARY_LANGUAGES, glossaryWord } from "./glossary";
import { productNotes } from "./product-notes";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type DemoCatalogue = {
  categories: Insert<typeof schema.categories>[];
  products: Insert<typeof schema.products>[];
  productSkus: Insert<typeof schema.productSkus>[];
  productCategories: Insert<typeof schema.productCategories>[];
  tags: Insert<typeof schema.tags>[];
  productTags: Insert<typeof schema.productTags>[];
  collections: Insert<typeof schema.collections>[];
  collectionProducts: Insert<typeof schema.collectionProducts>[];
};

/** The demo's clock: fixed, so generated timestamps never depend on the day it runs. */
export const DEMO_EPOCH = Date.UTC(2026, 5, 1);

/** A row's translations: Chinese from the vocabulary, the other languages from the glossary. */
export const i18n = <F extends string>(fields: Record<F, Words>) => {
  const out: Record<string, Record<string, string>> = { zh: {}, "zh-HK": {} };
  for (const [field, words] of Object.entries(fields) as [F, Words][]) {
    out.zh[field] = words[1];
    out["zh-HK"][field] = words[2];
    for (const language of GLOSSARY_LANGUAGES) {
      const word = glossaryWord(words[0], language);
      if (word) (out[language] ??= {})[field] = word;
    }
  }
  return out;
};

const fill = (words: Words, values: Record<string, Words>): Words =>
  words.map((text, lang) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => values[key]?.[lang] ?? ""),
  ) as unknown as Words;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function categories(): {
  rows: DemoCatalogue["categories"];
  leaves: (LeafCategory & { id: number })[];
  brandIds: number[];
} {
  const rows: DemoCatalogue["categories"] = [];
  const leaves: (LeafCategory & { id: number })[] = [];
  let id = 0;
  CATEGORY_TREE.forEach((top, position) => {
    const parentId = ++id;
    rows.push({
      id: parentId,
      slug: top.slug,
      name: top.name[0],
      position,
      image: `/api/web/media/demo/category/${top.slug}.svg`,
      i18n: i18n({ name: top.name }),
    });
    top.children.forEach((leaf, childPosition) => {
      rows.push({
        id: ++id,
        slug: leaf.slug,
        parentId,
        name: leaf.name[0],
        position: childPosition,
        image: `/api/web/media/demo/category/${leaf.slug}.svg`,
        i18n: i18n({ name: leaf.name }),
      });
      leaves.push({ ...leaf, id });
    });
  });
  const brandIds = BRANDS.map((brand, position) => {
    rows.push({
      id: ++id,
      slug: brand.slug,
      type: "brand",
      name: brand.name[0],
      position,
      image: `/api/web/media/demo/category/${brand.slug}.svg`,
      i18n: i18n({ name: brand.name }),
    });
    return id;
  });
  return { rows, leaves, brandIds };
}

const COLOUR_KEYS = Object.keys(COLOURS);

/** A product's pictures: the front in each colour, then its back and a close detail in the first. */
function pictures(noun: Words, colours: string[]): string[] {
  const base = `/api/web/media/demo/product/${slugify(noun[0])}`;
  return [
    ...colours.map((colour) => `${base}-${colour}.svg`),
    `${base}-back-${colours[0]}.svg`,
    `${base}-detail-${colours[0]}.svg`,
  ];
}

/** The option dictionary (site setting "optionLabels") for the demo's colours and sizes. */
export function optionLabels(): Record<string, Record<string, string>> {
  const words: Words[] = [
    ["Colour", "颜色", "顏色"],
    ["Size", "尺码", "尺碼"],
    ["One size", "均码", "均碼"],
    ...Object.values(COLOURS),
  ];
  const glossary = GLOSSARY_LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      words.flatMap((w) => (glossaryWord(w[0], language) ? [[w[0], glossaryWord(w[0], language)]] : [])),
    ),
  ]);
  return {
    zh: Object.fromEntries(words.map((w) => [w[0], w[1]])),
    "zh-HK": Object.fromEntries(words.map((w) => [w[0], w[2]])),
    ...Object.fromEntries(glossary),
  };
}

export function generateCatalogue(random: Random, productCount: number): DemoCatalogue {
  const tree = categories();
  const out: DemoCatalogue = {
    categories: tree.rows,
    products: [],
    productSkus: [],
    productCategories: [],
    tags: TAGS.map((tag, index) => ({
      id: index + 1,
      slug: tag.slug,
      name: tag.name[0],
      i18n: i18n({ name: tag.name }),
    })),
    productTags: [],
    collections: COLLECTIONS.map((collection, index) => ({
      id: index + 1,
      slug: collection.slug,
      name: collection.name[0],
      description: collection.description[0],
      image: `/api/web/media/demo/category/${collection.slug}.svg`,
      position: index,
      i18n: i18n({ name: collection.name, description: collection.description }),
    })),
    collectionProducts: [],
  };
  let skuId = 0;
  for (let id = 1; id <= productCount; id++) {
    const leaf = tree.leaves[(id - 1) % tree.leaves.length];
    const noun = random.pick(leaf.nouns);
    const adjective = random.pick(ADJECTIVES);
    const material = random.pick(MATERIALS);
    const title = fill(["{adjective} {noun}", "{adjective}{noun}", "{adjective}{noun}"], { adjective, noun });
    const slug = `${slugify(title[0])}-${id}`;
    const colours = random.sample(COLOUR_KEYS, random.int(2, 4));
    const soldOut = random.chance(0.08);
    const base = Math.round(random.int(leaf.price[0], leaf.price[1]) / 100) * 100 - 1;
    const discounted = random.chance(0.3);
    const linePrice = discounted ? Math.round((base * (100 + random.int(15, 40))) / 100 / 100) * 100 - 1 : null;
    let stock = 0;
    let position = 0;
    for (const colour of colours) {
      for (const size of leaf.sizes) {
        const skuStock = soldOut || random.chance(0.12) ? 0 : random.int(1, 40);
        stock += skuStock;
        out.productSkus.push({
          id: ++skuId,
          productId: id,
          sku: `NW-${String(id).padStart(6, "0")}-${colour.toUpperCase()}-${size.replace(/\s+/g, "").toUpperCase()}`,
          options: { Colour: COLOURS[colour][0], Size: size },
          price: base,
          linePrice,
          stock: skuStock,
          image: `/api/web/media/demo/product/${slugify(noun[0])}-${colour}.svg`,
          position: position++,
        });
      }
    }
    const summary = fill(
      ["{adjective} {noun} in {material}.", "{material}{adjective}{noun}。", "{material}{adjective}{noun}。"],
      { adjective, noun, material },
    );
    const notes = productNotes(noun, material, colours);
    out.products.push({
      id,
      slug,
      title: title[0],
      summary: summary[0],
      description: notes[0],
      categoryId: leaf.id,
      price: base,
      linePrice,
      currency: "USD",
      stock,
      sales: random.int(0, 5000),
      rating: random.int(35, 50),
      reviewCount: 0,
      images: pictures(noun, colours),
      options: [
        { name: "Colour", values: colours.map((colour) => COLOURS[colour][0]) },
        { name: "Size", values: leaf.sizes },
      ],
      i18n: i18n({ title, summary, description: notes }),
      createdAt: new Date(DEMO_EPOCH - id * 3_600_000).toISOString(),
      updatedAt: new Date(DEMO_EPOCH - id * 3_600_000).toISOString(),
    });
    out.productCategories.push({ productId: id, categoryId: tree.brandIds[id % tree.brandIds.length] });
    for (const tag of random.sample(out.tags, random.int(1, 3)))
      out.productTags.push({ productId: id, tagId: tag.id! });
    if (discounted) out.productTags.push({ productId: id, tagId: out.tags.find((tag) => tag.slug === "sale")!.id! });
  }
  out.productTags = [...new Map(out.productTags.map((row) => [`${row.productId}/${row.tagId}`, row])).values()];
  COLLECTIONS.forEach((collection, index) => {
    const tagId = out.tags.find((tag) => tag.slug === collection.tag)!.id;
    const members = out.productTags.filter((row) => row.tagId === tagId).slice(0, 24);
    members.forEach((row, position) =>
      out.collectionProducts.push({ collectionId: index + 1, productId: row.productId, position }),
    );
  });
  return out;
}
