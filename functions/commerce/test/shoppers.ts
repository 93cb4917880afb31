/**
 * Test helpers for buying: SKUs with a known stock, signed-in customers made straight in D1, and
 * a cart's lines read or laid out in whichever store CART_STORE names.
 */
import { env } from "cloudflare:test";
import { shopContext } from "../kernel/http/context";
import { tokenHash } from "../kernel/http/customer";
import { syncStock } from "../stock/stock-objects";
import { ORIGIN } from "./shop";
import { cartStore, cartStoreKind } from "../cart/store";

/** The cart's lines (newest first), read through the cart store. */
export async function cartLinesOf(
  cartId: string,
): Promise<{ id: number; sku: string; quantity: number; selected: boolean }[]> {
  const ctx = shopContext(new Request(ORIGIN), env, env.DB.withSession("first-primary"));
  const rows = await cartStore(ctx).rows(ctx, cartId);
  return rows.map((row) => ({ id: row.line_id, sku: row.sku, quantity: row.quantity, selected: !!row.selected }));
}

/** A fixture: the cart holds exactly `lines` (oldest first), written straight into its store. */
export async function layOutCart(cartId: string, lines: { sku: string; quantity: number; selected: boolean }[]) {
  if (cartStoreKind(env) === "d1") {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(cartId),
      ...lines.map((line) =>
        env.DB.prepare("INSERT INTO cart_items (cart_id, sku, quantity, selected) VALUES (?, ?, ?, ?)").bind(
          cartId,
          line.sku,
          line.quantity,
          Number(line.selected),
        ),
      ),
    ]);
    return;
  }
  const object = env.CART.get(env.CART.idFromName(cartId));
  // Written past the store, so the count the store keeps in D1 (ADR 382) is dropped: the next
  // read asks the object, as for a cart not changed since that count was kept.
  await env.DB.prepare("DELETE FROM cart_counts WHERE cart_id = ?").bind(cartId).run();
  await object.clear();
  await object.merge(
    lines.map((line) => ({ ...line, cap: line.quantity })),
    null,
  );
}

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
