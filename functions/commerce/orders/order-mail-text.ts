/**
 * What an order mail says (docs/api.md "Order mails", ADR 216): plain text, since the mail
 * transports carry text only (mail/transport.ts), in the order's own language
 * (`locales/<language>/backend.json`, keys `orderMail…`), with the order's number, lines and
 * totals in the order's currency (formatted as the storefront formats money), what to do next
 * (an offline method's payment instructions, a shipment's tracking) and a link back to the order.
 */
import { formatMoney } from "../../contract/money";
import { formatDate } from "../../contract/dates";
import type { Language } from "../kernel/i18n/languages";
import { translator, type MessageKey } from "../kernel/i18n/messages";

export type OrderMailKind = "placed" | "paid" | "shipped" | "refunded" | "cancelled";

/** Why an order was cancelled: by the shopper, by the operator approving the shopper's request, or unpaid in time. */
export type CancelReason = "shopper" | "approved" | "expired";

export type OrderMailLine = { title: string; options: Record<string, string>; price: number; quantity: number };

/** An order as its mail needs it (read by order-mail.ts). */
export type MailedOrder = {
  orderNo: string;
  language: Language;
  currency: string;
  subtotal: number;
  shippingFee: number;
  couponDiscount: number;
  total: number;
  refundedAmount: number;
  payStatus: string;
  /** The payment window's end (ADR 204); null: the order never expires unpaid. */
  payBy: string | null;
  lines: OrderMailLine[];
  /** The payment method's instructions in the order's language ("" when it has none). */
  instructions: string;
  /** The latest shipment, when the order has one. */
  shipment: { expressName: string; expressNo: string } | null;
  shopName: string;
  /** Where the shopper sees the order: the account's order page, or the guest order lookup. */
  link: { href: string; guest: boolean };
};

const SUBJECTS: Record<OrderMailKind, MessageKey> = {
  placed: "orderMailPlacedSubject",
  paid: "orderMailPaidSubject",
  shipped: "orderMailShippedSubject",
  refunded: "orderMailRefundedSubject",
  cancelled: "orderMailCancelledSubject",
};

const INTROS: Record<Exclude<OrderMailKind, "cancelled">, MessageKey> = {
  placed: "orderMailPlacedIntro",
  paid: "orderMailPaidIntro",
  shipped: "orderMailShippedIntro",
  refunded: "orderMailRefundedIntro",
};

const CANCELLED: Record<CancelReason, MessageKey> = {
  shopper: "orderMailCancelledShopper",
  approved: "orderMailCancelledApproved",
  expired: "orderMailCancelledExpired",
};

/** "Slim cardigan (Navy, M)": the options' values after the title, as the order lists them. */
function lineTitle(line: OrderMailLine): string {
  const options = Object.values(line.options).filter(Boolean);
  return options.length ? `${line.title} (${options.join(", ")})` : line.title;
}

export function orderMailText(
  kind: OrderMailKind,
  order: MailedOrder,
  reason: CancelReason = "shopper",
): { subject: string; text: string } {
  const t = translator(order.language);
  const money = (minor: number) => formatMoney(minor, order.currency, order.language);
  const intro = kind === "cancelled" ? t(CANCELLED[reason]) : t(INTROS[kind], order.shopName);
  const totals = [
    t("orderMailSubtotal", money(order.subtotal)),
    t("orderMailShipping", money(order.shippingFee)),
    ...(order.couponDiscount > 0 ? [t("orderMailDiscount", money(-order.couponDiscount))] : []),
    t("orderMailTotal", money(order.total)),
    ...(kind === "refunded" ? [t("orderMailRefunded", money(order.refundedAmount))] : []),
  ];
  const next: string[] = [];
  // An unpaid order says by when it must be paid, as its page does (ADR 204).
  if (kind === "placed" && order.payStatus === "unpaid" && order.payBy)
    next.push(t("orderMailPayBy", formatDate(order.payBy, order.language, true)));
  // Offline methods (bank transfer) tell the shopper how to pay: only while there is something to pay.
  if (kind === "placed" && order.payStatus === "unpaid" && order.instructions)
    next.push(`${t("orderMailPayHeading")}\n${order.instructions}`);
  if (kind === "shipped" && order.shipment)
    next.push(t("orderMailTracking", order.shipment.expressName, order.shipment.expressNo));
  next.push(t(order.link.guest ? "orderMailLinkGuest" : "orderMailLinkAccount", order.link.href));
  const blocks = [
    intro,
    t("orderMailNumber", order.orderNo),
    order.lines
      .map((line) => t("orderMailLine", line.quantity, lineTitle(line), money(line.price * line.quantity)))
      .join("\n"),
    totals.join("\n"),
    ...next,
    t("orderMailSignoff", order.shopName),
  ];
  return { subject: t(SUBJECTS[kind], order.orderNo), text: `${blocks.join("\n\n")}\n` };
}
