import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";
import { messagesFor } from "./i18n.server";

type Args = Parameters<typeof pageMeta>[0];

function metaOf(page: { meta: Record<string, unknown> }, handle?: object, lang: "en" | "zh" | "ja" = "en") {
  const matches = [
    { id: "root", data: { messages: messagesFor(lang), site: { name: "Northwind" } } },
    { id: "routes/x", data: { page }, handle },
  ];
  const tags =
    pageMeta({ data: { page }, error: undefined, matches, params: {}, location: {} } as unknown as Args) ?? [];
  const find = (key: string, value: string) =>
    tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
  return {
    title: (tags[0] as { title: string }).title,
    description: find("name", "description")?.content,
    ogDescription: find("property", "og:description")?.content,
    robots: find("name", "robots")?.content,
  };
}

describe("pageMeta", () => {
  it("keeps the backend's title and description", () => {
    const found = metaOf({
      meta: { title: "Slim Cardigan | Northwind", description: "Organic cotton.", "og:description": "Organic cotton." },
    });
    expect(found).toMatchObject({
      title: "Slim Cardigan | Northwind",
      description: "Organic cotton.",
      ogDescription: "Organic cotton.",
    });
  });

  it("names a storefront screen and describes it from the locales, in the page's language", () => {
    const page = {
      meta: { title: "Northwind", description: "", robots: "noindex", "og:title": "Northwind", "og:description": "" },
    };
    expect(metaOf(page, { titleKey: "cart.title", descriptionKey: "meta.cart" })).toEqual({
      title: "Cart | Northwind",
      description: "Your shopping cart at Northwind: check items, sizes and quantities, then go to checkout.",
      ogDescription: "Your shopping cart at Northwind: check items, sizes and quantities, then go to checkout.",
      robots: "noindex",
    });
    expect(metaOf(page, { titleKey: "cart.title", descriptionKey: "meta.cart" }, "zh").description).toBe(
      "您在Northwind的购物车：查看商品、尺码和数量，然后去结算。",
    );
  });

  it("falls back to the screen's title and the site for a page without a description of its own", () => {
    const page = { meta: { title: "Northwind", description: "", "og:title": "Northwind" } };
    expect(metaOf(page, { titleKey: "pages.forget" }).description).toBe("Forgotten password at Northwind.");
    expect(
      metaOf({ meta: { title: "Search results: a | Northwind", description: "", "og:title": "Search results: a" } })
        .description,
    ).toBe("Search results: a at Northwind.");
    expect(metaOf({ meta: {} }).description).toBe("Northwind");
  });
});
