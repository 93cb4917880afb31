/**
 * Random small catalogues for the facet tests (catalogue/facets.property.test.ts): categories (a
 * two-level tree and brands), products with random prices, stock, ratings, sales, status and
 * titles, SKUs over random option names and values, further categories and tags, written
 * straight to D1 so the product_facets triggers (migrations/0073) keep the facet rows, and the
 * products indexed for search. The same data stays in JS for the brute-force count (facet-oracle.ts).
 */
import { env } from "cloudflare:test";
import type { Random } from "../demo/random";
import { reindexItems } from "../search";

export type Category = { id: number; slug: string; type: string; parentId: number | null; name: string };
export type Product = {
  id: number;
  slug: string;
  title: string;
  price: number;
  stock: number;
  ratingX10: number;
  reviewCount: number;
  sales: number;
  status: string;
  createdAt: string;
  categoryId: number | null;
};
export type Sku = { productId: number; sku: string; options: Record<string, string>; position: number };
export type Catalogue = {
  categories: Category[];
  products: Product[];
  skus: Sku[];
  productCategories: { productId: number; categoryId: number }[];
  tags: { id: number; slug: string }[];
  productTags: { productId: number; tagId: number }[];
};

export const OPTION_VALUES: Record<string, string[]> = {
  Colour: ["Red", "Navy", "Blue", "Black", "Green"],
  Size: ["XS", "S", "M", "L", "XL"],
  Material: ["Wool", "Cotton", "Silk"],
  Fit: ["Slim", "Regular"],
};
/** No word is a prefix of another, so a search for one finds exactly the titles holding it. */
export const TITLE_WORDS = ["apple", "berry", "cherry", "damson"];

const CATEGORIES: Category[] = [
  { id: 1, slug: "top-a", type: "default", parentId: null, name: "Top A" },
  { id: 2, slug: "top-b", type: "default", parentId: null, name: "Top B" },
  { id: 3, slug: "leaf-a1", type: "default", parentId: 1, name: "Leaf A1" },
  { id: 4, slug: "leaf-a2", type: "default", parentId: 1, name: "Leaf A2" },
  { id: 5, slug: "leaf-b1", type: "default", parentId: 2, name: "Leaf B1" },
  { id: 6, slug: "brand-north", type: "brand", parentId: null, name: "North" },
  { id: 7, slug: "brand-alder", type: "brand", parentId: null, name: "Alder" },
  { id: 8, slug: "brand-lumen", type: "brand", parentId: null, name: "Lumen" },
];
const TAGS = [
  { id: 1, slug: "tag-a" },
  { id: 2, slug: "tag-b" },
];

/** SKUs: the cartesian product of 1–3 option names' chosen values, in a random order. */
function randomSkus(random: Random, productId: number, prefix: string): Sku[] {
  let combos: Record<string, string>[] = [{}];
  for (const name of random.sample(Object.keys(OPTION_VALUES), random.int(1, 3))) {
    const values = random.sample(OPTION_VALUES[name], random.int(1, 3));
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
  }
  return random
    .sample(combos, combos.length)
    .map((options, position) => ({ productId, sku: `${prefix}${productId}-${position}`, options, position }));
}

export function randomCatalogue(random: Random): Catalogue {
  const out: Catalogue = {
    categories: CATEGORIES,
    products: [],
    skus: [],
    productCategories: [],
    tags: TAGS,
    productTags: [],
  };
  const count = random.int(5, 40);
  for (let id = 1; id <= count; id++) {
    const rated = random.chance(0.7);
    out.products.push({
      id,
      slug: `p-${id}`,
      title: random.sample(TITLE_WORDS, random.int(1, 2)).join(" "),
      price: random.int(1, 300) * 100 - random.int(0, 1),
      stock: random.chance(0.3) ? 0 : random.int(1, 20),
      ratingX10: rated ? random.int(10, 50) : 0,
      reviewCount: rated ? random.int(1, 9) : 0,
      sales: random.int(0, 5) * random.int(0, 20),
      status: random.chance(0.85) ? "published" : "draft",
      createdAt: new Date(Date.UTC(2026, 0, 1) + random.int(0, 20) * 86_400_000).toISOString(),
      categoryId: random.chance(0.9) ? random.pick([1, 2, 3, 4, 5]) : null,
    });
    out.skus.push(...randomSkus(random, id, "P"));
    for (const category of random.sample([3, 4, 5, 6, 7, 8], random.int(0, 2)))
      out.productCategories.push({ productId: id, categoryId: category });
    for (const tag of random.sample(TAGS, random.int(0, 2))) out.productTags.push({ productId: id, tagId: tag.id });
  }
  return out;
}

// The facet tables the triggers keep go too: their value positions are the whole shop's.
const TABLES = [
  "product_tags",
  "product_categories",
  "product_skus",
  "products",
  "categories",
  "tags",
  "search_en",
  "product_facets",
  "facet_values",
  "facet_set_values",
  "facet_sets",
];

export async function writeCatalogue(catalogue: Catalogue): Promise<void> {
  const db = env.DB;
  await db.batch(TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)));
  await db.batch([
    ...catalogue.categories.map((c) =>
      db
        .prepare("INSERT INTO categories (id, slug, type, parent_id, name) VALUES (?, ?, ?, ?, ?)")
        .bind(c.id, c.slug, c.type, c.parentId, c.name),
    ),
    ...catalogue.tags.map((t) =>
      db.prepare("INSERT INTO tags (id, slug, name) VALUES (?, ?, ?)").bind(t.id, t.slug, t.slug),
    ),
    ...catalogue.products.map((p) =>
      db
        .prepare(
          `INSERT INTO products (id, slug, title, category_id, price, stock, sales, rating_x10, review_count, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          p.id,
          p.slug,
          p.title,
          p.categoryId,
          p.price,
          p.stock,
          p.sales,
          p.ratingX10,
          p.reviewCount,
          p.status,
          p.createdAt,
        ),
    ),
    ...catalogue.skus.map((s) =>
      db
        .prepare(
          "INSERT INTO product_skus (product_id, sku, options, price, stock, position) VALUES (?, ?, ?, 100, 1, ?)",
        )
        .bind(s.productId, s.sku, JSON.stringify(s.options), s.position),
    ),
    ...catalogue.productCategories.map((r) =>
      db
        .prepare("INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)")
        .bind(r.productId, r.categoryId),
    ),
    ...catalogue.productTags.map((r) =>
      db.prepare("INSERT INTO product_tags (product_id, tag_id) VALUES (?, ?)").bind(r.productId, r.tagId),
    ),
  ]);
  await reindexItems(
    db,
    catalogue.products.map((p) => ({ kind: "product" as const, slug: p.slug })),
  );
}

/**
 * Random writes after the catalogue is in, as the shop makes them (ADR 329): a price change, a
 * sale or a restock, a new average rating, paid sales, a product unpublished or published, its
 * SKUs replaced as a re-import does (delete, insert: the facet triggers rebuild its set), a brand
 * or a tag added or taken away, a category moved in the tree, a product re-filed and re-tagged. Applied to D1 and to the JS catalogue alike.
 */
export async function applyRandomWrites(random: Random, catalogue: Catalogue): Promise<void> {
  const db = env.DB;
  const statements: D1PreparedStatement[] = [];
  for (const p of random.sample(catalogue.products, random.int(1, Math.min(8, catalogue.products.length)))) {
    const write = random.int(0, 8);
    if (write === 0) {
      p.price = random.int(1, 300) * 100 - random.int(0, 1);
      statements.push(db.prepare("UPDATE products SET price = ? WHERE id = ?").bind(p.price, p.id));
    } else if (write === 1) {
      p.stock = random.chance(0.5) ? 0 : random.int(1, 20);
      statements.push(db.prepare("UPDATE products SET stock = ? WHERE id = ?").bind(p.stock, p.id));
    } else if (write === 2) {
      p.ratingX10 = random.int(10, 50);
      p.reviewCount += 1;
      statements.push(
        db
          .prepare("UPDATE products SET rating_x10 = ?, review_count = ? WHERE id = ?")
          .bind(p.ratingX10, p.reviewCount, p.id),
      );
    } else if (write === 3) {
      p.sales += random.int(1, 9);
      statements.push(db.prepare("UPDATE products SET sales = ? WHERE id = ?").bind(p.sales, p.id));
    } else if (write === 4) {
      p.status = p.status === "published" ? "draft" : "published";
      statements.push(db.prepare("UPDATE products SET status = ? WHERE id = ?").bind(p.status, p.id));
    } else if (write === 5) {
      const skus = randomSkus(random, p.id, "R");
      catalogue.skus = [...catalogue.skus.filter((s) => s.productId !== p.id), ...skus];
      statements.push(db.prepare("DELETE FROM product_skus WHERE product_id = ?").bind(p.id));
      for (const s of skus)
        statements.push(
          db
            .prepare(
              "INSERT INTO product_skus (product_id, sku, options, price, stock, position) VALUES (?, ?, ?, 100, 1, ?)",
            )
            .bind(s.productId, s.sku, JSON.stringify(s.options), s.position),
        );
    } else if (write === 7) {
      // A category moved (ADR 347): every product under it changes ancestors. Top A stays a root,
      // Top B goes under it or back, a leaf under either or to the root: never a cycle.
      const moved = random.pick([2, 3, 4, 5]);
      const parentId = moved === 2 ? random.pick([null, 1]) : random.pick([null, 1, 2]);
      catalogue.categories = catalogue.categories.map((c) => (c.id === moved ? { ...c, parentId } : c));
      statements.push(db.prepare("UPDATE categories SET parent_id = ? WHERE id = ?").bind(parentId, moved));
    } else if (write === 8) {
      // Re-filed and re-tagged: a new main category, its tags replaced.
      p.categoryId = random.chance(0.9) ? random.pick([1, 2, 3, 4, 5]) : null;
      statements.push(db.prepare("UPDATE products SET category_id = ? WHERE id = ?").bind(p.categoryId, p.id));
      const tags = random.sample(catalogue.tags, random.int(0, 2));
      catalogue.productTags = [
        ...catalogue.productTags.filter((r) => r.productId !== p.id),
        ...tags.map((t) => ({ productId: p.id, tagId: t.id })),
      ];
      statements.push(db.prepare("DELETE FROM product_tags WHERE product_id = ?").bind(p.id));
      for (const t of tags)
        statements.push(db.prepare("INSERT INTO product_tags (product_id, tag_id) VALUES (?, ?)").bind(p.id, t.id));
    } else {
      const brand = random.pick([6, 7, 8]);
      const listed = catalogue.productCategories.some((r) => r.productId === p.id && r.categoryId === brand);
      catalogue.productCategories = listed
        ? catalogue.productCategories.filter((r) => !(r.productId === p.id && r.categoryId === brand))
        : [...catalogue.productCategories, { productId: p.id, categoryId: brand }];
      statements.push(
        db
          .prepare(
            listed
              ? "DELETE FROM product_categories WHERE product_id = ? AND category_id = ?"
              : "INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)",
          )
          .bind(p.id, brand),
      );
      const tag = random.pick(catalogue.tags);
      const tagged = catalogue.productTags.some((r) => r.productId === p.id && r.tagId === tag.id);
      catalogue.productTags = tagged
        ? catalogue.productTags.filter((r) => !(r.productId === p.id && r.tagId === tag.id))
        : [...catalogue.productTags, { productId: p.id, tagId: tag.id }];
      statements.push(
        db
          .prepare(
            tagged
              ? "DELETE FROM product_tags WHERE product_id = ? AND tag_id = ?"
              : "INSERT INTO product_tags (product_id, tag_id) VALUES (?, ?)",
          )
          .bind(p.id, tag.id),
      );
    }
  }
  await db.batch(statements);
}
