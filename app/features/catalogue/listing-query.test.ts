import { describe, expect, it } from "vitest";
import { listingHref, readListingQuery, toRouteQuery } from "./listing-query";

describe("listing query", () => {
  it("reads what the URL says and ignores what it cannot use", () => {
    expect(readListingQuery(new URLSearchParams("sort=price_asc&page=3&min=10&max=x&inStock=1"))).toEqual({
      sort: "price_asc",
      page: 3,
      min: 10,
      max: undefined,
      inStock: true,
      facets: { options: {}, brands: [] },
    });
    expect(readListingQuery(new URLSearchParams("sort=evil&page=-2"))).toEqual({
      sort: undefined,
      page: 1,
      min: undefined,
      max: undefined,
      inStock: false,
      facets: { options: {}, brands: [] },
    });
  });

  it("sends the stored-price bounds it is given, never the typed ones", () => {
    const query = { page: 2, min: 1000, max: 3000, inStock: true, sort: "sales" as const };
    expect(toRouteQuery(query, { priceMin: 667, priceMax: 2000 })).toBe(
      "?sort=sales&page=2&priceMin=667&priceMax=2000&inStock=1",
    );
    expect(toRouteQuery(query)).toBe("?sort=sales&page=2&inStock=1");
    expect(toRouteQuery({ page: 1, inStock: false })).toBe("");
  });

  it("builds links that keep the filters and reset what changed", () => {
    const query = readListingQuery(new URLSearchParams("sort=sales&min=5&page=2"));
    expect(listingHref("/category/women", query, { page: 3 })).toBe("/category/women?min=5&sort=sales&page=3");
    expect(listingHref("/category/women", query, { sort: "newest", page: 1 })).toBe(
      "/category/women?min=5&sort=newest",
    );
  });

  it("keeps the picked facets in links and sends them to the route request", () => {
    const query = readListingQuery(new URLSearchParams("Colour=Navy&Size=M&brand=lumen&rating=4&price=0-80&page=2"));
    expect(listingHref("/category/women", query, { page: 3 })).toBe(
      "/category/women?Colour=Navy&Size=M&brand=lumen&price=0-80&rating=4&page=3",
    );
    const route = new URLSearchParams(
      toRouteQuery(query, { priceMax: 8000 }, { priceRanges: [{ max: 2000 }, { min: 30000 }] }),
    );
    expect(route.getAll("brand")).toEqual(["lumen"]);
    expect(route.get("ratingMin")).toBe("4");
    expect(route.get("priceMax")).toBe("8000");
    expect(JSON.parse(route.get("options") ?? "")).toEqual({ Colour: ["Navy"], Size: ["M"] });
    expect(JSON.parse(route.get("facets") ?? "")).toEqual({ priceRanges: [{ max: 2000 }, { min: 30000 }] });
  });
});
