/**
 * The activity log (docs/api-calls.md `user/log`): what a customer did — orders, returns, reviews,
 * favorites, profile changes. Orders, returns and reviews are read from their own tables (they
 * already say who and when), so the log can never disagree with them; everything else is an
 * entry added with `logActivity`, a statement to put in the same batch as the change it records,
 * so the log never claims what did not happen.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { currentUserSqlAt, customerBatch } from "../kernel/http/customer";
import { listOf, offset, paging } from "../kernel/http/paging";
import { requester } from "../kernel/device";

/** What `logActivity` records; orderPlaced, returnApplied and reviewAdded come from their tables. */
export const ACTIVITY_ACTIONS = [
  "orderCancelled",
  "orderReceived",
  "favoriteAdded",
  "favoriteRemoved",
  "profileChanged",
  "avatarChanged",
  "addressSaved",
  "addressDeleted",
  "articleSaved",
  "articleDeleted",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export function logActivity(
  ctx: ShopContext,
  userId: number,
  action: ActivityAction,
  detail: Record<string, unknown> = {},
): D1PreparedStatement {
  const who = requester(ctx);
  return ctx.db
    .prepare("INSERT INTO user_events (user_id, stream, action, detail, ip, device) VALUES (?, 'activity', ?, ?, ?, ?)")
    .bind(userId, action, JSON.stringify(detail), who.ip, who.device);
}

const entryShape = z.object({
  id: z.string(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const userLogCall = defineCall({
  path: "user/log",
  summary: "The activity log: orders, returns, reviews, favourites, profile changes; newest first",
  tag: "user center",
  input: z.object(paging),
  output: listOf(entryShape),
  handle: async (ctx, input) => {
    // One ordered stream over the log and the tables that record their own events (?1 = the
    // session's token hash: the session check runs in the same round trip, ADR 160).
    const log = `WITH me(id) AS (SELECT ${currentUserSqlAt("?1")}), log(id, action, detail, created_at) AS (
        SELECT 'event:' || id, action, detail, created_at FROM user_events WHERE user_id = (SELECT id FROM me) AND stream = 'activity'
        UNION ALL SELECT 'order:' || order_no, 'orderPlaced', json_object('orderNo', order_no), created_at FROM orders WHERE user_id = (SELECT id FROM me)
        UNION ALL SELECT 'return:' || return_no, 'returnApplied', json_object('returnNo', return_no, 'orderNo', order_no), created_at FROM returns WHERE user_id = (SELECT id FROM me)
        UNION ALL SELECT 'review:' || id, 'reviewAdded', json_object('productId', product_id, 'rating', rating), created_at FROM reviews WHERE user_id = (SELECT id FROM me))`;
    const {
      results: [list, total],
    } = await customerBatch(ctx, (hash) => [
      ctx.db
        .prepare(
          `${log} SELECT id, action, detail, created_at FROM log ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
        )
        .bind(hash, input.pageSize, offset(input)),
      ctx.db.prepare(`${log} SELECT count(*) AS n FROM log`).bind(hash),
    ]);
    type Row = { id: string; action: string; detail: string; created_at: string };
    return {
      list: (list.results as Row[]).map((row) => ({
        id: row.id,
        action: row.action,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
        createdAt: row.created_at,
      })),
      total: (total.results[0] as { n: number }).n,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
