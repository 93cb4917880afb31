/**
 * Order mails (docs/api.md "Order mails", ADR 216): placed, paid, shipped, refunded, cancelled.
 * Each trigger point calls `sendOrderMail` once its own change is written; this module then
 *
 * 1. claims the mail in `order_mails`, in the same round trip as every read the mail needs. The
 *    claim holds only while the order really is in that state (paid, shipped, refunded, cancelled)
 *    and its key says what makes a repeat a new mail ("refunded:<refunded total>", "shipped:<id>"),
 *    so a payment event delivered twice, two deliveries at once or a repeated operator call mail
 *    once;
 * 2. writes it in the order's language (stored at checkout) and hands it to mail/send.ts: the
 *    Resend job in production, the development outbox locally. Production without a mail provider
 *    claims and sends nothing.
 *
 * It never fails its caller: a mail is a side effect of an order change that has already happened.
 * With an execution context the work runs after the answer (waitUntil); without one (a bare
 * in-process caller, the commerce tests) it runs in place, still swallowing its errors.
 */
import { canSend, sendMessage } from "../mail";
import type { JobProducer } from "../jobs";
import { DEFAULT_LANGUAGE, isLanguage } from "../kernel/i18n/languages";
import { localise } from "../kernel/i18n/translate";
import { DEFAULT_SITE, linksFromSettings } from "../site";
import {
  orderMailText,
  type CancelReason,
  type MailedOrder,
  type OrderMailKind,
  type OrderMailLine,
} from "./order-mail-text";

export type { CancelReason, OrderMailKind } from "./order-mail-text";

/** Who sends: the Worker's env, a request's waitUntil when there is one, its origin as a fallback link base. */
export type OrderMailSender = JobProducer & { origin?: string };

/** The claim's key and the state the order must be in for the mail to be true. */
const CLAIMS: Record<OrderMailKind, { event: string; when: string }> = {
  placed: { event: "'placed'", when: "1" },
  paid: { event: "'paid'", when: "o.pay_status = 'paid'" },
  shipped: {
    event: "'shipped:' || (SELECT max(id) FROM shipments WHERE order_no = o.order_no)",
    when: "EXISTS (SELECT 1 FROM shipments WHERE order_no = o.order_no)",
  },
  refunded: { event: "'refunded:' || o.refunded_amount", when: "o.refunded_amount > 0" },
  cancelled: { event: "'cancelled'", when: "o.status = 'cancelled'" },
};

type OrderRow = {
  order_no: string;
  pay_by: string | null;
  user_id: number | null;
  language: string;
  origin: string;
  currency: string;
  subtotal: number;
  shipping_fee: number;
  coupon_discount: number;
  total: number;
  refunded_amount: number;
  pay_status: string;
  mail_to: string | null;
  instructions: string | null;
  i18n: string | null;
};

/**
 * Sends the order's `kind` mail once. `reason` says why a cancelled order was cancelled (the
 * unpaid-order expiry passes "expired"). Resolves when the work is handed over; never rejects.
 */
export function sendOrderMail(
  sender: OrderMailSender,
  orderNo: string,
  kind: OrderMailKind,
  reason?: CancelReason,
): Promise<void> {
  const work = mailOnce(sender, orderNo, kind, reason).catch((error) =>
    console.error(`order ${orderNo}: ${kind} mail not sent:`, error instanceof Error ? error.message : String(error)),
  );
  if (!sender.waitUntil) return work;
  sender.waitUntil(work);
  return Promise.resolve();
}

async function mailOnce(
  sender: OrderMailSender,
  orderNo: string,
  kind: OrderMailKind,
  reason?: CancelReason,
): Promise<void> {
  // Production without Resend: nothing can go out, so nothing is claimed either.
  if (!canSend("mail", sender.env)) return;
  const db = sender.env.DB;
  const claim = CLAIMS[kind];
  const [claimed, orders, items, shipments, settings] = await db.batch([
    db
      .prepare(
        `INSERT INTO order_mails (order_no, event) SELECT o.order_no, ${claim.event} FROM orders o
         WHERE o.order_no = ?1 AND ${claim.when} ON CONFLICT DO NOTHING`,
      )
      .bind(orderNo),
    db
      .prepare(
        `SELECT o.order_no, o.user_id, o.language, o.origin, o.currency, o.subtotal, o.shipping_fee, o.coupon_discount,
           o.total, o.refunded_amount, o.pay_status, o.pay_by, coalesce(nullif(u.email, ''), o.email) AS mail_to,
           pm.instructions, pm.i18n
         FROM orders o LEFT JOIN users u ON u.id = o.user_id LEFT JOIN payment_methods pm ON pm.id = o.payment_method_id
         WHERE o.order_no = ?1`,
      )
      .bind(orderNo),
    db.prepare("SELECT title, options, price, quantity FROM order_items WHERE order_no = ? ORDER BY id").bind(orderNo),
    db
      .prepare("SELECT express_name, express_no FROM shipments WHERE order_no = ? ORDER BY id DESC LIMIT 1")
      .bind(orderNo),
    db.prepare("SELECT value FROM site_settings WHERE key = 'site'"),
  ]);
  const row = orders.results[0] as OrderRow | undefined;
  if (claimed.meta.changes !== 1 || !row?.mail_to) return;
  const order = mailedOrder(
    sender,
    row,
    items.results as (Omit<OrderMailLine, "options"> & { options: string | null })[],
    shipments.results[0] as { express_name: string; express_no: string } | undefined,
    (settings.results[0] as { value: string } | undefined)?.value,
  );
  const { subject, text } = orderMailText(kind, order, reason);
  try {
    await sendMessage(sender, { channel: "mail", to: row.mail_to, subject, text });
  } catch (error) {
    // Not sent: the claim goes, so the next trigger of the same event may send it after all.
    await db
      .prepare(
        `DELETE FROM order_mails WHERE order_no = ?1 AND event = (SELECT ${claim.event} FROM orders o WHERE o.order_no = ?1)`,
      )
      .bind(orderNo)
      .run();
    throw error;
  }
}

function mailedOrder(
  sender: OrderMailSender,
  row: OrderRow,
  items: (Omit<OrderMailLine, "options"> & { options: string | null })[],
  shipment: { express_name: string; express_no: string } | undefined,
  siteSettings: string | undefined,
): MailedOrder {
  const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
  const prefix = language === DEFAULT_LANGUAGE ? "" : `/${language}`;
  const { rules } = linksFromSettings(siteSettings);
  const site = siteSettings ? (JSON.parse(siteSettings) as { name?: string }) : {};
  const origin = row.origin || sender.origin || "";
  const guest = row.user_id === null;
  // The storefront's own paths: the user area under the site's `user` rule, or the guest lookup page.
  const userBase = rules.user.replace(/\/+$/, "");
  const path = guest ? "/order/lookup" : `${userBase}/order/${row.order_no}`;
  const instructions =
    row.instructions === null
      ? ""
      : localise({ instructions: row.instructions, i18n: row.i18n }, language, ["instructions"]).instructions;
  return {
    orderNo: row.order_no,
    language,
    currency: row.currency,
    subtotal: row.subtotal,
    shippingFee: row.shipping_fee,
    couponDiscount: row.coupon_discount,
    total: row.total,
    refundedAmount: row.refunded_amount,
    payStatus: row.pay_status,
    payBy: row.pay_by,
    lines: items.map((item) => ({
      ...item,
      options: item.options ? (JSON.parse(item.options) as Record<string, string>) : {},
    })),
    instructions,
    shipment: shipment ? { expressName: shipment.express_name, expressNo: shipment.express_no } : null,
    shopName: site.name || DEFAULT_SITE.name,
    link: { href: `${origin}${prefix}${path}`, guest },
  };
}
