/**
 * A search whose words are a colour names that colour facet in the search page's route answer
 * (ADR 340), in any language's label and any ASCII case; other words, sizes and a tab's search
 * name none.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { route, seedDemoShop } from "../../test/shop";

beforeAll(() => seedDemoShop());

const facetOf = async (search: string) => {
  const page = await route(`/search?${search}`);
  expect(page.status).toBe(200);
  return page.body.data.data.facet;
};

describe("the search page's words as a colour facet", () => {
  it.each(["navy", "Navy", "Marineblau", "藏青色", "海軍藍"])("reads %s as Colour: Navy", async (words) => {
    expect(await facetOf(`q=${encodeURIComponent(words)}`)).toEqual({ name: "Colour", value: "Navy" });
  });

  it("reads other words, a size and a search in a tab as no facet", async () => {
    expect(await facetOf("q=dress")).toBeNull();
    expect(await facetOf("q=M")).toBeNull();
    expect(await facetOf("q=navy%20dress")).toBeNull();
    expect(await facetOf("q=navy&type=product")).toBeUndefined();
  });
});
