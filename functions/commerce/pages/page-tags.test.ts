import { describe, expect, it } from "vitest";
import { pageTags } from "./page-tags";

const card = (id: number) => ({ id, slug: `p-${id}`, title: "T", price: 100, currency: "USD", inStock: true });

describe("a page's cache tags", () => {
  it("name the product page's product and the related products it shows", () => {
    const tags = pageTags({ type: "product", ...card(7), skus: [], related: [card(8), card(9)] });
    expect(tags).toEqual(["all", "product:7", "product:8", "product:9"]);
  });

  it("name home's kinds and every product in its grids, each once", () => {
    const tags = pageTags({
      type: "home",
      featured: [card(1), card(2)],
      newArrivals: [card(2), card(3)],
      articles: [{ id: 4, slug: "a", title: "A" }],
    });
    expect(tags).toEqual([
      "all",
      "home",
      "lists",
      "articles",
      "promotions",
      "sales",
      "product:1",
      "product:2",
      "product:3",
    ]);
  });

  it("name a listing's products (not its entity's id as a product)", () => {
    const tags = pageTags({
      type: "category",
      category: { id: 5, slug: "shoes", name: "Shoes" },
      products: { list: [card(11)], total: 1, page: 1, pageSize: 20 },
    });
    expect(tags).toEqual(["all", "lists", "product:11"]);
  });

  it("name a listing sorted best-selling by its dependence on sales (a payment reorders it)", () => {
    const listing = (sort: string) =>
      pageTags({
        type: "tag",
        tag: { id: 6, slug: "new", name: "New" },
        products: { list: [card(12)], total: 1, page: 1, pageSize: 20 },
        sort,
      });
    expect(listing("sales")).toEqual(["all", "lists", "sales", "product:12"]);
    expect(listing("newest")).toEqual(["all", "lists", "product:12"]);
  });

  it("name content by its slug", () => {
    expect(pageTags({ type: "article", id: 3, slug: "news", title: "N" })).toEqual([
      "all",
      "article:news",
      "article-id:3",
    ]);
    expect(pageTags({ type: "page", slug: "about" })).toEqual(["all", "page:about"]);
    expect(pageTags({ type: "promotion", promotion: { slug: "sale", products: [card(2)] } })).toEqual([
      "all",
      "promotions",
      "lists",
      "promotion:sale",
      "product:2",
    ]);
    expect(pageTags({ type: "coupon", coupon: { slug: "ten" } })).toEqual(["all", "coupons", "coupon:ten"]);
  });
});
