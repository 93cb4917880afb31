/**
 * order/buyAgain: puts a finished (completed or cancelled) order's items back into the viewer's
 * cart, each SKU bounded by its stock, and says which could not go in and why. The backend decides
 * availability in one batch — the cart before, the insert, the cart after and the SKUs' state —
 * so the answer describes exactly what this call changed. (Reusing cart/add per item from the
 * storefront would cost one request per line and could not say "only 2 of 3" consistently.)
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { Code, notFound, ShopError } from "../kernel/http/envelope";
import { cart, type Cart, cartStore, customerCartId, MAX_CART_LINES, MAX_QUANTITY, readCart } from "../cart";
import { currentViewer } from "./calls";
import { orderNo, type Order } from "./order";
import { ordersStatements, readOrders } from "./order-read";
import { VIEWER_SQL, viewerBinds } from "./order-viewer";

const SKIP_REASONS = ["unavailable", "outOfStock", "stockLimit", "cartFull"] as const;
type SkipReason = (typeof SKIP_REASONS)[number];

const outcome = z.object({ sku: z.string(), title: z.string(), wanted: z.number().int(), added: z.number().int() });

export const buyAgainAnswer = z.object({
  cart,
  added: z.array(outcome),
  /** Lines that went in short or not at all, with the reason in the shopper's language. */
  skipped: z.array(outcome.extend({ reason: z.enum(SKIP_REASONS), message: z.string() })),
});

type SkuState = { sku: string; stock: number | null; status: string | null };

/** The order's lines grouped by SKU (?1 order, ?2–?4 viewer), only while it may be bought again. */
const WANTED = `wanted AS (
  SELECT oi.sku, sum(oi.quantity) AS quantity, min(oi.id) AS first_id
  FROM order_items oi JOIN orders o ON o.order_no = oi.order_no
  WHERE o.order_no = ?1 AND ${VIEWER_SQL} AND o.status IN ('completed', 'cancelled')
  GROUP BY oi.sku)`;

/** The ones still sold, bounded by stock; new SKUs only while the cart has room (the D1 cart store). */
function insertStatement(ctx: ShopContext, cartId: string, number: string, binds: unknown[]): D1PreparedStatement {
  return ctx.db
    .prepare(
      `WITH ${WANTED},
       buyable AS (
         SELECT w.sku, min(w.quantity, s.stock, ?7) AS quantity, w.first_id,
           EXISTS (SELECT 1 FROM cart_items c WHERE c.cart_id = ?5 AND c.sku = w.sku) AS present
         FROM wanted w JOIN product_skus s ON s.sku = w.sku JOIN products p ON p.id = s.product_id
         WHERE p.status = 'published' AND s.stock > 0),
       ranked AS (SELECT *, row_number() OVER (PARTITION BY present ORDER BY first_id) AS n FROM buyable)
       INSERT INTO cart_items (cart_id, sku, quantity, selected)
       SELECT ?5, sku, quantity, 1 FROM ranked
       WHERE present OR n <= ?6 - (SELECT count(*) FROM cart_items WHERE cart_id = ?5)
       ON CONFLICT (cart_id, sku) DO UPDATE SET selected = 1,
         quantity = max(cart_items.quantity, min(cart_items.quantity + excluded.quantity, ?7, (SELECT stock FROM product_skus WHERE sku = excluded.sku)))`,
    )
    .bind(number, ...binds, cartId, MAX_CART_LINES, MAX_QUANTITY);
}

/** The same lines as rows to fold into a cart held elsewhere (the Durable Object cart store), in order. */
function wantedStatement(ctx: ShopContext, number: string, binds: unknown[]): D1PreparedStatement {
  return ctx.db
    .prepare(
      `WITH ${WANTED}
       SELECT w.sku, min(w.quantity, s.stock, ?5) AS quantity, min(s.stock, ?5) AS cap
       FROM wanted w JOIN product_skus s ON s.sku = w.sku JOIN products p ON p.id = s.product_id
       WHERE p.status = 'published' AND s.stock > 0 ORDER BY w.first_id`,
    )
    .bind(number, ...binds, MAX_QUANTITY);
}

/** Why a line went in short or not at all: a sold, in-stock SKU that is new to the cart and got nothing found no room. */
function reasonFor(state: SkuState | undefined, added: number, inCartBefore: number): SkipReason {
  if (!state || state.status !== "published" || state.stock === null) return "unavailable";
  if (state.stock <= 0) return "outOfStock";
  return added === 0 && inCartBefore === 0 ? "cartFull" : "stockLimit";
}

function skipMessage(ctx: ShopContext, reason: SkipReason, title: string, stock: number): string {
  if (reason === "unavailable") return ctx.t("itemUnavailable", title);
  if (reason === "outOfStock") return ctx.t("buyAgainOutOfStock", title);
  if (reason === "cartFull") return ctx.t("buyAgainCartFull", title);
  return ctx.t("buyAgainStockLimit", title, stock);
}

export function describeOutcome(ctx: ShopContext, order: Order, before: Cart, after: Cart, states: SkuState[]) {
  const quantityIn = (list: Cart, sku: string) => list.items.find((item) => item.sku === sku)?.quantity ?? 0;
  const wanted = new Map<string, { title: string; quantity: number }>();
  for (const item of order.items) {
    const seen = wanted.get(item.sku);
    wanted.set(item.sku, { title: item.title, quantity: (seen?.quantity ?? 0) + item.quantity });
  }
  const added: z.infer<typeof outcome>[] = [];
  const skipped: z.infer<typeof buyAgainAnswer>["skipped"] = [];
  for (const [sku, { title, quantity }] of wanted) {
    const count = Math.max(0, quantityIn(after, sku) - quantityIn(before, sku));
    const line = { sku, title, wanted: quantity, added: count };
    if (count > 0) added.push(line);
    if (count >= quantity) continue;
    const state = states.find((candidate) => candidate.sku === sku);
    const reason = reasonFor(state, count, quantityIn(before, sku));
    skipped.push({ ...line, reason, message: skipMessage(ctx, reason, title, state?.stock ?? 0) });
  }
  return { added, skipped };
}

export const orderBuyAgainCall = defineCall({
  path: "order/buyAgain",
  summary:
    "Put a completed or cancelled order's items back into the cart (bounded by stock); says which could not be added",
  tag: "orders",
  input: z.object({ orderNo }),
  output: buyAgainAnswer,
  handle: async (ctx, input) => {
    const viewer = await currentViewer(ctx);
    // A visitor can only see orders placed from the cart they hold, so that cart receives the items.
    const cartId = viewer.customerId !== null ? customerCartId(viewer.customerId) : viewer.cartId;
    if (!cartId) throw notFound();
    const binds = viewerBinds(viewer);
    const { before, after, reads } = await cartStore(ctx).putBack(ctx, cartId, viewer.customerId, {
      insert: (target) => insertStatement(ctx, target, input.orderNo, binds),
      wanted: wantedStatement(ctx, input.orderNo, binds),
      reads: [
        ...ordersStatements(ctx, viewer, "o.order_no = ?5", [input.orderNo]),
        ctx.db
          .prepare(
            `SELECT oi.sku, s.stock, p.status FROM (SELECT DISTINCT sku FROM order_items WHERE order_no = ?1) oi
             LEFT JOIN product_skus s ON s.sku = oi.sku LEFT JOIN products p ON p.id = s.product_id`,
          )
          .bind(input.orderNo),
      ],
    });
    const [found] = readOrders(reads.slice(0, 3));
    if (!found) throw notFound();
    if (!found.actions.includes("buyAgain"))
      throw new ShopError(Code.fullFailure, "orderActionRefused", 400, { actions: found.actions });
    const visitorCart = viewer.customerId === null ? cartId : null;
    const cartBefore = readCart(ctx, before, visitorCart);
    const cartAfter = readCart(ctx, after, visitorCart);
    return {
      cart: cartAfter,
      ...describeOutcome(ctx, found, cartBefore, cartAfter, reads[3].results as SkuState[]),
    };
  },
});
