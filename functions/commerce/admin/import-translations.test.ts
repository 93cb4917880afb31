/**
 * admin/import takes a shopper's texts as { language: text } maps (ADR 225): the default
 * language fills the row's column, the others its translations, option words the shop's option
 * dictionary; a language not given reads the default language's text.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, route, seedDemoShop, ADMIN } from "../test/shop";

beforeAll(() => seedDemoShop(10));

const de = { "x-lang": "de" };
const ja = { "x-lang": "ja" };

const document = {
  categories: [{ slug: "kitchen", name: { en: "Kitchen", de: "Küche", fr: "Cuisine" } }],
  products: [
    {
      slug: "kettle",
      title: { en: "Kettle", de: "Wasserkocher" },
      category: "kitchen",
      options: [{ name: { en: "Finish", de: "Oberfläche" }, values: [{ en: "Brushed", de: "Gebürstet" }, "Matt"] }],
      skus: [
        { sku: "KETTLE-B", options: { Finish: "Brushed" }, price: 4500, stock: 5 },
        { sku: "KETTLE-M", options: { Finish: "Matt" }, price: 4500, stock: 5 },
      ],
    },
  ],
  pages: [
    {
      slug: "delivery-terms",
      title: { en: "Delivery terms", de: "Lieferbedingungen" },
      content: "<p>…</p>",
      inFooter: true,
    },
  ],
  coupons: [
    {
      slug: "kitchen-5",
      code: "KITCHEN5",
      title: { en: "Kitchen saving", de: "Küchenrabatt" },
      description: "Five off",
      discountType: "amount",
      discountValue: 500,
      startsAt: "2026-01-01T00:00:00Z",
      endsAt: "2030-01-01T00:00:00Z",
    },
  ],
};

describe("admin/import with translations", () => {
  it("stores each language and serves the request's, falling back to the default language", async () => {
    const answer = await call("admin/import", document, ADMIN);
    expect(answer.body).toMatchObject({ code: 0, data: { categories: 1, products: 1, pages: 1, coupons: 1 } });

    const inGerman = (await call("product/detail", { slug: "kettle" }, de)).body.data;
    expect(inGerman.title).toBe("Wasserkocher");
    expect(inGerman.category.name).toBe("Küche");
    expect(JSON.stringify(inGerman.options)).toContain("Oberfläche");
    expect(JSON.stringify(inGerman.options)).toContain("Gebürstet");
    // The SKUs read in the same words; a value given as a plain string stays as it is.
    expect(inGerman.skus.map((sku: { options: Record<string, string> }) => sku.options)).toEqual([
      { Oberfläche: "Gebürstet" },
      { Oberfläche: "Matt" },
    ]);

    const inJapanese = (await call("product/detail", { slug: "kettle" }, ja)).body.data;
    expect(inJapanese.title).toBe("Kettle");
    expect(inJapanese.category.name).toBe("Kitchen");
    expect(JSON.stringify(inJapanese.options)).toContain("Finish");

    const coupon = (await call("coupon/detail", { slug: "kitchen-5" }, de)).body.data;
    expect(coupon.title).toBe("Küchenrabatt");
    expect(coupon.description).toBe("Five off");
    expect((await call("coupon/detail", { slug: "kitchen-5" }, ja)).body.data.title).toBe("Kitchen saving");

    const foot = JSON.stringify((await route("/de/page/delivery-terms", de)).body.data);
    expect(foot).toContain("Lieferbedingungen");
  });

  it("adds a product's option words to the stored dictionary, keeping the words already there", async () => {
    const list: { slug: string }[] = (await call("product/list", {})).body.data.list;
    const demo = list.find((product) => product.slug !== "kettle")!.slug;
    const detail = async (lang: string) =>
      JSON.stringify((await call("product/detail", { slug: demo }, { "x-lang": lang })).body.data.options);
    expect(await detail("de")).toContain("Farbe");
    expect(await detail("zh")).toContain("颜色");
  });

  it("refuses a map without the shop's default language, writing nothing", async () => {
    const answer = await call(
      "admin/import",
      { categories: [{ slug: "hall", name: { de: "Flur" } }], tags: [{ slug: "hall", name: { en: "Hall" } }] },
      ADMIN,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.data.fields).toEqual({ "categories.0.name": "needs the shop's default language (en)" });
    expect((await call("category/list", {})).body.data.some?.((c: { slug: string }) => c.slug === "hall")).toBeFalsy();
    expect((await call("admin/import", { categories: [{ slug: "x", name: { xx: "?" } }] }, ADMIN)).body.code).toBe(40);
  });
});
