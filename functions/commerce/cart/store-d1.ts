/**
 * The D1 cart store: lines in carts/cart_items, each change and the cart it leaves one batch, a
 * customer's session check folded into the same batch. It is the baseline the write bench
 * measures the Durable Object against, and the store of a backend without Durable Objects.
 */
import { customerBatch, requireCustomer } from "../kernel/http/customer";
import { cartCountStatement, cartStatement, cartStatementWhere, readCartCount, type CartRow } from "./cart";
import { MAX_CART_LINES, MAX_QUANTITY } from "./lines";
import { customerCartId, CUSTOMER_CART_SQL } from "./shopper";
import { skuStateStatement } from "./sku-rows";
import type { CartStore, SkuState } from "./store-types";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
const ORDER_PLACED = "EXISTS (SELECT 1 FROM orders WHERE order_no = ?1)";

/** Keeps the carts row (owner, last change) in step with its lines. */
function touchCart(db: D1DatabaseSession, cartId: string, userId: number | null): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO carts (id, user_id) SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM cart_items WHERE cart_id = ?1)
       ON CONFLICT (id) DO UPDATE SET updated_at = ${NOW}`,
    )
    .bind(cartId, userId);
}

const ownerOf = (cartId: string) => (cartId.startsWith("u_") ? Number(cartId.slice(2)) : null);

const rowsOf = (result: D1Result | undefined) => (result?.results ?? []) as CartRow[];

export const d1CartStore: CartStore = {
  kind: "d1",

  async customerCart(ctx) {
    const { results } = await customerBatch(ctx, (hash) => [cartStatementWhere(ctx, CUSTOMER_CART_SQL, hash)]);
    return rowsOf(results[0]);
  },

  async customerCount(ctx, also = () => []) {
    const { results } = await customerBatch(ctx, (hash) => [
      ...also(hash),
      cartCountStatement(ctx, CUSTOMER_CART_SQL, hash),
    ]);
    return { count: readCartCount(results.at(-1)), results: results.slice(0, -1) };
  },

  customerCountSql(userIdSql) {
    return `(SELECT coalesce(sum(quantity), 0) FROM cart_items WHERE cart_id = 'u_' || ${userIdSql})`;
  },

  async rows(ctx, cartId) {
    return rowsOf(await cartStatement(ctx, cartId).run());
  },

  async count(ctx, cartId) {
    return readCartCount(await cartCountStatement(ctx, "?", cartId).run());
  },

  async add(ctx, owner, sku, quantity) {
    const cartId = "visitorCartId" in owner ? owner.visitorCartId : customerCartId((await requireCustomer(ctx)).userId);
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
        .bind(cartId, quantity, sku, MAX_CART_LINES, MAX_QUANTITY),
      touchCart(ctx.db, cartId, ownerOf(cartId)),
      skuStateStatement(ctx.db, sku),
      cartStatement(ctx, cartId),
    ]);
    return {
      changed: results[0].meta.changes > 0,
      rows: rowsOf(results[3]),
      sku: results[2].results[0] as SkuState | undefined,
    };
  },

  async update(ctx, cartId, id, change) {
    const selected = change.selected === null ? null : Number(change.selected);
    const results = await ctx.db.batch([
      ctx.db
        .prepare(
          `UPDATE cart_items SET quantity = coalesce(?1, quantity), selected = coalesce(?2, selected)
           WHERE id = ?3 AND cart_id = ?4
             AND (?1 IS NULL OR ?1 <= (SELECT stock FROM product_skus WHERE sku = cart_items.sku))`,
        )
        .bind(change.quantity, selected, id, cartId),
      touchCart(ctx.db, cartId, ownerOf(cartId)),
      cartStatement(ctx, cartId),
    ]);
    return { changed: results[0].meta.changes > 0, rows: rowsOf(results[2]) };
  },

  async remove(ctx, cartId, ids) {
    const results = await ctx.db.batch([
      ctx.db
        .prepare("DELETE FROM cart_items WHERE cart_id = ? AND id IN (SELECT value FROM json_each(?))")
        .bind(cartId, JSON.stringify(ids)),
      cartStatement(ctx, cartId),
    ]);
    return rowsOf(results[1]);
  },

  async checkoutLines(_ctx, cartId) {
    // Read inside checkout/create's own statement: no trip of its own.
    return {
      sql: "(SELECT json_group_array(json_object('sku', sku, 'quantity', quantity)) FROM (SELECT sku, quantity FROM cart_items WHERE cart_id = ?4 AND selected = 1 ORDER BY id))",
      values: [cartId],
    };
  },

  afterOrder(ctx, { orderNo, cartId, fromCart, skus }) {
    const statements =
      cartId && fromCart
        ? [
            ctx.db
              .prepare(
                `DELETE FROM cart_items WHERE cart_id = ?2 AND sku IN (SELECT value FROM json_each(?3)) AND ${ORDER_PLACED}`,
              )
              .bind(orderNo, cartId, JSON.stringify(skus)),
          ]
        : [];
    return { statements, afterwards: async () => {} };
  },

  mergeVisitor(ctx, visitorCartId, customerId) {
    const target = customerCartId(customerId);
    const db = ctx.db;
    const statements = [
      db
        .prepare(
          `INSERT INTO cart_items (cart_id, sku, quantity, selected)
           SELECT ?1, v.sku, v.quantity, v.selected FROM cart_items v WHERE v.cart_id = ?2 ORDER BY v.id
           ON CONFLICT (cart_id, sku) DO UPDATE SET selected = 1,
             quantity = max(cart_items.quantity, min(cart_items.quantity + excluded.quantity,
               (SELECT stock FROM product_skus WHERE sku = excluded.sku)))`,
        )
        .bind(target, visitorCartId),
      touchCart(db, target, customerId),
      db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(visitorCartId),
      db.prepare("DELETE FROM carts WHERE id = ?").bind(visitorCartId),
    ];
    return { statements, afterwards: async () => {} };
  },

  async putBack(ctx, cartId, customerId, order) {
    const results = await ctx.db.batch([
      cartStatement(ctx, cartId),
      order.insert(cartId),
      touchCart(ctx.db, cartId, customerId),
      cartStatement(ctx, cartId),
      ...order.reads,
    ]);
    return { before: rowsOf(results[0]), after: rowsOf(results[3]), reads: results.slice(4) };
  },
};
