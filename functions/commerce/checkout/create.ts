/**
 * checkout/create: freezes what is being bought (the selected cart lines, or the "buy now" items)
 * under an unguessable slug for a day. It is written only when every line can be bought in the
 * quantity asked, within the shop's cap per line (order-limits.ts); otherwise nothing is written
 * and the read-back says which line fails.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { Code, ShopError } from "../kernel/http/envelope";
import { cartStore, currentShopper, issueVisitorCart, MAX_CART_LINES, MAX_QUANTITY } from "../cart";
import type { Translate } from "../kernel/i18n/messages";
import { lineTooLarge, MAX_LINE_QUANTITY_SQL } from "./order-limits";

const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

const item = z.object({ sku: z.string().trim().min(1).max(100), quantity: z.number().int().min(1).max(MAX_QUANTITY) });

/** A line that cannot be bought: missing SKU, withdrawn product, or too little stock. */
const BLOCKED = "(p.status IS NOT 'published' OR s.stock IS NULL OR s.stock < CAST(j.value ->> 'quantity' AS INTEGER))";

function newSlug(): string {
  return [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Same SKU twice in "buy now" is one line. */
function mergeItems(items: z.infer<typeof item>[]) {
  const quantities = new Map<string, number>();
  for (const { sku, quantity } of items)
    quantities.set(sku, Math.min(MAX_QUANTITY, (quantities.get(sku) ?? 0) + quantity));
  return [...quantities].map(([sku, quantity]) => ({ sku, quantity }));
}

type LineRow = { sku: string; quantity: number; stock: number | null; status: string | null; max_line: number };

function refusal(t: Translate, rows: LineRow[]): ShopError {
  // The shop's cap per line (order-limits.ts) first: more than it is refused whatever the stock.
  const oversized = rows.find((row) => row.quantity > row.max_line);
  if (oversized) return lineTooLarge(t, oversized.sku, oversized.max_line);
  const blocked = rows.find((row) => row.status !== "published" || row.stock === null || row.stock < row.quantity);
  if (!blocked) return new ShopError(Code.fullFailure, "nothingSelected", 400);
  if (blocked.status !== "published" || blocked.stock === null)
    return new ShopError(Code.fullFailure, "itemUnavailable", 400, { sku: blocked.sku }, [blocked.sku]);
  const key = blocked.stock > 0 ? "stockLimit" : "outOfStock";
  return new ShopError(Code.fullFailure, key, 400, { sku: blocked.sku }, [blocked.stock]);
}

async function create(ctx: ShopContext, items: z.infer<typeof item>[] | undefined) {
  const shopper = await currentShopper(ctx);
  const cartId = shopper.cartId ?? (items ? issueVisitorCart(ctx) : null);
  if (!cartId) throw new ShopError(Code.fullFailure, "nothingSelected", 400);
  const slug = newSlug();
  const expiresAt = new Date(Date.now() + CHECKOUT_TTL_MS).toISOString();
  const db = ctx.db;
  // The lines as JSON: given ("buy now") or the cart's selected lines, from wherever the cart lives.
  const lines = items
    ? { sql: "?4", values: [JSON.stringify(mergeItems(items))] }
    : await cartStore(ctx).checkoutLines(ctx, cartId);
  const results = await db.batch([
    db.prepare(`DELETE FROM checkouts WHERE expires_at < ${NOW}`),
    db
      .prepare(
        `INSERT INTO checkouts (slug, user_id, cart_id, items, from_cart, expires_at)
         SELECT ?1, ?2, ?3, l.items, ?5, ?6 FROM (SELECT ${lines.sql} AS items) l
         WHERE json_array_length(l.items) BETWEEN 1 AND ${MAX_CART_LINES}
           AND NOT EXISTS (SELECT 1 FROM json_each(l.items) j LEFT JOIN product_skus s ON s.sku = j.value ->> 'sku'
                           LEFT JOIN products p ON p.id = s.product_id WHERE ${BLOCKED})
           AND NOT EXISTS (SELECT 1 FROM json_each(l.items) j WHERE CAST(j.value ->> 'quantity' AS INTEGER) > ${MAX_LINE_QUANTITY_SQL})`,
      )
      .bind(slug, shopper.customerId, cartId, ...lines.values, items ? 0 : 1, expiresAt),
    db
      .prepare(
        `SELECT j.value ->> 'sku' AS sku, CAST(j.value ->> 'quantity' AS INTEGER) AS quantity, s.stock, p.status,
           ${MAX_LINE_QUANTITY_SQL} AS max_line
         FROM (SELECT ${lines.sql.replace("?4", "?1")} AS items) l JOIN json_each(l.items) j
         LEFT JOIN product_skus s ON s.sku = j.value ->> 'sku' LEFT JOIN products p ON p.id = s.product_id`,
      )
      .bind(...lines.values),
  ]);
  if (results[1].meta.changes === 1) return { slug };
  throw refusal(ctx.t, results[2].results as LineRow[]);
}

export const checkoutCreateCall = defineCall({
  path: "checkout/create",
  summary: "Start a checkout from the selected cart lines, or from `items` for buy now",
  tag: "checkout",
  input: z.object({ items: z.array(item).min(1).max(MAX_CART_LINES).optional() }),
  output: z.object({ slug: z.string() }),
  handle: (ctx, input) => create(ctx, input.items),
});
