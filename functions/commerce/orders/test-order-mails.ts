/** Test helpers for order mails: place an order in a language, read the mails the outbox holds for it. */
import { env } from "cloudflare:test";
import { call } from "../test/shop";
import { NEW_ADDRESS, signedInCustomer, skusWithStock } from "../cart/test-shoppers";

export const ADMIN = { authorization: "Bearer test-admin-token" };

type Placement = { lang?: string; customer?: boolean; paymentMethodId?: string };

/** One line of 2 units, placed by a guest (a fresh address) or a signed-in customer, asking in `lang`. */
export async function placeOrder(options: Placement = {}) {
  const [sku] = await skusWithStock(1, 20);
  const customer = options.customer ? await signedInCustomer() : null;
  const language: Record<string, string> = options.lang ? { "x-lang": options.lang } : {};
  const created = await call(
    "checkout/create",
    { items: [{ sku, quantity: 2 }] },
    { ...customer?.headers, ...language },
  );
  const headers: Record<string, string> = customer?.headers ?? { "x-cart": created.headers.get("x-cart")! };
  const email = customer?.email ?? `guest-${crypto.randomUUID()}@example.com`;
  const placed = await call(
    "checkout/submit",
    {
      slug: created.body.data.slug,
      address: NEW_ADDRESS,
      shippingMethodId: "express",
      paymentMethodId: options.paymentMethodId ?? "bank-transfer",
      idempotencyKey: crypto.randomUUID(),
      ...(customer ? {} : { email }),
    },
    { ...headers, ...language },
  );
  if (placed.body.code !== 0) throw new Error(`checkout failed: ${JSON.stringify(placed.body)}`);
  const orderNo = placed.body.data.orderNo as string;
  const order = (await env.DB.prepare("SELECT total, currency, refunded_amount FROM orders WHERE order_no = ?")
    .bind(orderNo)
    .first<{ total: number; currency: string; refunded_amount: number }>())!;
  return { orderNo, email, headers, ...order };
}

export type Mail = { to: string; subject: string; text: string };

/** Every mail the outbox holds for the address, oldest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const { results } = await env.DB.prepare(
    `SELECT "to", subject, text FROM outbox WHERE channel = 'mail' AND "to" = ? ORDER BY id`,
  )
    .bind(address)
    .all<Mail>();
  return results;
}
