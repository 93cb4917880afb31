import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { shopContext } from "../kernel/http/context";
import { call, components, ORIGIN, route, seedDemoShop, ADMIN } from "../test/shop";
import { forgetLayouts, LAYOUT_TTL_MS, loadLayout } from "./layout-cache";

beforeAll(() => seedDemoShop());
// The layout is kept per isolate (layout-cache.ts): a test that writes D1 directly, not through
// admin/import, forgets it itself.

const COMPONENT_NAMES = new Set([
  "SiteLogo",
  "MainMenu",
  "SearchBox",
  "LanguagePicker",
  "CurrencyPicker",
  "AccountLink",
  "CartLink",
  "FooterMenu",
  "NewsletterForm",
  "HeroBanner",
  "ProductGrid",
  "ArticleList",
  "CategoryTiles",
  "PromotionList",
  "CouponList",
]);

function everyHref(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(everyHref);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "href" || key === "moreHref" ? [String(inner)] : everyHref(inner),
    );
  }
  return [];
}

describe("route requests", () => {
  it("composes the home page with head, body and foot components", async () => {
    const { status, body, headers } = await route("/");
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    const { data, theme, meta, pageHead, pageBody, pageFoot } = body.data;
    expect(data.type).toBe("home");
    expect(theme.primaryColor).toBe("#4a00ff");
    expect(theme.containerWidths["3xl"]).toBe(1660);
    expect(meta.canonical).toBe("http://shop.test/");
    expect(meta.alternates).toHaveLength(16);
    const names = [pageHead, pageBody, pageFoot].flatMap((html: string) => components(html).map((c) => c.name));
    expect(names).toEqual(
      expect.arrayContaining([
        "HeroBanner",
        "ProductGrid",
        "MainMenu",
        "SiteLogo",
        "CartLink",
        "FooterMenu",
        "NewsletterForm",
      ]),
    );
    for (const name of names) expect(COMPONENT_NAMES.has(name)).toBe(true);
    const grid = components(pageBody).find((c) => c.name === "ProductGrid")!;
    expect(grid.props.products[0]).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      price: expect.any(Number),
      currency: "USD",
    });
  });

  it("keeps the language prefix in every link and translates texts", async () => {
    const { body } = await route("/zh-HK/");
    const html = body.data.pageHead + body.data.pageBody + body.data.pageFoot;
    const hrefs = components(html).flatMap((c) => everyHref(c.props));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href.startsWith("/zh-HK")).toBe(true);
    expect(components(body.data.pageHead).find((c) => c.name === "MainMenu")!.props.items[0].label).toBe("女裝");
  });

  it("names the menu in the prefix's language (the demo gives its short words in every language)", async () => {
    const { body } = await route("/de/");
    const menu = components(body.data.pageHead).find((c) => c.name === "MainMenu")!;
    expect(menu.props.items[0]).toMatchObject({ label: "Damen", href: "/de/category/women" });
  });

  it("answers the error pages with code 0 and an unknown path with 404, code 41 and the 404 page", async () => {
    for (const status of [404, 500, 403]) {
      const answer = await route(`/error/${status}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.data).toMatchObject({ type: "error", status });
    }
    const unknown = await route("/zh/no/such/thing");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(41);
    expect(unknown.body.msg).toBe("您要找的页面或内容不存在。");
    expect(unknown.body.data.data).toMatchObject({ type: "error", status: 404 });
    expect(unknown.body.data.pageHead).toContain("data-component");
  });

  it("resolves category, tag, collection, product (with SKU), article, page and marketing pages", async () => {
    const category = await route("/category/women?sort=price_asc&page=1");
    expect(category.body.data.data.type).toBe("category");
    const prices = category.body.data.data.products.list.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await route("/tag/sale")).body.data.data.type).toBe("tag");
    expect((await route("/collection/summer-edit")).body.data.data.type).toBe("collection");
    const product = await route("/product/slim-cardigan-1");
    expect(product.body.data.data).toMatchObject({ type: "product", slug: "slim-cardigan-1" });
    const sku = product.body.data.data.skus[1].sku;
    const variant = await route(`/product/slim-cardigan-1/${sku}`);
    expect(variant.body.data.data.selectedSku.sku).toBe(sku);
    expect((await route("/product/slim-cardigan-1/NOPE")).status).toBe(404);
    expect((await route("/page/about")).body.data.data.type).toBe("page");
    expect((await route("/promotion")).body.data.data.type).toBe("promotions");
    expect((await route("/promotion/summer-sale")).body.data.data.type).toBe("promotion");
    expect((await route("/coupon")).body.data.data.type).toBe("coupons");
    expect((await route("/coupon/welcome-10")).body.data.data.type).toBe("coupon");
    const { results } = await env.DB.prepare("SELECT slug FROM articles LIMIT 1").run<{ slug: string }>();
    expect((await route(`/article/${results[0].slug}`)).body.data.data.type).toBe("article");
  });

  it("resolves top-level slugs as page, then category, then product", async () => {
    expect((await route("/about")).body.data.data.type).toBe("page");
    expect((await route("/shoes")).body.data.data.type).toBe("category");
    expect((await route("/slim-cardigan-1")).body.data.data.type).toBe("product");
    expect((await route("/not-a-thing")).status).toBe(404);
  });

  it("hands storefront screens over as app pages", async () => {
    for (const [path, page] of [
      ["/cart", "cart"],
      ["/zh/auth/signin", "auth/signin"],
      ["/user/center", "user/center"],
      ["/checkout/abc", "checkout/abc"],
      ["/inquiry/feedback", "inquiry/feedback"],
      ["/order/lookup", "order/lookup"],
    ]) {
      const { body } = await route(path);
      expect(body.data.data).toEqual({ type: "app", page });
    }
  });

  it("serves an app-rule page from its stored template, and a name without one is a 404", async () => {
    expect((await route("/app/size-guide")).status).toBe(404);
    await env.DB.prepare(
      "INSERT INTO page_templates (page_type, region, html) VALUES ('app:size-guide', 'body', '<h1>{{t:home}} sizes</h1>')",
    ).run();
    forgetLayouts();
    const found = await route("/zh/app/size-guide");
    expect(found.status).toBe(200);
    expect(found.body.data.data).toEqual({ type: "appPage", page: "size-guide" });
    expect(found.body.data.pageBody).toContain("sizes</h1>");
    expect(found.body.data.pageFoot).not.toBe("");
    expect((await route("/app/other")).status).toBe(404);
    await env.DB.prepare("DELETE FROM page_templates WHERE page_type = 'app:size-guide'").run();
    forgetLayouts();
  });

  it("follows custom URL rules and custom-typed categories", async () => {
    await env.DB.prepare("INSERT INTO site_settings (key, value) VALUES ('site', ?)")
      .bind(JSON.stringify({ urlRules: { product: "/p/:slug" }, categoryTypes: { brand: "/brand/:slug" } }))
      .run();
    forgetLayouts();
    const product = await route("/p/slim-cardigan-1");
    expect(product.body.data.data.type).toBe("product");
    const brand = await route("/zh/brand/lumen");
    expect(brand.body.data.data).toMatchObject({
      type: "category",
      category: { slug: "lumen", categoryType: "brand" },
    });
    expect(brand.body.data.data.products.total).toBeGreaterThan(0);
    expect((await route("/category/lumen")).status).toBe(404);
    const home = await route("/");
    const grid = components(home.body.data.pageBody).find((c) => c.name === "ProductGrid")!;
    expect(grid.props.products.length).toBeGreaterThan(0);
    await env.DB.prepare("DELETE FROM site_settings WHERE key = 'site'").run();
    forgetLayouts();
  });

  it("embeds hostile names as valid, inert component props", async () => {
    const hostile = `Shoes "</div><script>alert('x')</script> & <b>`;
    await env.DB.prepare("UPDATE categories SET name = ? WHERE slug = 'shoes'").bind(hostile).run();
    forgetLayouts();
    const { body } = await route("/");
    for (const html of [body.data.pageHead, body.data.pageBody, body.data.pageFoot]) {
      expect(html).not.toContain("<script");
      expect(html.replace(/<div data-component="[A-Za-z]+" data-props="[^"<>]*"><\/div>/g, "")).not.toContain(
        "data-props",
      );
    }
    const menu = components(body.data.pageHead).find((c) => c.name === "MainMenu")!;
    expect(menu.props.items.map((item: { label: string }) => item.label)).toContain(hostile);
    await env.DB.prepare("UPDATE categories SET name = 'Shoes' WHERE slug = 'shoes'").run();
    forgetLayouts();
  });

  it("says so when an operator removed a template", async () => {
    await env.DB.prepare("INSERT INTO page_templates (page_type, region, html) VALUES ('page', 'body', '')").run();
    forgetLayouts();
    const { status, body } = await route("/page/about");
    expect(status).toBe(500);
    expect(body).toMatchObject({ code: 41, msg: "Template does not exist." });
    expect((await route("/zh/page/about")).body.msg).toBe("模板不存在。");
    await env.DB.prepare("DELETE FROM page_templates").run();
    forgetLayouts();
  });

  it("keeps answers for signed-in customers private", async () => {
    const { headers } = await route("/", { "x-auth": "some-token" });
    expect(headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the layout kept per isolate", () => {
  const shopName = async (path: string) => (await route(path)).body.data.meta.title as string;
  afterEach(async () => {
    vi.useRealTimers();
    await env.DB.prepare("DELETE FROM site_settings WHERE key = 'site'").run();
    forgetLayouts();
  });

  it("is kept for a minute, per language, and an import forgets it at once", async () => {
    forgetLayouts();
    const before = await shopName("/promotion");
    expect(before).not.toContain("Kept Elsewhere");
    await env.DB.prepare("INSERT INTO site_settings (key, value) VALUES ('site', ?)")
      .bind(JSON.stringify({ name: "Kept Elsewhere" }))
      .run();
    // Written behind the backend's back: this isolate keeps what it read, other languages read anew.
    expect(await shopName("/promotion")).toBe(before);
    expect(await shopName("/zh/promotion")).toContain("Kept Elsewhere");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + LAYOUT_TTL_MS + 1);
    expect(await shopName("/promotion")).toContain("Kept Elsewhere");

    const imported = await call("admin/import", { settings: { site: { name: "Imported Name" } } }, ADMIN);
    expect(imported.body.code).toBe(0);
    expect(await shopName("/promotion")).toContain("Imported Name");
    expect(await shopName("/zh/promotion")).toContain("Imported Name");
  });

  it("is one frozen answer per language and prefix", async () => {
    forgetLayouts();
    const ctx = (language: string) =>
      shopContext(new Request(`${ORIGIN}/`, { headers: { "accept-language": language } }), env, env.DB.withSession());
    const layout = await loadLayout(ctx("en"), "");
    expect(await loadLayout(ctx("en"), "")).toBe(layout);
    expect(await loadLayout(ctx("en"), "/en")).not.toBe(layout);
    expect(await loadLayout(ctx("zh"), "")).not.toBe(layout);
    expect(Object.isFrozen(layout.config.theme)).toBe(true);
    expect(() => {
      (layout.headSlots as Record<string, unknown>).menu = null;
    }).toThrow(TypeError);
  });
});
