/** The cart answer (docs/api-calls.md `cart/list`) and the D1 statements that read it (store-d1.ts). */
import { z } from "@hono/zod-openapi";
import type { ShopContext } from "../kernel/http/context";
import { DEFAULT_SITE } from "../site";
import { LINE_COLUMNS, SKU_JOIN, line, subtotalOf, toLine, type LineRow } from "./lines";

export const cart = z.object({
  /** The visitor cart id, also in the `x-cart` header; null for signed-in customers. */
  cartId: z.string().nullable(),
  items: z.array(line.extend({ id: z.number().int(), selected: z.boolean() })),
  /** Units in the cart, for the header badge. */
  count: z.number().int(),
  /** What the selected, available items cost together. */
  subtotal: z.number().int(),
  currency: z.string(),
});

export type Cart = z.infer<typeof cart>;

export function cartStatement(ctx: ShopContext, cartId: string): D1PreparedStatement {
  return cartStatementWhere(ctx, "?", cartId);
}

/** The cart whose id `cartIdSql` computes (e.g. from the session, see customerCartSql), bound to `values`. */
export function cartStatementWhere(ctx: ShopContext, cartIdSql: string, ...values: unknown[]): D1PreparedStatement {
  return ctx.db
    .prepare(
      `SELECT ci.id AS line_id, ci.sku, ci.quantity, ci.selected, ${LINE_COLUMNS}
       FROM cart_items ci LEFT JOIN product_skus s ON s.sku = ci.sku ${SKU_JOIN}
       WHERE ci.cart_id = ${cartIdSql} ORDER BY ci.id DESC`,
    )
    .bind(...values);
}

/** Units in the cart `cartIdSql` computes (see cartStatementWhere), for the header badge. */
export function cartCountStatement(ctx: ShopContext, cartIdSql: string, ...values: unknown[]): D1PreparedStatement {
  return ctx.db
    .prepare(`SELECT coalesce(sum(quantity), 0) AS count FROM cart_items WHERE cart_id = ${cartIdSql}`)
    .bind(...values);
}

export function readCartCount(result: D1Result | undefined): number {
  return (result?.results[0] as { count: number } | undefined)?.count ?? 0;
}

/** A stored line joined with its SKU row, as both cart stores hand it over. */
export type CartRow = LineRow & { line_id: number; selected: number };

export function readCart(ctx: ShopContext, rows: CartRow[], visitorCartId: string | null): Cart {
  const items = rows.map((row) => ({ ...toLine(row, ctx.language), id: row.line_id, selected: !!row.selected }));
  return {
    cartId: visitorCartId,
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: subtotalOf(items.filter((item) => item.selected)),
    currency: items[0]?.currency ?? DEFAULT_SITE.defaultCurrency,
  };
}
