import { describe, expect, it } from "vitest";
import { importTags } from "./import-purge";

const empty = {
  products: [],
  articles: [],
  pages: [],
  promotions: [],
  coupons: [],
  categories: [],
  tags: [],
  collections: [],
  templates: [],
  settings: {},
};
const ids = (...list: number[]) => ({ results: list.map((id) => ({ id })) }) as unknown as D1Result;

describe("the pages an import purges", () => {
  it("are its products' pages and every list, by the ids its batch read", () => {
    const doc = { ...empty, products: [{ slug: "a" }, { slug: "b" }] } as never;
    expect(importTags(doc, ids(4, 9))).toEqual(["product:4", "product:9", "lists"]);
  });

  it("are its content's own pages", () => {
    const doc = {
      ...empty,
      articles: [{ slug: "news" }],
      promotions: [{ slug: "sale" }],
      coupons: [{ slug: "ten" }],
    } as never;
    expect(importTags(doc, ids())).toEqual([
      "article:news",
      "articles",
      "promotion:sale",
      "promotions",
      "coupon:ten",
      "coupons",
    ]);
  });

  it("are every page when it changes the layout they all show", () => {
    for (const part of ["categories", "tags", "collections", "templates", "pages"])
      expect(importTags({ ...empty, [part]: [{ slug: "x" }] } as never, ids(1))).toEqual(["all"]);
    expect(importTags({ ...empty, settings: { site: {} } } as never, ids())).toEqual(["all"]);
  });

  it("are none for an empty document", () => {
    expect(importTags(empty as never, undefined)).toEqual([]);
  });
});
