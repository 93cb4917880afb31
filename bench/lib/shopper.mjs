/**
 * The bench's signed-in shopper: a real customer in the snapshot's D1 with a live session, an
 * order, an address, two cart lines and favorites, made through the shop's own calls (only the
 * account and its session are written straight into D1, as the worker tests do, since signing in
 * needs a human check). Its cookie is what the uncached figures send; `assertSignedIn` fails a
 * figure whose page did not render for this customer (the old bench sent `sid=bench`, a session
 * that does not exist: a visitor render plus one failed lookup).
 */
import { createHash, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export const SHOPPER_NAME = "Bench Shopper";

const tokenHash = (token) => createHash("sha256").update(token).digest("hex");

async function call(origin, cookie, name, body) {
  const response = await fetch(`${origin}/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.code !== 0) throw new Error(`bench shopper: ${name} answered ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** `shop` is startShop()'s answer (its `mf` reaches the snapshot's D1). */
export async function createBenchShopper(shop) {
  const db = await shop.database();
  const email = `bench-${randomUUID()}@example.com`;
  const user = await db
    .prepare(
      "INSERT INTO users (email, first_name, last_name, nickname, email_verified_at) VALUES (?, 'Bench', 'Shopper', ?, strftime('%Y-%m-%dT%H:%M:%fZ','now')) RETURNING id",
    )
    .bind(email, SHOPPER_NAME)
    .first();
  const token = randomUUID();
  await db
    .prepare("INSERT INTO sessions (id, user_id, token_hash, method) VALUES (?, ?, ?, 'password')")
    .bind(randomUUID(), user.id, tokenHash(token))
    .run();
  const cookie = `sid=${token}`;

  const { results: skus } = await db
    .prepare(
      "SELECT s.sku, p.id AS product FROM product_skus s JOIN products p ON p.id = s.product_id WHERE p.status = 'published' AND s.stock >= 5 ORDER BY p.id LIMIT 3",
    )
    .all();
  if (skus.length < 3) throw new Error("bench shopper: the snapshot has too few products in stock");
  const address = {
    country: "US",
    province: "CA",
    city: "San Francisco",
    postalCode: "94103",
    firstName: "Bench",
    lastName: "Shopper",
    address: "1 Market St",
    countryCode: "+1",
    phone: "415 555 0100",
  };
  await call(shop.url, cookie, "address/save", address);
  const checkout = await call(shop.url, cookie, "checkout/create", { items: [{ sku: skus[0].sku, quantity: 1 }] });
  const { orderNo } = await call(shop.url, cookie, "checkout/submit", {
    slug: checkout.slug,
    address,
    shippingMethodId: "express",
    paymentMethodId: "bank-transfer",
    idempotencyKey: `bench-${randomUUID()}`,
  });
  await call(shop.url, cookie, "cart/add", { sku: skus[1].sku, quantity: 2 });
  await call(shop.url, cookie, "cart/add", { sku: skus[2].sku, quantity: 1 });
  await call(shop.url, cookie, "favorite/add", { type: "product", id: skus[1].product });
  await call(shop.url, cookie, "favorite/add", { type: "product", id: skus[2].product });
  const article = await db.prepare("SELECT id FROM articles WHERE status = 'published' ORDER BY id LIMIT 1").first();
  if (article) await call(shop.url, cookie, "favorite/add", { type: "article", id: article.id });
  const summary = await call(shop.url, cookie, "shopper/summary", {});
  if (summary.user?.nickname !== SHOPPER_NAME || summary.cartCount !== 3)
    throw new Error(`bench shopper: summary answered ${JSON.stringify(summary)}`);
  return { cookie, email, orderNo, cartUnits: summary.cartCount };
}

/**
 * A visitor (no account, no session) with a cart: `cart/add` without a cookie answers with the
 * cart's cookie, then a second line is added with it. Answers `{ cookie, cartUnits }`.
 */
export async function createBenchVisitor(shop) {
  const db = await shop.database();
  const { results: skus } = await db
    .prepare(
      "SELECT s.sku FROM product_skus s JOIN products p ON p.id = s.product_id WHERE p.status = 'published' AND s.stock >= 5 ORDER BY p.id DESC LIMIT 2",
    )
    .all();
  if (skus.length < 2) throw new Error("bench visitor: the snapshot has too few products in stock");
  const first = await fetch(`${shop.url}/api/web/cart/add`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sku: skus[0].sku, quantity: 1 }),
  });
  const answer = await first.json();
  const cart = first.headers.getSetCookie().find((line) => line.startsWith("cart="));
  if (answer.code !== 0 || !cart)
    throw new Error(`bench visitor: cart/add answered ${answer.code} without a cart cookie`);
  const cookie = cart.split(";")[0];
  await call(shop.url, cookie, "cart/add", { sku: skus[1].sku, quantity: 1 });
  const summary = await call(shop.url, cookie, "shopper/summary", {});
  if (summary.user || summary.cartCount !== 2)
    throw new Error(`bench visitor: summary answered ${JSON.stringify(summary)}`);
  return { cookie, cartUnits: summary.cartCount };
}

/** The cart link's label for `count` units, in English (locales/en/site.json), as the head renders it. */
export function cartLabel(count) {
  const texts = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../locales/en/site.json"), "utf8"));
  return texts[count === 1 ? "cartCount_one" : "cartCount_other"].replace("{{count}}", String(count));
}

/** Throws unless `html` shows a cart of `count` units (the head's cart link label). */
export function assertCartShown(html, count, what) {
  const label = cartLabel(count);
  if (!html.includes(`aria-label="${label}"`))
    throw new Error(`${what} does not show the cart ("${label}"): the figure would describe another page`);
}

/** Throws unless `html` is a page rendered for the bench shopper (the head shows their name). */
export function assertSignedIn(html, what) {
  if (!html.includes(SHOPPER_NAME))
    throw new Error(
      `${what} did not render signed in (no "${SHOPPER_NAME}" in the page): the figure would describe a visitor render`,
    );
}
