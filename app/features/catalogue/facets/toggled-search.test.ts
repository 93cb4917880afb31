import { describe, expect, it } from "vitest";
import { toggledSearch } from "./toggled-search";

const from = (query: string) => new URLSearchParams(query);

describe("a facet value's one-click query", () => {
  it("adds a box's value to the picks and restarts paging, keeping the page's words and sort", () => {
    expect(toggledSearch(from("q=dress&type=product&Colour=Navy&page=3&sort=price_asc"), "checkbox", "Size", "M")).toBe(
      "?q=dress&type=product&Colour=Navy&sort=price_asc&Size=M",
    );
  });

  it("removes a picked box's value, and only that one", () => {
    expect(toggledSearch(from("Colour=Navy&Colour=Black&Size=M"), "checkbox", "Colour", "Navy")).toBe(
      "?Size=M&Colour=Black",
    );
    expect(toggledSearch(from("inStock=1"), "checkbox", "inStock", "1")).toBe("");
  });

  it("sets a radio's value; its empty value removes it; a price range replaces typed bounds", () => {
    expect(toggledSearch(from("price=0-50&min=10&max=40&sort=newest"), "radio", "price", "0-80")).toBe("?price=0-80");
    expect(toggledSearch(from("rating=4&Size=M"), "radio", "rating", "")).toBe("?Size=M");
  });
});
