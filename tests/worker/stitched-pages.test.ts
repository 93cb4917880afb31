/**
 * Cached pages with the personal parts written in at the edge (ADR 270), on the built Worker:
 * two customers and two visitors (one with a cart) load the same catalogue pages; each sees only
 * their own name, cart count and hearts, the anonymous visitor none, in the HTML itself (what a
 * browser without JavaScript shows) and in the data block hydration reads. Every stitched answer
 * is private; the neutral copy the cache keeps holds nothing personal; hostile cookie spellings
 * never show one shopper's parts to another; a stitched hit costs one upstream call, a repeat
 * (a visitor's repeat within seconds none), and a visitor's own write shows on the next page at
 * once; a signed-in shopper's session is checked on every page (ADR 325).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { api, createCustomer, database, skuInStock, type Customer } from "../support/shoppers";

let worker: TestWorker;
let ada: Customer;
let bea: Customer;
let visitorCart: string;
/** A product each customer saved, and its page. */
let adaProduct: { id: number; slug: string };
let beaProduct: { id: number; slug: string };

type Shopper = { label: string; cookie: () => string; name: string | null; count: number; saved: number | null };
const shoppers: Shopper[] = [
  { label: "Ada", cookie: () => ada.cookie, name: "Ada Stitch", count: 2, saved: null },
  { label: "Bea", cookie: () => bea.cookie, name: "Bea Stitch", count: 5, saved: null },
  { label: "visitor with a cart", cookie: () => visitorCart, name: null, count: 3, saved: null },
  { label: "anonymous visitor", cookie: () => "", name: null, count: 0, saved: null },
];

const NAMES = /Ada Stitch|Bea Stitch/;
const run = `${Date.now()}`;
/** The same URLs for everyone, fresh for this run (so the first visit renders the neutral copy). */
const pages = () => [
  `/?stitch=${run}`,
  `/product/${adaProduct.slug}?stitch=${run}`,
  `/product/${beaProduct.slug}?stitch=${run}`,
];

async function visit(path: string, cookie: string) {
  const response = await worker.fetch(path, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
}

const accountName = (html: string) => /data-account-name="true">([^<]*)</.exec(html)?.[1] ?? null;
const cartBadge = (html: string) =>
  /data-cart-link="[^"]*"[^>]*>[^<]*(?:<!-- -->)?[^<]*<span class="badge[^"]*"[^>]*>(\d+)</.exec(html)?.[1];
const pressedHearts = (html: string) =>
  [...html.matchAll(/<button[^>]*data-favorite="product:(\d+)"[^>]*>/g)]
    .filter((match) => /aria-pressed="true"/.test(match[0]))
    .map((match) => Number(match[1]));
const partsBlock = (html: string) => JSON.parse(/<script id="shopper-parts"[^>]*>([^<]*)<\/script>/.exec(html)![1]);

beforeAll(async () => {
  worker = await startWorker();
  ada = await createCustomer(worker, { nickname: "Ada Stitch" });
  bea = await createCustomer(worker, { nickname: "Bea Stitch" });
  const db = await database(worker);
  const products = (
    await db
      .prepare(
        "SELECT DISTINCT p.id, p.slug FROM products p JOIN product_skus s ON s.product_id = p.id WHERE p.status = 'published' AND s.stock >= 20 ORDER BY p.id LIMIT 2",
      )
      .all<{ id: number; slug: string }>()
  ).results;
  [adaProduct, beaProduct] = products;
  const sku = (await db
    .prepare("SELECT sku FROM product_skus WHERE product_id = ? AND stock >= 20 LIMIT 1")
    .bind(adaProduct.id)
    .first<{ sku: string }>())!.sku;
  expect((await api(worker, "cart/add", { sku, quantity: 2 }, ada.cookie)).code).toBe(0);
  expect((await api(worker, "cart/add", { sku, quantity: 5 }, bea.cookie)).code).toBe(0);
  expect((await api(worker, "favorite/add", { type: "product", id: adaProduct.id }, ada.cookie)).code).toBe(0);
  expect((await api(worker, "favorite/add", { type: "product", id: beaProduct.id }, bea.cookie)).code).toBe(0);
  const visitor = await api<{ cartId: string }>(worker, "cart/add", { sku, quantity: 3 });
  visitorCart = `cart=${visitor.data.cartId}`;
  shoppers[0].saved = adaProduct.id;
  shoppers[1].saved = beaProduct.id;
});
afterAll(() => worker?.dispose());

describe("personal parts never cross", () => {
  it("each shopper sees only their own name, cart count and hearts, on a cached page, twice over", async () => {
    for (const round of ["first visits", "second visits"]) {
      for (const path of pages()) {
        for (const shopper of shoppers) {
          const { response, html } = await visit(path, shopper.cookie());
          const where = `${round}: ${shopper.label} on ${path}`;
          expect(response.status, where).toBe(200);
          expect(accountName(html), where).toBe(shopper.name);
          expect(html.match(NAMES)?.[0] ?? null, where).toBe(shopper.name);
          expect(cartBadge(html), where).toBe(String(shopper.count));
          expect(html, where).toContain(`aria-label="Cart, ${shopper.count} item${shopper.count === 1 ? "" : "s"}"`);
          // Only the shopper's own saved product is pressed, wherever its heart is shown.
          const shown = [...html.matchAll(/data-favorite="product:(\d+)"/g)].map((match) => Number(match[1]));
          const expectedHearts = shopper.saved !== null && shown.includes(shopper.saved) ? [shopper.saved] : [];
          expect(pressedHearts(html), where).toEqual(expectedHearts);
          if (
            shopper.saved !== null &&
            path.startsWith(`/product/${shopper === shoppers[0] ? adaProduct.slug : beaProduct.slug}?`)
          )
            expect(expectedHearts, where).toEqual([shopper.saved]);
          const cacheControl = response.headers.get("cache-control") ?? "";
          expect(response.headers.get("set-cookie"), where).toBeNull();
          if (shopper.cookie()) {
            // Stitched: the shopper's own, never for a shared cache.
            expect(cacheControl, where).toBe("private, no-cache");
            expect(response.headers.get("x-page-cache"), where).toMatch(/^stitched-/);
            expect(partsBlock(html), where).toMatchObject({
              account: shopper.name ? { name: shopper.name } : null,
              cartCount: shopper.count,
            });
          } else {
            // The neutral copy as every visitor gets it: public, cached, nothing personal.
            expect(cacheControl, where).toMatch(/public/);
            expect(response.headers.get("x-page-cache"), where).toMatch(/^hit-/);
            expect(partsBlock(html), where).toBeNull();
          }
        }
      }
    }
  });

  it("the stitched account menu is the one React renders for a signed-in page", async () => {
    const menu = (html: string) =>
      /<div class="contents" data-account-menu="">[\s\S]*?<\/details><\/div>/
        .exec(html)?.[0]
        .replace(/name="redirectTo" value="[^"]*"/, "");
    // The cart screen is personal by nature: rendered for the request by React.
    const rendered = await visit("/cart", ada.cookie);
    expect(rendered.response.headers.get("x-page-cache")).toBe("bypass");
    const stitched = await visit(pages()[0], ada.cookie);
    expect(stitched.response.headers.get("x-page-cache")).toMatch(/^stitched-hit/);
    expect(menu(stitched.html)).toBeTruthy();
    expect(menu(stitched.html)).toBe(menu(rendered.html));
  });

  it("a stitched hit costs one upstream call and at most one D1 round trip; a visitor's repeat within seconds none", async () => {
    await visit(pages()[1], "");
    for (const shopper of shoppers.slice(0, 3)) {
      // A parts version of its own: nothing remembered for it yet (ADR 325).
      const cookie = `${shopper.cookie()}; pv=cost-${run}-${shopper.label.length}`;
      const { response } = await visit(pages()[1], cookie);
      expect(response.headers.get("x-page-cache")).toMatch(/^stitched-hit/);
      expect(response.headers.get("x-upstream-calls"), shopper.label).toBe("1");
      expect(Number(response.headers.get("x-d1-round-trips")), shopper.label).toBeLessThanOrEqual(1);
      // A session is checked on every page; only a visitor's cart count is kept a few seconds.
      const repeat = await visit(pages()[2], cookie);
      expect(repeat.response.headers.get("x-page-cache")).toMatch(/^stitched-/);
      expect(repeat.response.headers.get("x-upstream-calls"), shopper.label).toBe(shopper.name ? "1" : "0");
      expect(cartBadge(repeat.html), shopper.label).toBe(String(shopper.count));
    }
  });
});

describe("a visitor's parts remembered for a few seconds (ADR 325)", () => {
  const write = async (name: string, body: unknown, cookie: string) => {
    const response = await worker.fetch(`/api/web/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; data: { cartId?: string } | null };
    expect(envelope.code, name).toBe(0);
    const version = response.headers.getSetCookie().find((cookie) => cookie.startsWith("pv="));
    expect(version, `${name} renews the parts version`).toBeTruthy();
    return version!.split(";")[0];
  };

  it("a visitor's own cart writes show on the next page at once, with the new version or without it", async () => {
    const sku = await skuInStock(worker, 10);
    const cart = `cart=${(await api<{ cartId: string }>(worker, "cart/add", { sku, quantity: 1 })).data.cartId}`;
    const path = pages()[1];
    expect(cartBadge((await visit(path, cart)).html)).toBe("1");
    const again = await visit(path, cart);
    expect(again.response.headers.get("x-upstream-calls")).toBe("0");
    expect(cartBadge(again.html)).toBe("1");
    const version = await write("cart/add", { sku, quantity: 4 }, cart);
    // The browser's next page carries the new version; a client that dropped it is served by
    // this isolate, which forgot the parts on the write.
    for (const cookie of [`${cart}; ${version}`, cart]) {
      const after = await visit(path, cookie);
      expect(cartBadge(after.html), cookie).toBe("5");
      expect(partsBlock(after.html).cartCount).toBe(5);
    }
  });

  it("a signed-in shopper's parts are never kept: a revoked session shows signed out on the next page", async () => {
    const cy = await createCustomer(worker, { nickname: "Cy Stitch" });
    const path = pages()[1];
    expect(accountName((await visit(path, cy.cookie)).html)).toBe("Cy Stitch");
    expect(accountName((await visit(path, cy.cookie)).html)).toBe("Cy Stitch");
    await (
      await database(worker)
    )
      .prepare("UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ?")
      .bind(cy.id)
      .run();
    const gone = await visit(path, cy.cookie);
    expect(accountName(gone.html)).toBeNull();
    expect(gone.html).not.toContain("Cy Stitch");
  });

  it("shoppers and visitors on one page, over and over, each see only their own parts", async () => {
    const path = pages()[0];
    for (let i = 0; i < 4; i++)
      for (const shopper of shoppers) {
        const { html } = await visit(path, shopper.cookie());
        expect(accountName(html), `${i} ${shopper.label}`).toBe(shopper.name);
        expect(cartBadge(html), `${i} ${shopper.label}`).toBe(String(shopper.count));
        expect(partsBlock(html)?.cartCount ?? 0, `${i} ${shopper.label}`).toBe(shopper.count);
      }
  });
});

describe("what a page shows a customer beyond the parts", () => {
  it("a visitor's sign-in hint is dropped for a customer; a coupon's page is rendered for them", async () => {
    const article = (await api<{ list: { slug: string }[] }>(worker, "article/list", {})).data.list[0].slug;
    const path = `/article/${article}?stitch=${run}`;
    const visitor = await visit(path, "");
    expect(visitor.html).toContain("data-visitor-only");
    const customer = await visit(path, ada.cookie);
    expect(customer.response.headers.get("x-page-cache")).toMatch(/^stitched-/);
    expect(customer.html).not.toContain("data-visitor-only");
    const coupon = (await api<{ slug: string }[]>(worker, "coupon/list", {})).data[0].slug;
    const couponPath = `/coupon/${coupon}?stitch=${run}`;
    expect((await visit(couponPath, "")).response.headers.get("cache-control")).toMatch(/public/);
    const claimer = await visit(couponPath, ada.cookie);
    expect(claimer.response.headers.get("x-page-cache")).toBe("bypass");
    expect(accountName(claimer.html)).toBe("Ada Stitch");
  });
});

describe("hostile cookie spellings", () => {
  const cases: [string, () => string, string | null][] = [
    ["sid =<Ada>", () => `sid =${ada.token}`, null],
    ["Sid=<Ada>", () => `Sid=${ada.token}`, null],
    ["SID=<Ada>", () => `SID=${ada.token}`, null],
    ["sid=<Bea>; sid=<Ada>", () => `sid=${bea.token}; sid=${ada.token}`, "Bea Stitch"],
    ['sid="<Ada>"', () => `sid="${ada.token}"`, "Ada Stitch"],
    ["sid=; sid=<Ada>", () => `sid=; sid=${ada.token}`, null],
    ["lng=en; Cart=<visitor>; sid=<Bea>", () => `lng=en; C${visitorCart.slice(1)}; sid=${bea.token}`, "Bea Stitch"],
  ];
  for (const [label, cookie, name] of cases) {
    it(`${label} shows ${name ?? "no one"}, and the shared copy stays neutral`, async () => {
      const path = `/?hostile=${run}-${label.length}-${Math.random().toString(36).slice(2)}`;
      const { response, html } = await visit(path, cookie());
      expect(response.status).toBe(200);
      expect(accountName(html)).toBe(name);
      if (name) expect(response.headers.get("cache-control")).toBe("private, no-cache");
      await new Promise((resolve) => setTimeout(resolve, 100));
      const visitor = await visit(path, "");
      expect(visitor.response.headers.get("x-page-cache")).toMatch(/^hit-/);
      expect(visitor.html).not.toMatch(NAMES);
      expect(accountName(visitor.html)).toBeNull();
      expect(cartBadge(visitor.html)).toBe("0");
    });
  }
});

describe("currency is part of the key", () => {
  it("a picked currency is served from the cache, in that currency, stitched for a shopper", async () => {
    const path = `/product/${adaProduct.slug}?currency-key=${run}`;
    const euro = await visit(path, "currency=EUR");
    expect(euro.response.headers.get("cache-control")).toMatch(/public/);
    const again = await visit(path, "currency=EUR");
    expect(again.response.headers.get("x-page-cache")).toMatch(/^hit-/);
    const shopper = await visit(path, `${ada.cookie}; currency=EUR`);
    expect(shopper.response.headers.get("x-page-cache")).toMatch(/^stitched-hit/);
    expect(accountName(shopper.html)).toBe("Ada Stitch");
    const currencyShown = (html: string) =>
      /<details class="shop-currency[\s\S]*?<\/span>(?:<!-- -->)?([A-Z]{3})<\/summary>/.exec(html)?.[1];
    expect(currencyShown(again.html)).toBe("EUR");
    expect(currencyShown(shopper.html)).toBe("EUR");
    const plain = await visit(path, "");
    expect(plain.response.headers.get("x-page-cache")).toBe("miss");
    expect(currencyShown(plain.html)).not.toBe("EUR");
  });
});
