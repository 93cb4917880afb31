/**
 * The activity log (API.md `user/log`): what a customer did — orders, returns, reviews,
 * favourites, profile changes. Other areas add entries with `logActivity`, a statement to put in
 * the same batch as the change it records, so the log never claims what did not happen.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import type { ShopContext } from "../http/context";
import { requireCustomer } from "../http/customer";
import { listOf, offset, paging } from "../http/paging";
import { requester } from "./device";

export const ACTIVITY_ACTIONS = [
  "orderPlaced", "orderCancelled", "orderReceived", "returnApplied", "reviewAdded",
  "favoriteAdded", "favoriteRemoved", "profileChanged", "avatarChanged", "addressSaved", "addressDeleted",
  "articleSaved", "articleDeleted",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export function logActivity(ctx: ShopContext, userId: number, action: ActivityAction, detail: Record<string, unknown> = {}): D1PreparedStatement {
  const who = requester(ctx);
  return ctx.db
    .prepare("INSERT INTO user_events (user_id, stream, action, detail, ip, device) VALUES (?, 'activity', ?, ?, ?, ?)")
    .bind(userId, action, JSON.stringify(detail), who.ip, who.device);
}

const entryShape = z.object({ id: z.number().int(), action: z.string(), detail: z.record(z.string(), z.unknown()), createdAt: z.string() });

export const userLogCall = defineCall({
  path: "user/log",
  summary: "The activity log: orders, returns, reviews, favourites, profile changes; newest first",
  tag: "user centre",
  input: z.object(paging),
  output: listOf(entryShape),
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const [list, total] = await ctx.db.batch<Record<string, unknown>>([
      ctx.db
        .prepare("SELECT id, action, detail, created_at FROM user_events WHERE user_id = ? AND stream = 'activity' ORDER BY id DESC LIMIT ? OFFSET ?")
        .bind(customer.userId, input.pageSize, offset(input)),
      ctx.db.prepare("SELECT count(*) AS n FROM user_events WHERE user_id = ? AND stream = 'activity'").bind(customer.userId),
    ]);
    type Row = { id: number; action: string; detail: string; created_at: string };
    return {
      list: (list.results as Row[]).map((row) => ({ id: row.id, action: row.action, detail: JSON.parse(row.detail) as Record<string, unknown>, createdAt: row.created_at })),
      total: (total.results[0] as { n: number }).n,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
