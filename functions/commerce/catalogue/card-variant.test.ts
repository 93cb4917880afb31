/**
 * product/list with an option selection (issue 29): each card carries the SKU matching the
 * selection and its picture (`variant`), so a listing filtered by colour shows that colour; with
 * no option selected, cards are as before (no `variant`). Through the listing's route request too.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, call, route, seedDemoShop } from "../test/shop";

beforeAll(() => seedDemoShop(10));

const picture = (name: string) => `/api/web/media/demo/product/cv-${name}.svg`;
const sweater = {
  slug: "cv-sweater",
  title: "Sweater",
  category: "cv-knit",
  images: [picture("sweater-red")],
  options: [
    { name: "Colour", values: ["Red", "Navy"] },
    { name: "Size", values: ["S", "M"] },
  ],
  skus: [
    { sku: "CV-SW-RED-S", options: { Colour: "Red", Size: "S" }, price: 5000, stock: 3, image: picture("sweater-red") },
    {
      sku: "CV-SW-NAVY-S",
      options: { Colour: "Navy", Size: "S" },
      price: 5000,
      stock: 0,
      image: picture("sweater-navy"),
    },
    {
      sku: "CV-SW-NAVY-M",
      options: { Colour: "Navy", Size: "M" },
      price: 5000,
      stock: 2,
      image: picture("sweater-navy"),
    },
  ],
};
const scarf = {
  slug: "cv-scarf",
  title: "Scarf",
  category: "cv-knit",
  images: [picture("scarf-grey")],
  options: [{ name: "Colour", values: ["Grey", "Navy"] }],
  skus: [
    { sku: "CV-SC-GREY", options: { Colour: "Grey" }, price: 2000, stock: 3, image: picture("scarf-grey") },
    { sku: "CV-SC-NAVY", options: { Colour: "Navy" }, price: 2000, stock: 3, image: picture("scarf-navy") },
  ],
};

type Card = { slug: string; image: string | null; variant?: { sku: string; image: string } };

async function list(filters: Record<string, unknown>) {
  const { body } = await call("product/list", { category: "cv-knit", filters, sort: "price_asc" });
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data.list as Card[];
}

describe("product cards of a colour selection", () => {
  beforeAll(async () => {
    const imported = await call(
      "admin/import",
      { categories: [{ slug: "cv-knit", name: "Knit" }], products: [sweater, scarf] },
      ADMIN,
    );
    expect(imported.body.code, JSON.stringify(imported.body)).toBe(0);
  });

  it("names the selected colour's SKU and picture on every card, in stock first", async () => {
    const cards = await list({ options: { Colour: ["Navy"] } });
    expect(cards.map((card) => [card.slug, card.variant])).toEqual([
      ["cv-scarf", { sku: "CV-SC-NAVY", image: picture("scarf-navy") }],
      ["cv-sweater", { sku: "CV-SW-NAVY-M", image: picture("sweater-navy") }],
    ]);
    // The product's own picture stays what it is.
    expect(cards.find((card) => card.slug === "cv-sweater")?.image).toBe(picture("sweater-red"));
  });

  it("keeps the listing's sort", async () => {
    const cheapFirst = await list({ options: { Colour: ["Navy"] } });
    const { body } = await call("product/list", {
      category: "cv-knit",
      filters: { options: { Colour: ["Navy"] } },
      sort: "price_desc",
    });
    expect((body.data.list as Card[]).map((card) => card.slug)).toEqual(cheapFirst.map((card) => card.slug).reverse());
  });

  it("prefers the SKU matching more of the selection", async () => {
    const [sweaterCard] = await list({ options: { Colour: ["Navy"], Size: ["S"] } });
    expect(sweaterCard.variant?.sku).toBe("CV-SW-NAVY-S");
  });

  it("leaves cards without a variant when no option is selected", async () => {
    for (const filters of [{}, { options: {} }, { options: { Colour: [] } }, { inStock: true }])
      for (const card of await list(filters)) expect(card).not.toHaveProperty("variant");
  });

  it("carries the variant in a listing's route request filtered by colour", async () => {
    const { body } = await route(`/category/cv-knit?options=${encodeURIComponent('{"Colour":["Navy"]}')}`);
    expect(body.code, JSON.stringify(body).slice(0, 300)).toBe(0);
    const cards = body.data.data.products.list as Card[];
    expect(cards.map((card) => card.variant?.image).sort()).toEqual([picture("scarf-navy"), picture("sweater-navy")]);
  });
});
