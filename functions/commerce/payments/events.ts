/**
 * admin/payment/events: the latest gateway notifications and what each did (paid, refunded,
 * failed, mismatch, …), newest first — what `npm run admin -- payments` prints, so an operator
 * can see a refused amount or an event for an unknown order without opening the gateway.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";

const event = z.object({
  eventId: z.string(),
  provider: z.string(),
  type: z.string(),
  orderNo: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  outcome: z.string(),
  detail: z.string(),
  createdAt: z.string(),
});

type EventRow = {
  event_id: string;
  provider: string;
  type: string;
  order_no: string | null;
  amount: number | null;
  currency: string | null;
  outcome: string;
  detail: string;
  created_at: string;
};

export const adminPaymentEventsCall = defineCall({
  path: "admin/payment/events",
  summary: "The latest verified payment gateway events and their outcome, newest first (optionally of one order)",
  tag: "admin",
  admin: true,
  input: z.object({
    orderNo: z.string().trim().max(20).optional(),
    limit: z.number().int().min(1).max(200).default(30),
  }),
  output: z.object({ list: z.array(event) }),
  handle: async (ctx, input) => {
    const rows = await ctx.db
      .prepare(
        "SELECT * FROM payment_events WHERE (?1 IS NULL OR order_no = ?1) ORDER BY created_at DESC, rowid DESC LIMIT ?2",
      )
      .bind(input.orderNo ?? null, input.limit)
      .all<EventRow>();
    return {
      list: rows.results.map((row) => ({
        eventId: row.event_id,
        provider: row.provider,
        type: row.type,
        orderNo: row.order_no,
        amount: row.amount,
        currency: row.currency,
        outcome: row.outcome,
        detail: row.detail,
        createdAt: row.created_at,
      })),
    };
  },
});
