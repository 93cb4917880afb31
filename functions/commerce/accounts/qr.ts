/**
 * QR sign-in across devices. The desktop asks for a ticket (auth/qr/create) and shows its URL as
 * a QR code; a signed-in phone opens it (auth/qr/scan shows who is asking: device, IP, place)
 * and approves or declines (auth/qr/confirm) — only after that scan, from the same session, so
 * nobody approves a request the phone never showed. The desktop polls auth/qr/status, which hands out
 * the new session's token exactly once. Tickets are 256-bit random and live two minutes.
 * A desktop with an open socket sends its visitor id with one status call instead of polling;
 * scanning, approving and declining then push qr.scanned / qr.confirmed / qr.declined to that
 * visitor's socket.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { requireCustomer } from "../kernel/http/customer";
import { Code, ShopError } from "../kernel/http/envelope";
import { expiresAt } from "./codes";
import { requester } from "../kernel/device";
import { securityEvent } from "./events";
import { shopLink } from "./links";
import { ACCOUNT_POLICY, RATE_LIMITS } from "../kernel/policy";
import { randomToken } from "../kernel/random";
import { spend } from "../kernel/rate-limits";
import { signIn } from "./signin";
import { USER_SQL, type UserRow } from "./users";

const ticketField = z.string().trim().min(20).max(100);
const LIVE = "expires_at > strftime('%Y-%m-%dT%H:%M:%fZ','now')";

type TicketRow = {
  status: string;
  ip: string;
  device: string;
  place: string;
  expires_at: string;
  created_at: string;
  live: number;
};

function readTicket(ctx: ShopContext, ticket: string) {
  return ctx.db
    .prepare(
      `SELECT status, ip, device, place, expires_at, created_at, ${LIVE} AS live FROM qr_tickets WHERE ticket = ?`,
    )
    .bind(ticket)
    .first<TicketRow>();
}

export const qrCreateCall = defineCall({
  path: "auth/qr/create",
  summary: "Start a QR sign-in: a short-lived ticket and the URL the phone opens",
  tag: "accounts",
  input: z.object({}),
  output: z.object({ ticket: z.string(), url: z.string(), expiresAt: z.string() }),
  handle: async (ctx) => {
    const who = requester(ctx);
    await spend(ctx, [[`qr-ip:${who.ip}`, RATE_LIMITS.qrCreatePerIp]]);
    const ticket = randomToken();
    const expires = expiresAt(ACCOUNT_POLICY.qrTicketTtlS);
    await ctx.db
      .prepare(
        "INSERT INTO qr_tickets (ticket, status, ip, device, place, expires_at) VALUES (?, 'pending', ?, ?, ?, ?)",
      )
      .bind(ticket, who.ip, who.device, who.place, expires)
      .run();
    return { ticket, url: shopLink(ctx, `/auth/qr/${ticket}`), expiresAt: expires };
  },
});

export const qrStatusCall = defineCall({
  path: "auth/qr/status",
  summary: "Where a QR sign-in stands; once confirmed, answers the new session's token (once)",
  tag: "accounts",
  input: z.object({
    ticket: ticketField,
    visitorId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  }),
  output: z.object({
    status: z.enum(["pending", "scanned", "confirmed", "declined", "expired"]),
    token: z.string().optional(),
    /** Answered to a tab that registers its visitor id: it stops polling, so it needs to know when the ticket ends. */
    expiresAt: z.string().optional(),
  }),
  handle: async (ctx, input) => {
    if (input.visitorId) {
      // The first tab to say so is the one told when the phone answers.
      await ctx.db
        .prepare(`UPDATE qr_tickets SET visitor_id = ? WHERE ticket = ? AND visitor_id IS NULL AND ${LIVE}`)
        .bind(input.visitorId, input.ticket)
        .run();
    }
    const claimed = await ctx.db
      .prepare(
        `UPDATE qr_tickets SET status = 'used' WHERE ticket = ? AND status = 'confirmed' AND ${LIVE} RETURNING user_id`,
      )
      .bind(input.ticket)
      .first<{ user_id: number }>();
    if (claimed) {
      const row = await ctx.db
        .prepare(`SELECT ${USER_SQL} FROM users u WHERE u.id = ?`)
        .bind(claimed.user_id)
        .first<UserRow>();
      if (row) return { status: "confirmed" as const, token: (await signIn(ctx, row, "qr")).token };
    }
    const ticket = await readTicket(ctx, input.ticket);
    if (!ticket || !ticket.live || ticket.status === "used") return { status: "expired" as const };
    const status = ticket.status as "pending" | "scanned" | "declined";
    return input.visitorId ? { status, expiresAt: ticket.expires_at } : { status };
  },
});

const requestShape = z.object({
  status: z.string(),
  device: z.string(),
  ip: z.string(),
  place: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const qrScanCall = defineCall({
  path: "auth/qr/scan",
  summary: "The phone opened the ticket: who is asking to sign in (signed in)",
  tag: "accounts",
  input: z.object({ ticket: ticketField }),
  output: requestShape,
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    // The first session to scan is the one that may answer (qrConfirmCall).
    const [scanned, found] = await ctx.db.batch<TicketRow & { visitor_id: string | null }>([
      ctx.db
        .prepare(
          `UPDATE qr_tickets SET status = 'scanned', scanned_session = ? WHERE ticket = ? AND status = 'pending' AND ${LIVE}`,
        )
        .bind(customer.sessionId, input.ticket),
      ctx.db
        .prepare(
          `SELECT status, ip, device, place, expires_at, created_at, visitor_id, ${LIVE} AS live FROM qr_tickets WHERE ticket = ?`,
        )
        .bind(input.ticket),
    ]);
    const ticket = found.results[0];
    if (!ticket || !ticket.live || !["pending", "scanned"].includes(ticket.status))
      throw new ShopError(Code.fullFailure, "qrExpired", 400);
    if (scanned.meta.changes > 0 && ticket.visitor_id) {
      await ctx.realtime.toVisitor(ticket.visitor_id, { type: "qr.scanned", data: { ticket: input.ticket } });
    }
    return {
      status: ticket.status,
      device: ticket.device,
      ip: ticket.ip,
      place: ticket.place,
      createdAt: ticket.created_at,
      expiresAt: ticket.expires_at,
    };
  },
});

export const qrConfirmCall = defineCall({
  path: "auth/qr/confirm",
  summary: "Approve (or, with approve false, decline) a QR sign-in from the signed-in phone",
  tag: "accounts",
  input: z.object({ ticket: ticketField, approve: z.boolean().default(true) }),
  output: z.null(),
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const done = await ctx.db
      .prepare(
        `UPDATE qr_tickets SET status = ?, user_id = ? WHERE ticket = ? AND status = 'scanned' AND scanned_session = ? AND ${LIVE} RETURNING visitor_id`,
      )
      .bind(input.approve ? "confirmed" : "declined", customer.userId, input.ticket, customer.sessionId)
      .first<{ visitor_id: string | null }>();
    if (!done) throw new ShopError(Code.fullFailure, "qrExpired", 400);
    if (input.approve) await securityEvent(ctx, customer.userId, "qrApproved").run();
    // The push carries no token: the desktop claims it with one more status call.
    if (done.visitor_id) {
      await ctx.realtime.toVisitor(done.visitor_id, {
        type: input.approve ? "qr.confirmed" : "qr.declined",
        data: { ticket: input.ticket },
      });
    }
    return null;
  },
});
