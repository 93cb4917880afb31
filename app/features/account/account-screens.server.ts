/**
 * The user-area screens that show two things at once, each asked in ONE backend call so the page
 * stays within 3 D1 round trips (page shell + route request + this call; docs/decisions/160):
 * the center (`user/center`: the customer and the latest orders), the order list (`order/list`
 * answers `unpaidCount` too) and the favorites (`favorite/list` answers `counts` too). A backend
 * of the contract without these additions (API_ORIGIN elsewhere) is asked the contract's calls.
 */
import { UpstreamError } from "../../lib/envelope";
import type { Upstream } from "../../lib/upstream.server";
import type { CallInput } from "../../../functions/contract/calls";

/** The customer (user/info) and their `count` latest orders (order/list). */
export async function loadCenter(upstream: Upstream, count = 5) {
  try {
    const center = await upstream.call("user/center", { recentOrders: count });
    return { user: center.user, orders: center.recentOrders };
  } catch (error) {
    if (!(error instanceof UpstreamError && error.status === 404)) throw error;
    const [user, orders] = await Promise.all([
      upstream.call("user/info"),
      upstream.call("order/list", { page: 1, pageSize: count }),
    ]);
    return { user, orders: orders.list };
  }
}

/** One page of the order list and the unpaid reminder's count. */
export async function loadOrderList(upstream: Upstream, input: CallInput<"order/list">) {
  const orders = await upstream.call("order/list", input);
  const unpaidCount =
    typeof orders.unpaidCount === "number" ? orders.unpaidCount : (await upstream.call("order/unpaidCount")).count;
  return { ...orders, unpaidCount };
}

/** One page of a favorites list and how many items each list holds. */
export async function loadFavorites(upstream: Upstream, input: CallInput<"favorite/list">) {
  const { counts, ...list } = await upstream.call("favorite/list", input);
  return { list, counts: counts ?? (await upstream.call("favorite/count")) };
}
