/**
 * The user-area screens that show two things at once, each asked in ONE backend call so the page
 * stays within 3 D1 round trips (page shell + route request + this call; docs/decisions/160):
 * the centre (`user/centre`: the customer and the latest orders), the order list (`order/list`
 * answers `unpaidCount` too) and the favourites (`favorite/list` answers `counts` too). A backend
 * of the contract without these additions (API_ORIGIN elsewhere) is asked the contract's calls.
 */
import { UpstreamError } from "./envelope";
import type { Upstream } from "./upstream.server";

type Paged<T> = { list: T[]; total: number; page: number; pageSize: number };

/** The customer (user/info) and their `count` latest orders (order/list). */
export async function loadCentre<User, Order>(upstream: Upstream, count = 5): Promise<{ user: User; orders: Order[] }> {
  try {
    const centre = await upstream.call<{ user: User; recentOrders: Order[] }>("user/centre", { recentOrders: count });
    return { user: centre.user, orders: centre.recentOrders };
  } catch (error) {
    if (!(error instanceof UpstreamError && error.status === 404)) throw error;
    const [user, orders] = await Promise.all([upstream.call<User>("user/info"), upstream.call<Paged<Order>>("order/list", { page: 1, pageSize: count })]);
    return { user, orders: orders.list };
  }
}

/** One page of the order list and the unpaid reminder's count. */
export async function loadOrderList<Order>(upstream: Upstream, input: { status?: string; page: number }): Promise<Paged<Order> & { unpaidCount: number }> {
  const orders = await upstream.call<Paged<Order> & { unpaidCount?: unknown }>("order/list", input);
  const unpaidCount = Number.isInteger(orders.unpaidCount) ? (orders.unpaidCount as number) : (await upstream.call<{ count: number }>("order/unpaidCount")).count;
  return { ...orders, unpaidCount };
}

/** One page of a favourites list and how many items each list holds. */
export async function loadFavorites<Item, Type extends string>(upstream: Upstream, input: { type: Type; page: number; pageSize: number }): Promise<{ list: Paged<Item>; counts: Record<Type, number> }> {
  const { counts, ...list } = await upstream.call<Paged<Item> & { counts?: Record<Type, number> }>("favorite/list", input);
  return { list, counts: counts ?? (await upstream.call<Record<Type, number>>("favorite/count")) };
}
