/**
 * POST /api/web/payment/webhook/:methodId — where a payment gateway tells the shop what happened
 * to a payment. The provider verifies the request itself (signature with its own secret); one
 * it does not vouch for is answered 400 and touches nothing. A verified event is applied once
 * (ADR 140): its id goes into `payment_events` in the same batch as the change, and the change
 * is guarded by that id's absence, so a redelivery — or two deliveries at once — changes nothing
 * a second time and is simply acknowledged.
 *
 * - paid: the order is settled only while it is in progress, unpaid and unshipped and only when
 *   amount and currency are the order's own (settle.ts); a mismatch is refused (409) and recorded.
 * - failed: the order stays unpaid and keeps the reason for the shopper (`paymentFailure`).
 * - refunded: `refunded_amount` rises to what the gateway reports as refunded in all, never
 *   beyond what was paid; completed refund applications are marked refunded once nothing waits.
 * - paid for an order already cancelled unpaid (its payment window ended): the order stays
 *   cancelled and the payment is refunded through the provider ("late payment returned").
 * - ignored: events the shop does not act on are recorded and acknowledged.
 */
import type { Context } from "hono";
import type { ShopBindings } from "../kernel/http/router";
import { Code, envelope, notFound, ShopError } from "../kernel/http/envelope";
import { type PaymentNotice, paymentProvider, settleByNotice } from "../payments";
import { salesStatements } from "./sales-count";
import { NOW } from "./return-sql";
import { sendOrderMail, type OrderMailSender } from "./order-mail";
import { orderProductsStatement, productIdsOf, purgePaidOrder } from "./paid-purge";

export const WEBHOOK_PATH = "/api/web/payment/webhook/:methodId";

type OrderRow = {
  order_no: string;
  status: string;
  pay_status: string;
  total: number;
  currency: string;
  payment_amount: number;
  refunded_amount: number;
  shipped: number;
};

/** What the event did, as recorded in payment_events and listed by `npm run admin -- payments`. */
export type EventOutcome =
  | "paid"
  | "already paid"
  | "mismatch"
  | "not payable"
  | "failed"
  | "refunded"
  | "unknown order"
  | "ignored"
  | "late payment returned";

/** Cancelled before any money arrived: its payment window ended (orders/expiry.ts) or the shopper cancelled. */
const cancelledUnpaid = (order: OrderRow) => order.status === "cancelled" && order.pay_status === "unpaid";

const UNAPPLIED = "NOT EXISTS (SELECT 1 FROM payment_events WHERE event_id = ?9)";

function outcomeOf(notice: PaymentNotice, order: OrderRow | undefined): { outcome: EventOutcome; detail: string } {
  if (notice.result === "ignored") return { outcome: "ignored", detail: "" };
  if (!order) return { outcome: "unknown order", detail: notice.orderNo ?? notice.reference ?? "" };
  const sameCurrency = notice.currency.toUpperCase() === order.currency.toUpperCase();
  if (notice.result === "paid") {
    if (order.pay_status === "paid") return { outcome: "already paid", detail: "" };
    if (!sameCurrency || notice.amount !== order.total)
      return {
        outcome: "mismatch",
        detail: `${notice.amount} ${notice.currency} for ${order.total} ${order.currency}`,
      };
    // Paid on the gateway's page after the order was cancelled unpaid: the order stays cancelled
    // (its stock is already back on sale) and the money goes back (ADR 204).
    if (cancelledUnpaid(order) && notice.reference) return { outcome: "late payment returned", detail: "" };
    if (order.status !== "in_progress" || order.shipped) return { outcome: "not payable", detail: order.status };
    return { outcome: "paid", detail: "" };
  }
  if (notice.result === "failed") return { outcome: "failed", detail: notice.failure ?? "" };
  // The gateway confirming the refund of such a late payment: nothing on the order changes.
  if (cancelledUnpaid(order)) return { outcome: "late payment returned", detail: String(notice.amount) };
  if (!sameCurrency || !(notice.amount <= order.payment_amount))
    return {
      outcome: "mismatch",
      detail: `${notice.amount} ${notice.currency} refunded of ${order.payment_amount} ${order.currency}`,
    };
  return { outcome: "refunded", detail: String(notice.amount) };
}

/** The statements that apply the notice (each guarded by the event's absence, bound as ?9). */
function changes(
  db: D1DatabaseSession,
  notice: PaymentNotice,
  orderNo: string,
  methodId: string,
  eventId: string | null,
): D1PreparedStatement[] {
  // With no event id (?9 null) the guard always holds; settling is idempotent by its own conditions.
  const guard = UNAPPLIED;
  if (notice.result === "paid")
    return [settleByNotice(db, { ...notice, orderNo }, methodId, eventId), ...salesStatements(db, orderNo)];
  if (notice.result === "failed") {
    return [
      db
        .prepare(
          `UPDATE orders SET payment_failure = ?2, updated_at = ${NOW} WHERE order_no = ?1 AND pay_status = 'unpaid' AND ${guard}`,
        )
        .bind(orderNo, notice.failure ?? "payment_failed", ...pad(6), eventId),
    ];
  }
  if (notice.result === "refunded") {
    return [
      db
        .prepare(
          `UPDATE orders SET refunded_amount = max(refunded_amount, ?2), refunded_at = ${NOW}, updated_at = ${NOW}
         WHERE order_no = ?1 AND ?2 > refunded_amount AND ?2 <= payment_amount AND ${guard}`,
        )
        .bind(orderNo, notice.amount, ...pad(6), eventId),
      // Refund applications completed earlier are refunded once the provider confirmed all that was asked.
      db
        .prepare(
          `UPDATE returns SET refunded_at = ${NOW}, updated_at = ${NOW}
         WHERE order_no = ?1 AND status = 'completed' AND apply_type IN (1, 3) AND refunded_at IS NULL
           AND (SELECT refunded_amount >= refund_requested FROM orders WHERE order_no = ?1)`,
        )
        .bind(orderNo),
    ];
  }
  return [];
}

/** The webhook's env, its request's waitUntil (absent for a bare caller) and origin, for order mails. */
function mailSender(c: Context<ShopBindings>): OrderMailSender {
  let execution: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    execution = c.executionCtx;
  } catch {
    // Hono throws when the caller passed no execution context: the mail is then sent in place.
  }
  return { env: c.env, waitUntil: execution?.waitUntil?.bind(execution), origin: new URL(c.req.url).origin };
}

/** Unused positional parameters, so every statement can bind the event id as ?9. */
const pad = (count: number) => Array.from({ length: count }, () => null);

export async function paymentWebhook(c: Context<ShopBindings>): Promise<Response> {
  const provider = paymentProvider(c.req.param("methodId") ?? "", c.env);
  if (!provider?.handleWebhook) throw notFound();
  const notice = await provider.handleWebhook(c.req.raw, c.env);
  if (!notice) throw new ShopError(Code.failed, "webhookSignatureInvalid", 400);
  // The router's session for this path starts "first-primary" (d1-session.ts): the event is judged
  // against the order as it is now, not as a replica last saw it.
  const db = c.var.db;
  const [seen, found] = await db.batch([
    db.prepare("SELECT outcome FROM payment_events WHERE event_id = ?").bind(notice.eventId),
    db
      .prepare(
        `SELECT o.order_no, o.status, o.pay_status, o.total, o.currency, o.payment_amount, o.refunded_amount,
         EXISTS (SELECT 1 FROM shipments WHERE order_no = o.order_no) AS shipped
       FROM orders o WHERE o.order_no = ?1 OR (?2 IS NOT NULL AND o.payment_reference = ?2) ORDER BY o.order_no = ?1 DESC LIMIT 1`,
      )
      .bind(notice.orderNo, notice.reference),
  ]);
  const previous = seen.results[0] as { outcome: string } | undefined;
  if (previous)
    return envelope(Code.ok, "ok", { orderNo: notice.orderNo, outcome: previous.outcome, replayed: true }, 200);
  const order = found.results[0] as OrderRow | undefined;
  const { outcome, detail } = outcomeOf(notice, order);
  // Given back before the event is recorded: if the gateway refuses, the webhook fails and is
  // redelivered, and the same idempotency key never refunds twice.
  if (order && notice.result === "paid" && outcome === "late payment returned")
    await provider.refund(
      {
        orderNo: order.order_no,
        currency: notice.currency,
        paymentAmount: notice.amount,
        paymentReference: notice.reference,
      },
      notice.amount,
      `late-payment-${notice.reference}`,
      c.env,
    );
  const apply =
    order && (outcome === "paid" || outcome === "failed" || outcome === "refunded")
      ? changes(db, notice, order.order_no, provider.methodId, notice.eventId)
      : [];
  const record = notice.eventId
    ? [
        db
          .prepare(
            "INSERT OR IGNORE INTO payment_events (event_id, provider, type, order_no, amount, currency, outcome, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
          )
          .bind(
            notice.eventId,
            provider.methodId,
            notice.type,
            order?.order_no ?? notice.orderNo,
            Number.isFinite(notice.amount) ? notice.amount : null,
            notice.currency || null,
            outcome,
            detail,
          ),
      ]
    : [];
  // A payment reorders the best sellers: the order's products ride in the same batch (no extra trip).
  const products = order && outcome === "paid" ? [orderProductsStatement(db, order.order_no)] : [];
  if (apply.length + record.length) {
    const results = await db.batch([...apply, ...record, ...products]);
    if (products.length) await purgePaidOrder(c.var.purgePages, productIdsOf(results.at(-1)));
  }
  // Paid and refunded mail once per order and refunded total, however often the event comes (ADR 216).
  if (order && (outcome === "paid" || outcome === "refunded"))
    await sendOrderMail(mailSender(c), order.order_no, outcome);
  if (outcome === "mismatch" || outcome === "not payable") {
    console.warn(`payment webhook ${notice.eventId ?? ""} for order ${order?.order_no}: ${outcome} ${detail}`);
    throw new ShopError(Code.fullFailure, "orderActionRefused", 409);
  }
  const payStatus =
    outcome === "paid" || outcome === "already paid" || order?.pay_status === "paid" ? "paid" : "unpaid";
  return envelope(Code.ok, "ok", { orderNo: order?.order_no ?? notice.orderNo, payStatus, outcome }, 200);
}
