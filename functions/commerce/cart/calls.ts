/**
 * cart/list, cart/add, cart/update, cart/remove and cart/count. Each change and the cart it
 * leaves are one batch; a change that the stock or the cart's owner does not allow changes no row,
 * and the read-back in the same batch says why.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import type { ShopContext } from "../http/context";
import { Code, invalidInput, notFound, ShopError } from "../http/envelope";
import {
  cart,
  cartCountStatement,
  cartStatement,
  cartStatementWhere,
  readCart,
  readCartCount,
  type Cart,
} from "./cart";
import { MAX_CART_LINES, MAX_QUANTITY } from "./lines";
import { CUSTOMER_CART_SQL, currentShopper, issueVisitorCart, visitorCartId } from "./shopper";
import { customerBatch } from "../http/customer";

const sku = z.string().trim().min(1).max(100);
const quantity = z.number().int().min(1).max(MAX_QUANTITY);
const lineId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The shopper's cart id, issuing a visitor cart when there is none yet. */
async function cartOf(
  ctx: ShopContext,
  issue: boolean,
): Promise<{ cartId: string | null; visitorCartId: string | null }> {
  const shopper = await currentShopper(ctx);
  if (shopper.customerId !== null) return { cartId: shopper.cartId, visitorCartId: null };
  const cartId = shopper.cartId ?? (issue ? issueVisitorCart(ctx) : null);
  return { cartId, visitorCartId: cartId };
}

/** Keeps the carts row (owner, last change) in step with its lines. */
function touchCart(ctx: ShopContext, cartId: string): D1PreparedStatement {
  const userId = cartId.startsWith("u_") ? Number(cartId.slice(2)) : null;
  return ctx.db
    .prepare(
      `INSERT INTO carts (id, user_id) SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?1)
       ON CONFLICT (id) DO UPDATE SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
    )
    .bind(cartId, userId);
}

function stockStatement(ctx: ShopContext, skuCode: string): D1PreparedStatement {
  return ctx.db
    .prepare("SELECT s.stock, p.status FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.sku = ?")
    .bind(skuCode);
}

function stockRefusal(ctx: ShopContext, stock: number) {
  return invalidInput({ quantity: stock > 0 ? ctx.t("stockLimit", stock) : ctx.t("outOfStock") });
}

export const cartListCall = defineCall({
  path: "cart/list",
  summary: "The shopper's cart; a visitor without one is issued a cartId (also in the x-cart header)",
  tag: "cart",
  input: z.object({}),
  output: cart,
  handle: async (ctx) => {
    // A customer's session check and cart are one round trip (the cart page's budget, ADR 085).
    if (ctx.headers.get("x-auth")) {
      const { results } = await customerBatch(ctx, (hash) => [cartStatementWhere(ctx, CUSTOMER_CART_SQL, hash)]);
      return readCart(ctx, results[0], null);
    }
    const { cartId, visitorCartId } = await cartOf(ctx, true);
    return readCart(ctx, cartId ? await cartStatement(ctx, cartId).run() : null, visitorCartId);
  },
});

export const cartAddCall = defineCall({
  path: "cart/add",
  summary: "Add a quantity of a SKU, bounded by its stock",
  tag: "cart",
  input: z.object({ sku, quantity: quantity.default(1) }),
  output: cart,
  handle: async (ctx, input): Promise<Cart> => {
    const { cartId, visitorCartId } = await cartOf(ctx, true);
    const id = cartId as string;
    const results = await ctx.db.batch([
      ctx.db
        .prepare(
          `INSERT INTO cart_items (cart_id, sku, quantity, selected)
           SELECT ?1, s.sku, ?2, 1 FROM product_skus s JOIN products p ON p.id = s.product_id
           WHERE s.sku = ?3 AND p.status = 'published' AND s.stock >= ?2
             AND ((SELECT count(*) FROM cart_items WHERE cart_id = ?1) < ?4
                  OR EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?1 AND sku = ?3))
           ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity, selected = 1
           WHERE cart_items.quantity + excluded.quantity <= min(?5, (SELECT stock FROM product_skus WHERE sku = excluded.sku))`,
        )
        .bind(id, input.quantity, input.sku, MAX_CART_LINES, MAX_QUANTITY),
      touchCart(ctx, id),
      stockStatement(ctx, input.sku),
      cartStatement(ctx, id),
    ]);
    const answer = readCart(ctx, results[3], visitorCartId);
    if (results[0].meta.changes > 0) return answer;
    const found = results[2].results[0] as { stock: number; status: string } | undefined;
    if (!found || found.status !== "published") throw invalidInput({ sku: ctx.t("itemUnavailable", input.sku) });
    const inCart = answer.items.find((item) => item.sku === input.sku);
    if (!inCart && answer.items.length >= MAX_CART_LINES) throw new ShopError(Code.fullFailure, "cartFull", 400);
    throw stockRefusal(ctx, found.stock);
  },
});

export const cartUpdateCall = defineCall({
  path: "cart/update",
  summary: "Change a line's quantity (bounded by stock) or whether it is selected for checkout",
  tag: "cart",
  input: z
    .object({ id: lineId, quantity: quantity.optional(), selected: z.boolean().optional() })
    .refine((value) => value.quantity !== undefined || value.selected !== undefined, { path: ["quantity"] }),
  output: cart,
  handle: async (ctx, input): Promise<Cart> => {
    const { cartId, visitorCartId } = await cartOf(ctx, false);
    if (!cartId) throw notFound();
    const selected = input.selected === undefined ? null : Number(input.selected);
    const results = await ctx.db.batch([
      ctx.db
        .prepare(
          `UPDATE cart_items SET quantity = coalesce(?1, quantity), selected = coalesce(?2, selected)
           WHERE id = ?3 AND cart_id = ?4
             AND (?1 IS NULL OR ?1 <= (SELECT stock FROM product_skus WHERE sku = cart_items.sku))`,
        )
        .bind(input.quantity ?? null, selected, input.id, cartId),
      touchCart(ctx, cartId),
      cartStatement(ctx, cartId),
    ]);
    const answer = readCart(ctx, results[2], visitorCartId);
    if (results[0].meta.changes > 0) return answer;
    const item = answer.items.find((candidate) => candidate.id === input.id);
    // Someone else's line is answered exactly like a line that does not exist.
    if (!item) throw notFound();
    throw stockRefusal(ctx, item.stock);
  },
});

export const cartRemoveCall = defineCall({
  path: "cart/remove",
  summary: "Remove lines from the cart",
  tag: "cart",
  input: z.object({ ids: z.array(lineId).min(1).max(MAX_CART_LINES) }),
  output: cart,
  handle: async (ctx, input) => {
    const { cartId, visitorCartId } = await cartOf(ctx, false);
    if (!cartId) return readCart(ctx, null, visitorCartId);
    const results = await ctx.db.batch([
      ctx.db
        .prepare("DELETE FROM cart_items WHERE cart_id = ? AND id IN (SELECT value FROM json_each(?))")
        .bind(cartId, JSON.stringify(input.ids)),
      cartStatement(ctx, cartId),
    ]);
    return readCart(ctx, results[1], visitorCartId);
  },
});

export const cartCountCall = defineCall({
  path: "cart/count",
  summary: "Units in the cart, for the header badge",
  tag: "cart",
  input: z.object({}),
  output: z.object({ count: z.number().int() }),
  handle: async (ctx) => {
    if (ctx.headers.get("x-auth")) {
      const { results } = await customerBatch(ctx, (hash) => [cartCountStatement(ctx, CUSTOMER_CART_SQL, hash)]);
      return { count: readCartCount(results[0]) };
    }
    const cartId = visitorCartId(ctx);
    return { count: cartId ? readCartCount(await cartCountStatement(ctx, "?", cartId).run()) : 0 };
  },
});
