/**
 * A customer made through the public API (sign-up code read from the outbox) with a completed
 * order placed and taken through paid, shipped and received by operator calls, for browser
 * tests that start where a real customer would be: signed in, with something bought.
 */
import { execFileSync } from "node:child_process";
import type { BrowserContext, Page } from "playwright-core";
import { SHOP_URL } from "./shop";
import { askedHumanCheck } from "../../support/human-check";
import { OAKLAND } from "../../support/addresses";

const ADMIN = { authorization: "Bearer dev-admin-token" };

export type Envelope<T = any> = { code: number; msg: string; data: T };

export async function api<T = any>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ envelope: Envelope<T>; response: Response }> {
  const response = await fetch(`${SHOP_URL}/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SHOP_URL, ...headers },
    body: JSON.stringify(body),
  });
  return { envelope: (await response.json()) as Envelope<T>, response };
}

export async function latestMail(
  to: string,
): Promise<{ subject: string; text: string; code: string | null } | undefined> {
  return (await api("admin/outbox", { to }, ADMIN)).envelope.data[0];
}

/** Browsers here all come from 127.0.0.1: start from fresh per-IP counters (the local D1 keeps them). */
export function clearRateLimits() {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", "DELETE FROM rate_limits"], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
}

export type Customer = { email: string; sid: string; nickname: string };

export async function signedUpCustomer(nickname: string): Promise<Customer> {
  const email = `engage-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  // Each customer signs up from an address of its own: sign-ups and codes are limited per address.
  const ip = { "cf-connecting-ip": `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
  const check = await askedHumanCheck(SHOP_URL, ip);
  const sent = await api("auth/sendCode", { ...check, account: email, scene: "signup" }, ip);
  if (sent.envelope.code !== 0) throw new Error(JSON.stringify(sent.envelope));
  const code = (await latestMail(email))!.code!;
  const { response, envelope } = await api(
    "auth/signup",
    { ...check, account: email, password: "e2e password 1", code, agree: true, firstName: nickname },
    ip,
  );
  if (envelope.code !== 0) throw new Error(JSON.stringify(envelope));
  const sid = /(?:^|[;,]\s*)sid=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1];
  return { email, sid, nickname };
}

export async function signIn(context: BrowserContext, customer: Customer) {
  await context.addCookies([{ name: "sid", value: customer.sid, url: SHOP_URL, httpOnly: true, sameSite: "Lax" }]);
}

/** Buys one unit of a product in stock and takes the order to completed; answers the product. */
export async function receivedOrder(customer: Customer): Promise<{ slug: string; id: number; orderNo: string }> {
  const as = { cookie: `sid=${customer.sid}` };
  const cards = await api("product/list", { category: "women", pageSize: 40 });
  const card = (cards.envelope.data.list as { slug: string; inStock: boolean }[]).find((item) => item.inStock)!;
  const product = (await api("product/detail", { slug: card.slug })).envelope.data as {
    id: number;
    slug: string;
    skus: { sku: string; stock: number }[];
  };
  const sku = product.skus.find((item) => item.stock > 0)!.sku;
  const created = await api("checkout/create", { items: [{ sku, quantity: 1 }] }, as);
  const address = OAKLAND;
  const placed = await api(
    "checkout/submit",
    {
      slug: created.envelope.data.slug,
      address,
      shippingMethodId: "express",
      paymentMethodId: "bank-transfer",
      idempotencyKey: crypto.randomUUID(),
    },
    as,
  );
  if (placed.envelope.code !== 0) throw new Error(JSON.stringify(placed.envelope));
  const orderNo = placed.envelope.data.orderNo as string;
  await api("admin/order/markPaid", { orderNo }, ADMIN);
  await api("admin/order/ship", { orderNo, expressName: "UPS", expressNo: "1Z999" }, ADMIN);
  const done = await api("order/confirmReceipt", { orderNo }, as);
  if (done.envelope.data?.status !== "completed") throw new Error(JSON.stringify(done.envelope));
  return { slug: product.slug, id: product.id, orderNo };
}

/** A 1×1 PNG, for the file inputs of forms that take pictures. */
export const TINY_PNG = {
  name: "tiny.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
    "base64",
  ),
};

/**
 * With JavaScript, waits until Remix has hydrated the page (its router is up), so clicks reach
 * React's handlers. Not "networkidle": the page keeps its socket and visitor tracking busy.
 */
export async function hydrated(page: Page, js: boolean) {
  if (js)
    await page.waitForFunction(() =>
      Boolean(
        (window as unknown as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state
          ?.initialized,
      ),
    );
}
