/**
 * The listing's route request carries the storefront's facet selection (ADR 295): its page and
 * counts are product/list's for the same input, and a malformed facet part costs only the facets.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, route, seedDemoShop } from "../../test/shop";

beforeAll(() => seedDemoShop());

const OPTIONS = encodeURIComponent(JSON.stringify({ Colour: ["Navy"], Size: ["M"] }));
const FACETS = encodeURIComponent(JSON.stringify({ priceRanges: [{ max: 8000 }, { min: 30000 }] }));

describe("a listing's route request with facets", () => {
  it("lists and counts what product/list lists and counts for the same selection", async () => {
    const page = await route(`/category/women?options=${OPTIONS}&priceMax=8000&inStock=1&facets=${FACETS}`);
    expect(page.status).toBe(200);
    const products = page.body.data.data.products;
    const direct = await call("product/list", {
      category: "women",
      filters: { options: { Colour: ["Navy"], Size: ["M"] }, priceMax: 8000, inStock: true },
      facets: { priceRanges: [{ max: 8000 }, { min: 30000 }] },
    });
    expect(products.total).toBe(direct.body.data.total);
    expect(products.total).toBeGreaterThan(0);
    expect(products.list.map((card: { id: number }) => card.id)).toEqual(
      direct.body.data.list.map((card: { id: number }) => card.id),
    );
    expect(products.facets).toEqual(direct.body.data.facets);
    expect(products.facets.priceRanges).toHaveLength(2);
  });

  it("reads brands and a minimum rating, and has no facets unless asked", async () => {
    const brands = await call("category/list", { type: "brand" });
    const brand = (brands.body.data as Array<{ slug: string }>)[0].slug;
    const page = await route(`/category/women?brand=${brand}&ratingMin=1`);
    const direct = await call("product/list", { category: "women", filters: { brands: [brand], ratingMin: 1 } });
    expect(page.body.data.data.products.total).toBe(direct.body.data.total);
    expect(page.body.data.data.products.facets).toBeUndefined();
  });

  it("drops a malformed facet part instead of failing the page", async () => {
    const all = await route("/category/women");
    for (const query of ["options=%7Bnot-json", "options=%5B1%2C2%5D", "facets=%7B%22priceRanges%22%3A7%7D"]) {
      const page = await route(`/category/women?${query}`);
      expect(page.status).toBe(200);
      expect(page.body.data.data.products.total).toBe(all.body.data.data.products.total);
    }
  });
});
