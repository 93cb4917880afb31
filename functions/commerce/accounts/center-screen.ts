/**
 * user/center: what the user center shows — the customer (as user/info answers it) and the
 * latest orders (as order/list answers them) — with the session check, in one D1 round trip.
 * The screen asked user/info and order/list, each a round trip of its own; with the page shell's
 * shopper/summary and the route request that made the center 4 (ADR 160). A backend of the
 * contract without this call is asked those two instead (app/lib/center-screen.server.ts).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { CURRENT_USER_SQL, customerBatch } from "../kernel/http/customer";
import { Code, ShopError } from "../kernel/http/envelope";
import { order, ordersStatements, readOrders } from "../orders";
import { USER_SQL, toUser, userShape, type UserRow } from "./users";

export const userCenterCall = defineCall({
  path: "user/center",
  summary: "The signed-in customer and their latest orders (newest first), in one round trip",
  tag: "user center",
  input: z.object({ recentOrders: z.number().int().min(1).max(20).default(5) }),
  output: z.object({ user: userShape, recentOrders: z.array(order) }),
  handle: async (ctx, input) => {
    const { results } = await customerBatch(ctx, (hash) => [
      ctx.db.prepare(`SELECT ${USER_SQL} FROM users u WHERE u.id = ${CURRENT_USER_SQL}`).bind(hash),
      // No filter: ?5 is bound to null so the LIMIT keeps its number (?6).
      ...ordersStatements(
        ctx,
        { sessionHash: hash },
        "?5 IS NULL",
        [null, input.recentOrders],
        "ORDER BY o.created_at DESC, o.order_no DESC LIMIT ?6",
      ),
    ]);
    const row = results[0].results[0] as UserRow | undefined;
    if (!row) throw new ShopError(Code.authInvalid, "signInRequired", 401);
    return { user: toUser(row), recentOrders: readOrders(results.slice(1)) };
  },
});
