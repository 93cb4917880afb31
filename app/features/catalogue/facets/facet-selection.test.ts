import { describe, expect, it } from "vitest";
import {
  FACET_LIMITS,
  readFacetSelection,
  readPrice,
  writeFacetSelection,
  type FacetSelection,
} from "./facet-selection";
import { selectedCount } from "./facet-count";

const read = (query: string) => readFacetSelection(new URLSearchParams(query));
const write = (selection: FacetSelection) => writeFacetSelection(selection, new URLSearchParams()).toString();

describe("facet selection in the URL", () => {
  it("reads options by their own names, brands, rating and a price range", () => {
    expect(read("Colour=Navy&Colour=Black&Size=M&brand=lumen&rating=4&price=0-80")).toEqual({
      options: { Colour: ["Navy", "Black"], Size: ["M"] },
      brands: ["lumen"],
      ratingMin: 4,
      price: { max: 80 },
    });
  });

  it("writes what it reads, and reads what it writes (round trip)", () => {
    const selections: FacetSelection[] = [
      { options: {}, brands: [] },
      { options: { Colour: ["Navy", "Black"], Size: ["M"] }, brands: [], price: { max: 80 } },
      { options: { "Fit & cut": ["Slim fit"], 尺码: ["M"] }, brands: ["alder-co", "lumen"], ratingMin: 3 },
      { options: { Material: ["Wool/silk"] }, brands: [], price: { min: 150, max: 300 } },
      { options: {}, brands: [], price: { min: 300 } },
    ];
    for (const selection of selections) {
      expect(read(write(selection))).toEqual(selection);
      expect(write(read(write(selection)))).toBe(write(selection));
    }
  });

  it("ignores parameters that are not facets: the listing's own, tracking tags, hostile text", () => {
    expect(
      read(
        "sort=price_asc&page=2&min=1&max=9&inStock=1&q=x&type=product&currency=JPY&lng=de&_data=routes/x" +
          "&utm_source=mail&gclid=abc&fbclid=1&_ga=2&ref=home&SORT=x&Page=3" +
          "&Colour=%3Cscript%3E&Size=%00M&%3Cb%3E=1&Col%0Aour=Navy&Size=&Size=%20%20",
      ),
    ).toEqual({ options: {}, brands: [] });
    expect(read("brand=Not%20A%20Slug&brand=../x&brand=ok-brand&rating=5&rating=0").brands).toEqual(["ok-brand"]);
    expect(read("rating=5").ratingMin).toBeUndefined();
    expect(read("rating=2.5").ratingMin).toBeUndefined();
  });

  it("keeps within its limits: names, values per name, lengths, duplicates", () => {
    const manyNames = Array.from({ length: 12 }, (_, index) => `Option${index}=v`).join("&");
    expect(Object.keys(read(manyNames).options)).toHaveLength(FACET_LIMITS.options);
    const manyValues = Array.from({ length: 30 }, (_, index) => `Size=v${index}`).join("&");
    expect(read(manyValues).options.Size).toHaveLength(FACET_LIMITS.valuesPerOption);
    expect(read(`Size=${"x".repeat(FACET_LIMITS.valueLength + 1)}`).options).toEqual({});
    expect(read(`${"N".repeat(FACET_LIMITS.nameLength + 1)}=v`).options).toEqual({});
    expect(read("Size=M&Size=M&Size=%20M%20").options).toEqual({ Size: ["M"] });
    const manyBrands = Array.from({ length: 30 }, (_, index) => `brand=b${index}`).join("&");
    expect(read(manyBrands).brands).toHaveLength(FACET_LIMITS.brands);
  });

  it("reads price ranges leniently: open ends, reversed, nonsense dropped", () => {
    expect(readPrice("20-50")).toEqual({ min: 20, max: 50 });
    expect(readPrice("50-20")).toEqual({ min: 20, max: 50 });
    expect(readPrice("300-")).toEqual({ min: 300 });
    expect(readPrice("-80")).toEqual({ max: 80 });
    expect(readPrice("0-80")).toEqual({ max: 80 });
    for (const bad of ["", "-", "abc", "1-2-3", "12345678-", "1e3-", "-0x10", null])
      expect(readPrice(bad)).toBeUndefined();
  });

  it("counts the picked values (past one, the page is not indexed)", () => {
    expect(selectedCount(read("Colour=Navy"))).toBe(1);
    expect(selectedCount(read("Colour=Navy&Colour=Black"))).toBe(2);
    expect(selectedCount(read("Colour=Navy"), true)).toBe(2);
    expect(selectedCount(read("brand=lumen&price=0-80&rating=4&Size=M"))).toBe(4);
    expect(selectedCount(read("sort=price_asc&page=2"))).toBe(0);
  });
});
