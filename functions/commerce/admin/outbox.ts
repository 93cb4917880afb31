/**
 * admin/outbox: the latest mail and SMS written to the development outbox. In production the
 * outbox is no transport (docs/decisions/100), so the call answers that it is off instead of
 * reading the table: rows left from before could hold codes in clear text.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { Code, ShopError } from "../kernel/http/envelope";
import { developmentFeatures } from "../../contract/environment";

const LATEST = 20;

const message = z.object({
  id: z.number().int(),
  channel: z.enum(["mail", "sms"]),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

type OutboxRow = {
  id: number;
  channel: "mail" | "sms";
  to: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: string;
};

export const outboxCall = defineCall({
  path: "admin/outbox",
  summary: `The latest ${LATEST} messages written to the development outbox, optionally to one address or number (off in production)`,
  tag: "operators",
  admin: true,
  input: z.object({ to: z.string().trim().min(1).max(320).optional() }),
  output: z.array(message),
  handle: async (ctx, input) => {
    if (!developmentFeatures(ctx.env)) throw new ShopError(Code.fullFailure, "outboxOff", 404);
    const where = input.to ? 'WHERE "to" = ?' : "";
    const statement = ctx.db.prepare(
      `SELECT id, channel, "to", subject, text, code, created_at FROM outbox ${where} ORDER BY id DESC LIMIT ${LATEST}`,
    );
    const { results } = await (input.to ? statement.bind(input.to) : statement).run<OutboxRow>();
    return results.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at }));
  },
});
