/**
 * The brute-force answer of product/list with facets over a catalogue held in JS
 * (facet-catalogue.ts): every product looked at, every count taken by hand, following the rules
 * of docs/api.md "Facets" as literally as possible. catalogue/facets.property.test.ts compares
 * the backend's answer with this one.
 */
import type { Catalogue, Product } from "./facet-catalogue";

export type Ask = {
  category?: string;
  tag?: string;
  q?: string;
  sort: "newest" | "price_asc" | "price_desc" | "sales" | "rating";
  filters: {
    priceMin?: number;
    priceMax?: number;
    inStock?: boolean;
    ratingMin?: 1 | 2 | 3 | 4;
    brands?: string[];
    options?: Record<string, string[]>;
  };
  priceRanges: { min?: number; max?: number }[];
};

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function bruteForce(catalogue: Catalogue, ask: Ask) {
  const category = (id: number) => catalogue.categories.find((c) => c.id === id)!;
  const subtree = (slug: string) => {
    const ids = new Set(catalogue.categories.filter((c) => c.slug === slug).map((c) => c.id));
    for (let grown = true; grown;) {
      grown = false;
      for (const c of catalogue.categories)
        if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) grown = Boolean(ids.add(c.id));
    }
    return ids;
  };
  const further = (p: Product) =>
    catalogue.productCategories.filter((r) => r.productId === p.id).map((r) => r.categoryId);
  const inScope = (p: Product) => {
    if (p.status !== "published") return false;
    if (ask.category) {
      const ids = subtree(ask.category);
      if (!(p.categoryId !== null && ids.has(p.categoryId)) && !further(p).some((id) => ids.has(id))) return false;
    }
    if (ask.tag) {
      const tag = catalogue.tags.find((t) => t.slug === ask.tag);
      if (!catalogue.productTags.some((r) => r.productId === p.id && r.tagId === tag?.id)) return false;
    }
    if (ask.q !== undefined && !p.title.split(" ").some((word) => word.startsWith(ask.q!.toLowerCase()))) return false;
    return true;
  };
  // Each product's many-valued facets: facet → value → the first SKU position it appears at.
  const valuesOf = (p: Product) => {
    const out = new Map<string, Map<string, number>>();
    const add = (facet: string, value: string, position: number) => {
      const values = out.get(facet) ?? new Map<string, number>();
      values.set(value, Math.min(values.get(value) ?? Infinity, position));
      out.set(facet, values);
    };
    for (const sku of catalogue.skus.filter((s) => s.productId === p.id))
      for (const [name, value] of Object.entries(sku.options)) add(`option:${name}`, value, sku.position);
    for (const id of further(p)) if (category(id).type === "brand") add("brand", category(id).slug, 0);
    return out;
  };
  const f = ask.filters;
  const selections = new Map<string, (p: Product) => boolean>();
  if (f.priceMin !== undefined || f.priceMax !== undefined)
    selections.set("price", (p) => p.price >= (f.priceMin ?? -Infinity) && p.price <= (f.priceMax ?? Infinity));
  if (f.inStock) selections.set("stock", (p) => p.stock > 0);
  if (f.ratingMin) selections.set("rating", (p) => p.ratingX10 >= f.ratingMin! * 10);
  const hasAny = (facet: string, wanted: string[]) => (p: Product) =>
    wanted.some((value) => valuesOf(p).get(facet)?.has(value));
  if (f.brands?.length) selections.set("brand", hasAny("brand", f.brands));
  for (const [name, wanted] of Object.entries(f.options ?? {}))
    if (wanted.length) selections.set(`option:${name}`, hasAny(`option:${name}`, wanted));
  const matchesExcept = (p: Product, except: string | null) =>
    [...selections].every(([facet, test]) => facet === except || test(p));

  // Values are shown in the order of their first SKU position anywhere in the shop.
  const shopPosition = new Map<string, number>();
  for (const p of catalogue.products)
    for (const [facet, values] of valuesOf(p))
      for (const [value, position] of values) {
        const key = `${facet}\u0000${value}`;
        shopPosition.set(key, Math.min(shopPosition.get(key) ?? Infinity, position));
      }
  const scope = catalogue.products.filter(inScope);
  const counts = new Map<string, Map<string, { count: number; position: number }>>();
  for (const p of scope)
    for (const [facet, values] of valuesOf(p))
      for (const [value, position] of values) {
        const byValue = counts.get(facet) ?? new Map<string, { count: number; position: number }>();
        const entry = byValue.get(value) ?? { count: 0, position: Infinity };
        entry.count += matchesExcept(p, facet) ? 1 : 0;
        entry.position = shopPosition.get(`${facet}\u0000${value}`) ?? position;
        byValue.set(value, entry);
        counts.set(facet, byValue);
      }
  const ordered = (facet: string) =>
    [...(counts.get(facet) ?? new Map())].sort(([a, x], [b, y]) => x.position - y.position || byteOrder(a, b));
  const optionNames = [...counts.keys()].filter((facet) => facet.startsWith("option:")).sort(byteOrder);
  const countWhere = (except: string, test: (p: Product) => boolean) =>
    scope.filter((p) => matchesExcept(p, except) && test(p)).length;

  const order: Record<Ask["sort"], (a: Product, b: Product) => number> = {
    newest: (a, b) => byteOrder(b.createdAt, a.createdAt) || b.id - a.id,
    price_asc: (a, b) => a.price - b.price || a.id - b.id,
    price_desc: (a, b) => b.price - a.price || b.id - a.id,
    sales: (a, b) => b.sales - a.sales || b.id - a.id,
    rating: (a, b) => b.ratingX10 - a.ratingX10 || b.reviewCount - a.reviewCount || b.id - a.id,
  };
  const list = scope.filter((p) => matchesExcept(p, null)).sort(order[ask.sort]);
  return {
    ids: list.map((p) => p.id),
    total: list.length,
    facets: {
      options: optionNames.map((facet) => ({
        name: facet.slice("option:".length),
        values: ordered(facet).map(([value, { count }]) => ({ value, count })),
      })),
      brands: ordered("brand")
        .map(([slug, { count }]) => ({ slug, name: catalogue.categories.find((c) => c.slug === slug)!.name, count }))
        .sort((a, b) => a.name.localeCompare(b.name, "en")),
      priceRanges: ask.priceRanges.map((range) => ({
        ...range,
        count: countWhere("price", (p) => p.price >= (range.min ?? -Infinity) && p.price <= (range.max ?? Infinity)),
      })),
      ratings: ([1, 2, 3, 4] as const).map((min) => ({
        min,
        count: countWhere("rating", (p) => p.ratingX10 >= min * 10),
      })),
      inStock: countWhere("stock", (p) => p.stock > 0),
    },
  };
}
