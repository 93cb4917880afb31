/**
 * order.updated on the customer's open sockets whenever an order changes state (operator or
 * customer), so an open order page refreshes itself. Guests' orders have no user to tell.
 */
import type { ShopContext } from "../kernel/http/context";
import type { Order } from "./order";

export async function pushOrderUpdate(
  ctx: ShopContext,
  userId: number | null,
  changed: Pick<Order, "orderNo" | "status" | "payStatus">,
) {
  if (userId === null) return;
  await ctx.realtime.toUser(userId, {
    type: "order.updated",
    data: { orderNo: changed.orderNo, status: changed.status, payStatus: changed.payStatus },
  });
}
