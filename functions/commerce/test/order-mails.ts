/** Test helpers for order mails: place an order in a language, read the mails the outbox holds for it. */
import { env } from "cloudflare:test";
import { placeOrder } from "./place-order";
import { signedInCustomer, skusWithStock } from "./shoppers";

type Placement = { lang?: string; customer?: boolean; paymentMethodId?: string };

/** One line of 2 units, placed by a guest (a fresh email address) or a signed-in customer, asking in `lang`. */
export async function placeMailedOrder(options: Placement = {}) {
  const [sku] = await skusWithStock(1, 20);
  const customer = options.customer ? await signedInCustomer() : null;
  const language: Record<string, string> = options.lang ? { "x-lang": options.lang } : {};
  const email = customer?.email ?? `guest-${crypto.randomUUID()}@example.com`;
  const placed = await placeOrder({
    items: [{ sku, quantity: 2 }],
    headers: { ...customer?.headers, ...language },
    submit: { paymentMethodId: options.paymentMethodId ?? "bank-transfer", ...(customer ? {} : { email }) },
  });
  const orderNo = placed.orderNo;
  // The headers that see the order, without the language it was placed in.
  const headers: Record<string, string> = customer?.headers ?? { "x-cart": placed.headers["x-cart"] };
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
