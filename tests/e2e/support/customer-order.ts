/**
 * Browser tests of after-sales need a signed-in customer with a paid order: made through the
 * shop's own calls (sign-up with the outbox code, checkout, the operator's calls), then the
 * session cookie is handed to the browser.
 */
import type { BrowserContext } from "playwright-core";
import { SHOP_URL } from "./shop";
import { askedHumanCheck } from "../../support/human-check";
import { OAKLAND } from "../../support/addresses";

export const ADMIN = { authorization: "Bearer dev-admin-token" };

export async function api<T = any>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ code: number; msg: string; data: T }> {
  const response = await fetch(`${SHOP_URL}/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: T };
}

async function ok<T = any>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const answer = await api<T>(path, body, headers);
  if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.msg} ${JSON.stringify(answer.data)}`);
  return answer.data;
}

/** A new customer signed up by email; the token goes into the browser as the session cookie. */
export async function newCustomer(
  context: BrowserContext,
): Promise<{ token: string; headers: Record<string, string> }> {
  const account = `returns-${crypto.randomUUID().slice(0, 8)}@example.com`;
  // Each customer signs up from an address of its own: sign-ups and codes are limited per address.
  const ip = { "cf-connecting-ip": `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
  const check = await askedHumanCheck(SHOP_URL, ip);
  await ok("auth/sendCode", { ...check, account, scene: "signup" }, ip);
  const [mail] = await ok<{ code: string }[]>("admin/outbox", { to: account }, ADMIN);
  // The /api/web proxy keeps the token from the browser: it comes back as the session cookie.
  const response = await fetch(`${SHOP_URL}/api/web/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", ...ip },
    body: JSON.stringify({ ...check, account, password: "e2e password 1", code: mail.code, agree: true }),
  });
  const token = response.headers
    .getSetCookie()
    .map((cookie) => cookie.match(/^sid=([^;]+)/)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`auth/signup gave no session: ${await response.text()}`);
  await context.addCookies([{ name: "sid", value: token, url: SHOP_URL, httpOnly: true, sameSite: "Lax" }]);
  // Through the /api/web proxy the session travels as its cookie, as from a browser.
  return { token, headers: { cookie: `sid=${token}` } };
}

/** A SKU with at least `quantity` in stock, read through the catalogue calls. */
export async function skuInStock(quantity: number): Promise<string> {
  const { list } = await ok<{ list: { slug: string; inStock: boolean }[] }>("product/list", {
    pageSize: 40,
    sort: "newest",
  });
  for (const card of list.filter((item) => item.inStock)) {
    const product = await ok<{ skus: { sku: string; stock: number }[] }>("product/detail", { slug: card.slug });
    const sku = product.skus.find((candidate) => candidate.stock >= quantity + 5);
    if (sku) return sku.sku;
  }
  throw new Error("no SKU in stock");
}

const ADDRESS = OAKLAND;

/** A paid order of 2 units of one SKU, then shipped when asked. */
export async function paidOrder(headers: Record<string, string>, ship: boolean): Promise<string> {
  const sku = await skuInStock(2);
  const { slug } = await ok<{ slug: string }>("checkout/create", { items: [{ sku, quantity: 2 }] }, headers);
  const { orderNo } = await ok<{ orderNo: string }>(
    "checkout/submit",
    {
      slug,
      address: ADDRESS,
      shippingMethodId: "express",
      paymentMethodId: "bank-transfer",
      idempotencyKey: crypto.randomUUID(),
    },
    headers,
  );
  await ok("admin/order/markPaid", { orderNo }, ADMIN);
  if (ship) await ok("admin/order/ship", { orderNo, expressName: "UPS", expressNo: "1Z-E2E" }, ADMIN);
  return orderNo;
}

export const adminCall = ok;
