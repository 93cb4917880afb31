/** Gateway notifications, each recorded once by its event id (orders/payment-webhook.ts). */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./common";

export const paymentEvents = sqliteTable(
  "payment_events",
  {
    /** The provider's event id (Stripe `evt_…`): a redelivery finds it here and changes nothing. */
    eventId: text("event_id").primaryKey(),
    provider: text("provider").notNull(),
    type: text("type").notNull(),
    orderNo: text("order_no"),
    amount: integer("amount"),
    currency: text("currency"),
    /** paid, refunded, failed, already, mismatch, unknown order, ignored (see orders/payment-webhook.ts). */
    outcome: text("outcome").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("payment_events_created").on(t.createdAt), index("payment_events_order").on(t.orderNo)],
);
