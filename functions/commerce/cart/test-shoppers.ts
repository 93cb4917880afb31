/** Test helpers for buying: SKUs with a known stock and signed-in customers made straight in D1. */
import { env } from "cloudflare:test";
import { tokenHash } from "../http/customer";
import { syncStock } from "../stock/stock-objects";

/** Random SKUs of published products, their stock set to `stock`. */
export async function skusWithStock(count: number, stock: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    // One SKU per product: tests change a product's status through one of its SKUs, which must not touch the others.
    `SELECT (SELECT s.sku FROM product_skus s WHERE s.product_id = p.id ORDER BY random() LIMIT 1) AS sku
       FROM products p WHERE p.status = 'published' AND EXISTS (SELECT 1 FROM product_skus s WHERE s.product_id = p.id)
      ORDER BY random() LIMIT ?`,
  )
    .bind(count)
    .run<{ sku: string }>();
  const codes = results.map((row) => row.sku);
  for (const sku of codes)
    await env.DB.prepare("UPDATE product_skus SET stock = ? WHERE sku = ?").bind(stock, sku).run();
  // Written straight into D1, as an operator's correction would be: the stock objects reread it.
  await syncStock(env, codes);
  return codes;
}

export async function priceOf(sku: string): Promise<number> {
  return (await env.DB.prepare("SELECT price FROM product_skus WHERE sku = ?").bind(sku).first<{ price: number }>())!
    .price;
}

export async function stockOf(sku: string): Promise<number> {
  return (await env.DB.prepare("SELECT stock FROM product_skus WHERE sku = ?").bind(sku).first<{ stock: number }>())!
    .stock;
}

export async function signedInCustomer(): Promise<{
  id: number;
  email: string;
  token: string;
  headers: Record<string, string>;
}> {
  const email = `shopper-${crypto.randomUUID()}@example.com`;
  const user = await env.DB.prepare("INSERT INTO users (email) VALUES (?) RETURNING id")
    .bind(email)
    .first<{ id: number }>();
  const token = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO sessions (id, user_id, token_hash, method) VALUES (?, ?, ?, 'password')")
    .bind(crypto.randomUUID(), user!.id, await tokenHash(token))
    .run();
  return { id: user!.id, email, token, headers: { "x-auth": token } };
}

export const NEW_ADDRESS = {
  country: "US",
  province: "CA",
  city: "San Francisco",
  postalCode: "94103",
  firstName: "Ada",
  lastName: "Lovelace",
  address: "1 Market St",
  countryCode: "+1",
  phone: "415 555 0100",
};
