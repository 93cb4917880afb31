/**
 * The shopper's order calls: list, detail, unpaid count, lookup by number and email (visitors),
 * cancel and confirm receipt. Another shopper's order is answered exactly like a missing one.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { Code, notFound, ShopError } from "../kernel/http/envelope";
import { changeThenRead } from "../kernel/http/state-change";
import { listOf, offset, paging } from "../kernel/http/paging";
import { currentCustomerId, visitorCartId } from "../cart";
import { currentUserSqlAt, customerBatch } from "../kernel/http/customer";
import { pushOrderUpdate } from "./push";
import { order, orderNo } from "./order";
import { orderLookupInput } from "../../contract/orders";
import { ordersStatements, readOrders } from "./order-read";
import { readerBinds, readerSql, VIEWER_SQL, viewerBinds, type OrderViewer } from "./order-viewer";
import { releaseStatements, releaseToStockObjects } from "./order-release";
import { assertGuestProofAllowed, guestProofHit } from "./guest-proof";
import { sendOrderMail } from "./order-mail";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

export async function currentViewer(ctx: ShopContext): Promise<OrderViewer> {
  const customerId = await currentCustomerId(ctx);
  return { customerId, cartId: customerId === null ? visitorCartId(ctx) : null };
}

/** One order as this viewer may see it; anyone else's order is simply not found. */
async function findOrder(ctx: ShopContext, viewer: OrderViewer, number: string) {
  const [found] = readOrders(await ctx.db.batch(ordersStatements(ctx, viewer, "o.order_no = ?5", [number])));
  if (!found) throw notFound();
  return found;
}

/** `change` (an UPDATE over `orders o` whose WHERE may use the viewer ?2–?4 and the number ?1) then the order. */
export function changeOrder(ctx: ShopContext, viewer: OrderViewer, number: string, change: D1PreparedStatement[]) {
  return changeThenRead(
    ctx.db,
    change,
    { statements: ordersStatements(ctx, viewer, "o.order_no = ?5", [number]), rows: readOrders },
    (found) => new ShopError(Code.fullFailure, "orderActionRefused", 400, { actions: found.actions }),
  );
}

const viewerUpdate = (ctx: ShopContext, viewer: OrderViewer, number: string, set: string, when: string) =>
  ctx.db
    .prepare(`UPDATE orders AS o SET ${set}, updated_at = ${NOW} WHERE o.order_no = ?1 AND ${VIEWER_SQL} AND ${when}`)
    .bind(number, ...viewerBinds(viewer));

const NOT_SHIPPED = "NOT EXISTS (SELECT 1 FROM shipments WHERE order_no = o.order_no)";

/** The customer's unpaid orders waiting for payment, for the token hash bound as ?1. */
const unpaidCountStatement = (ctx: ShopContext, hash: string) =>
  ctx.db
    .prepare(
      `SELECT count(*) AS n FROM orders WHERE user_id = ${currentUserSqlAt("?1")} AND pay_status = 'unpaid' AND status = 'in_progress'`,
    )
    .bind(hash);
const countOf = (result: D1Result) => (result.results[0] as { n: number } | undefined)?.n ?? 0;

export const orderListCall = defineCall({
  path: "order/list",
  summary:
    "The customer's orders, newest first; `status` picks a tab (unpaid is its own tab). Also `unpaidCount`, as order/unpaidCount answers it",
  tag: "orders",
  input: z.object({
    status: z.enum(["in_progress", "completed", "cancelled", "pending_cancellation", "unpaid"]).optional(),
    ...paging,
  }),
  output: listOf(order).extend({ unpaidCount: z.number().int() }),
  handle: async (ctx, input) => {
    const where =
      "(?5 IS NULL OR o.status = ?5 OR (?5 = 'unpaid' AND o.status = 'in_progress' AND o.pay_status = 'unpaid'))";
    // The session check, the page, its count and the unpaid reminder's count in one round trip (ADR 160).
    const { results } = await customerBatch(ctx, (hash) => {
      const reader = { sessionHash: hash };
      return [
        ctx.db
          .prepare(`SELECT count(*) AS n FROM orders o WHERE ${readerSql(reader)} AND ${where}`)
          .bind(null, ...readerBinds(reader), input.status ?? null),
        unpaidCountStatement(ctx, hash),
        ...ordersStatements(
          ctx,
          reader,
          where,
          [input.status ?? null, input.pageSize, offset(input)],
          "ORDER BY o.created_at DESC, o.order_no DESC LIMIT ?6 OFFSET ?7",
        ),
      ];
    });
    return {
      list: readOrders(results.slice(2)),
      total: countOf(results[0]),
      page: input.page,
      pageSize: input.pageSize,
      unpaidCount: countOf(results[1]),
    };
  },
});

export const orderDetailCall = defineCall({
  path: "order/detail",
  summary: "One order with items, amounts, address, shipments and the actions allowed",
  tag: "orders",
  input: z.object({ orderNo }),
  output: order,
  handle: async (ctx, input) => {
    if (!ctx.headers.get("x-auth"))
      return findOrder(ctx, { customerId: null, cartId: visitorCartId(ctx) }, input.orderNo);
    // A customer's order and the session check in one round trip (ADR 160).
    const { results } = await customerBatch(ctx, (hash) =>
      ordersStatements(ctx, { sessionHash: hash }, "o.order_no = ?5", [input.orderNo]),
    );
    const [found] = readOrders(results);
    if (!found) throw notFound();
    return found;
  },
});

export const orderLookupCall = defineCall({
  path: "order/lookup",
  summary: "A visitor's order by its number and the email it was placed with",
  tag: "orders",
  input: orderLookupInput,
  output: order,
  handle: async (ctx, input) => {
    // Order numbers are 14 digits and emails guessable: the address's tries are counted in the same
    // round trip as the read, and past the limit the answer is 429 whether or not the order exists.
    // The limit is shared with every call that takes a number and an email (guest-proof.ts).
    const viewer = { customerId: null, cartId: null, email: input.email };
    const [hit, ...reads] = await ctx.db.batch([
      guestProofHit(ctx),
      ...ordersStatements(ctx, viewer, "o.order_no = ?5", [input.orderNo]),
    ]);
    assertGuestProofAllowed(hit);
    const [found] = readOrders(reads);
    if (!found) throw notFound();
    return found;
  },
});

export const orderUnpaidCountCall = defineCall({
  path: "order/unpaidCount",
  summary: 'How many of the customer\'s orders wait for payment ("You have {0} unpaid orders")',
  tag: "orders",
  input: z.object({}),
  output: z.object({ count: z.number().int() }),
  handle: async (ctx) => {
    if (!ctx.headers.get("x-auth")) return { count: 0 };
    const { results } = await customerBatch(ctx, (hash) => [unpaidCountStatement(ctx, hash)]);
    return { count: countOf(results[0]) };
  },
});

export const orderCancelCall = defineCall({
  path: "order/cancel",
  summary:
    "Cancel an order not yet shipped: unpaid ones at once (stock and coupon go back), paid ones go to pending_cancellation",
  tag: "orders",
  input: z.object({ orderNo }),
  output: order,
  handle: async (ctx, input) => {
    const viewer = await currentViewer(ctx);
    const cancel = viewerUpdate(
      ctx,
      viewer,
      input.orderNo,
      `status = CASE o.pay_status WHEN 'paid' THEN 'pending_cancellation' ELSE 'cancelled' END,
       cancelled_at = CASE o.pay_status WHEN 'paid' THEN NULL ELSE ${NOW} END`,
      `o.status = 'in_progress' AND ${NOT_SHIPPED}`,
    );
    const changed = await changeOrder(ctx, viewer, input.orderNo, [
      cancel,
      ...releaseStatements(ctx.db, input.orderNo),
    ]);
    await releaseToStockObjects(ctx.env, changed, ctx.purgePages);
    // The customer's other tabs (an order list open elsewhere) refresh too.
    await pushOrderUpdate(ctx, viewer.customerId, changed);
    // An unpaid order is cancelled at once; a paid one only asks, and mails when the operator approves.
    if (changed.status === "cancelled") await sendOrderMail(ctx, changed.orderNo, "cancelled", "shopper");
    return changed;
  },
});

export const orderConfirmReceiptCall = defineCall({
  path: "order/confirmReceipt",
  summary: "Confirm a shipped order arrived; it is then completed",
  tag: "orders",
  input: z.object({ orderNo }),
  output: order,
  handle: async (ctx, input) => {
    const viewer = await currentViewer(ctx);
    const confirm = viewerUpdate(
      ctx,
      viewer,
      input.orderNo,
      `status = 'completed', completed_at = ${NOW}`,
      `o.status = 'in_progress' AND NOT ${NOT_SHIPPED}`,
    );
    const changed = await changeOrder(ctx, viewer, input.orderNo, [confirm]);
    await pushOrderUpdate(ctx, viewer.customerId, changed);
    return changed;
  },
});
