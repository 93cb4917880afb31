/**
 * Every route of the table (remix.config.ts), unprefixed and under several language prefixes,
 * answers 200 through the page shell on the built Worker with the embedded backend and the
 * seeded demo shop, with the right <html lang> and texts in that language (English texts under
 * prefixes without their own locale file yet).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../remix.config";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
const slugs: Record<string, string> = {};

type Listish = { list?: Array<{ slug?: string; code?: string }> } | Array<{ slug?: string; code?: string }>;
const firstSlug = (data: Listish) => {
  const list = Array.isArray(data) ? data : (data.list ?? []);
  return list[0]?.slug ?? list[0]?.code;
};

async function call(name: string, body: unknown = {}) {
  const response = await worker.fetch(`/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: Listish };
  if (envelope.code !== 0) throw new Error(`${name} answered ${JSON.stringify(envelope).slice(0, 200)}`);
  return envelope.data;
}

beforeAll(async () => {
  worker = await startWorker();
  for (const [key, name] of [
    ["product", "product/list"],
    ["category", "category/list"],
    ["tag", "tag/list"],
    ["collection", "collection/list"],
    ["article", "article/list"],
    ["promotion", "promotion/list"],
    ["coupon", "coupon/list"],
  ] as const) {
    const slug = firstSlug(await call(name));
    if (!slug) throw new Error(`the demo shop has no ${key}`);
    slugs[key] = slug;
  }
  const product = (await call("product/detail", { slug: slugs.product })) as unknown as {
    skus: Array<{ sku: string; stock: number }>;
  };
  slugs.sku = product.skus[0].sku;
  slugs.inStockSku = product.skus.find((sku) => sku.stock > 0)!.sku;
  [slugs.checkout, slugs.cartId] = await visitorCheckout(slugs.inStockSku);
});

/** A real checkout of a visitor's cart: the checkout page of the table needs one to show. */
async function visitorCheckout(sku: string): Promise<[slug: string, cartId: string]> {
  const post = (name: string, body: unknown, cartId?: string) =>
    worker.fetch(`/api/web/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cartId ? { cookie: `cart=${cartId}` } : {}) },
      body: JSON.stringify(body),
    });
  const added = (await (await post("cart/add", { sku, quantity: 1 })).json()) as { data: { cartId: string } };
  const created = (await (await post("checkout/create", {}, added.data.cartId)).json()) as { data: { slug: string } };
  return [created.data.slug, added.data.cartId];
}

afterAll(() => worker?.dispose());

/** A concrete path for each route pattern, using the demo shop's real slugs. */
function concrete(pattern: string): string {
  const [first] = pattern.split("/");
  return (
    "/" +
    pattern.replace(":sku", slugs.sku).replace(":slug", () => {
      if (pattern === ":slug") return "about";
      if (first === "page") return "about";
      if (first === "inquiry") return "quote";
      if (first === "checkout") return slugs.checkout;
      if (first === "user") return "demo-1";
      return slugs[first] ?? "demo";
    })
  ).replace(/\/$/, "");
}

const ERROR_ROUTES = new Set(["error/404", "error/500", "error/403"]);
const VISITOR_REDIRECTS = new Set([
  "auth/verify-prompt",
  "auth/signout",
  "auth/qr/:ticket",
  "auth/wechat",
  "auth/wechat/callback",
  "auth/bind",
]);
const pages = ROUTES.filter(([path]) => path !== "*" && !ERROR_ROUTES.has(path)).map(([path]) => path);

describe.each([
  { prefix: "", lang: "en", cart: "Cart" },
  { prefix: "/zh", lang: "zh", cart: "购物车" },
  { prefix: "/zh-HK", lang: "zh-HK", cart: "購物車" },
  { prefix: "/de", lang: "de", cart: "Warenkorb" },
])("under '$prefix'", ({ prefix, lang, cart }) => {
  it.each(pages)("%s answers 200 through the shell", async (pattern) => {
    const path = `${prefix}${concrete(pattern)}` || "/";
    // A checkout belongs to the cart that started it.
    const cookie = pattern.startsWith("checkout/:") ? `cart=${slugs.cartId}` : "";
    const response = await worker.fetch(path, { headers: { "accept-language": "en", cookie } });
    if (
      pattern.startsWith("user/") &&
      (response.status === 302 || (pattern.endsWith(":slug") && response.status === 404))
    ) {
      if (response.status === 404) return; // a made-up order or return number
      // The user area needs a session: a visitor is sent to sign-in, and back afterwards.
      expect(response.headers.get("location")).toContain(`${prefix}/auth/signin?redirect=${encodeURIComponent(path)}`);
      return;
    }
    if (VISITOR_REDIRECTS.has(pattern)) {
      // Screens that only make sense signed in (or POST-only, like sign-out) send a visitor on.
      expect(response.status).toBe(302);
      return;
    }
    const html = await response.text();
    expect(response.status, `${path}: ${html.slice(0, 300)}`).toBe(200);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain('class="shop-main"');
    expect(html).toContain('<div class="shop-head"><header');
    expect(html, "the head's cart link is in the page's language").toContain(`>${cart}<`);
  });

  it.each([...ERROR_ROUTES])("%s is the error page with its own status", async (pattern) => {
    const response = await worker.fetch(`${prefix}/${pattern}`);
    expect(response.status).toBe(Number(pattern.split("/")[1]));
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`data-error-status="${pattern.split("/")[1]}"`);
  });

  it("answers an unknown path with the 404 page", async () => {
    const response = await worker.fetch(`${prefix}/no/such/page/here`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-error-status="404"');
    expect(html).toContain('<div class="shop-head"><header');
  });
});

describe("languages", () => {
  it("uses the lng cookie, then Accept-Language, for unprefixed paths", async () => {
    expect(await (await worker.fetch("/cart", { headers: { cookie: "lng=zh-HK" } })).text()).toContain(
      '<html lang="zh-HK"',
    );
    expect(await (await worker.fetch("/cart", { headers: { "accept-language": "zh-CN,zh;q=0.9" } })).text()).toContain(
      '<html lang="zh"',
    );
  });

  it("sets no cookie on a prefixed page, so it stays cacheable", async () => {
    const response = await worker.fetch("/zh/page/about");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("treats a first segment that is not a language as a slug", async () => {
    const response = await worker.fetch("/english");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="en"');
  });
});

describe("paths resolved at run time", () => {
  it("shows a custom-typed category (brand) as a listing", async () => {
    const tree = (await call("category/list")) as unknown as Array<{ slug: string; type?: string }>;
    const brand = tree.find((node) => node.type === "brand");
    expect(brand).toBeDefined();
    const response = await worker.fetch(`/zh-HK/brand/${brand!.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="sort"');
    expect(html).toContain("shop-card");
  });

  it("resolves a top-level slug to a page or a category", async () => {
    expect(await (await worker.fetch("/about")).text()).toContain("<h1");
    const category = await (await worker.fetch(`/${slugs.category}`)).text();
    expect(category).toContain('name="sort"');
  });
});

describe("the home page", () => {
  it("embeds components the storefront mounts on the server", async () => {
    const html = await (await worker.fetch("/")).text();
    expect(html).toContain("shop-hero");
    expect(html).toContain("shop-card");
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+"\/>/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="zh-HK" href="[^"]+"\/>/);
  });
});

describe("the edge cache", () => {
  it("serves a public page from the cache the second time, per language", async () => {
    const first = await worker.fetch("/zh-HK/page/about?cache-test=1");
    expect(first.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await first.text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await worker.fetch("/zh-HK/page/about?cache-test=1");
    expect(second.headers.get("x-page-cache")).toMatch(/^hit-(memory|cache)$/);
    expect(await second.text()).toContain('<html lang="zh-HK"');
  });

  it("never stores or serves a signed-in shopper's page", async () => {
    const response = await worker.fetch("/zh-HK/page/about?cache-test=1", { headers: { cookie: "sid=someone" } });
    // A session the backend does not know has no parts to fill in: the page is rendered for it (ADR 270).
    expect(response.headers.get("x-page-cache")).toBe("bypass");
    expect(response.headers.get("cache-control")).toContain("private");
  });
});

describe("what a page costs", () => {
  const cost = async (path: string) => {
    // A query of its own keeps the page out of the edge cache (the currency is part of its key, ADR 270).
    const fresh = `${path}${path.includes("?") ? "&" : "?"}cost=${Math.random().toString(36).slice(2)}`;
    const response = await worker.fetch(fresh, { headers: { cookie: "currency=USD" } });
    await response.text();
    return {
      calls: Number(response.headers.get("x-upstream-calls")),
      routes: Number(response.headers.get("x-route-requests")),
      trips: Number(response.headers.get("x-d1-round-trips")),
    };
  };

  const PAGES: Record<string, () => string> = {
    product: () => `/product/${slugs.product}`,
    "product variant": () => `/product/${slugs.product}/${slugs.sku}`,
    "sorted category": () => `/category/${slugs.category}?sort=price_asc`,
    home: () => "/",
    search: () => "/search?q=cardigan",
  };

  it.each(Object.keys(PAGES))("%s: one route request and at most 3 D1 round trips", async (name) => {
    await cost("/"); // warms the isolate's site config
    const { calls, routes, trips } = await cost(PAGES[name]());
    expect(routes).toBe(1);
    expect(calls).toBe(1);
    expect(trips).toBeGreaterThan(0);
    expect(trips).toBeLessThanOrEqual(3);
  });

  it("a cached page costs no upstream call at all", async () => {
    await worker.fetch(`/zh/product/${slugs.product}`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await worker.fetch(`/zh/product/${slugs.product}`);
    expect(response.headers.get("x-page-cache")).toMatch(/^hit-(memory|cache)$/);
    expect(response.headers.get("x-upstream-calls")).toBe("0");
  });
});

describe("the visitor cart through the /api/web proxy", () => {
  it("keeps a newly issued cart id in an HttpOnly cookie", async () => {
    const response = await worker.fetch("/api/web/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku: slugs.inStockSku, quantity: 1 }),
    });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^cart=v_[0-9a-f]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(response.headers.get("x-cart")).toBeNull();
  });

  it("reports what the call cost in D1 (the write bench reads it)", async () => {
    const response = await worker.fetch("/api/web/cart/add", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sku: slugs.inStockSku, quantity: 1 }),
    });
    expect(((await response.json()) as { code: number }).code).toBe(0);
    // With the cart in its Durable Object (the default, ADR 180) an add is one object call and two
    // D1 reads: the SKU's stock before, the lines' SKU rows after. (In D1 it was one batch of 4.)
    expect(response.headers.get("x-cart-store")).toBe("durable-object");
    expect(response.headers.get("x-do-calls")).toBe("1");
    expect(response.headers.get("x-d1-round-trips")).toBe("2");
    expect(response.headers.get("x-d1-statements")).toBe("2");
    // Times in ms; workerd's clock moves in whole ms and only between I/O, so either may read 0.
    const sqlMs = Number(response.headers.get("x-d1-sql-ms") ?? NaN);
    const waitMs = Number(response.headers.get("x-d1-wait-ms") ?? NaN);
    expect(Number.isFinite(sqlMs) && sqlMs >= 0).toBe(true);
    // The wait is the whole round trip, so it holds the database's own time.
    expect(waitMs).toBeGreaterThanOrEqual(sqlMs);
  });
});
