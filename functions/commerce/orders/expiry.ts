/**
 * Unpaid orders expire (docs/decisions/204). An order placed with a payment window (card and
 * gateways 30 minutes, bank transfer the 3 days its method states; cash on delivery none) and
 * still unpaid after its `pay_by` is cancelled, its stock and coupon go back and the shopper is
 * told by mail. The Worker's Cron Trigger runs this every five minutes.
 *
 * Safe to run twice or at once: the cancellation is a guarded UPDATE (still in progress, unpaid,
 * unshipped and past `pay_by`), so of two runs — or a run and a payment settling at the same
 * moment, whose UPDATE requires the same unpaid state — only one changes the row. The release is
 * the shopper's own cancel path (order-release.ts), which gives stock back once per order
 * whoever cancelled it; only orders this run changed are mailed and re-synced.
 */
import { releaseStatements, releaseToStockObjects } from "./order-release";
import { NO_PAGE_PURGE, type PagePurge } from "../kernel/page-purge";
import { sendOrderMail } from "./order-mail";
import type { JobProducer } from "../jobs";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
/** Orders looked at per run; a backlog is worked off by the next runs, five minutes apart. */
const PER_RUN = 200;
/** Orders cancelled per D1 batch (five statements each). */
const PER_BATCH = 20;

const OVERDUE = `status = 'in_progress' AND pay_status = 'unpaid' AND pay_by IS NOT NULL AND pay_by < ${NOW}
  AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_no = orders.order_no)`;

type Overdue = { order_no: string; skus: string; products: string };

export type ExpiryRun = { expired: string[] };

/** `purge` removes the cached pages showing the released products (the Worker's, ADR 275). */
export async function expireUnpaidOrders(producer: JobProducer, purge: PagePurge = NO_PAGE_PURGE): Promise<ExpiryRun> {
  // The primary, never a replica: a lagging copy might still show an order paid since as unpaid.
  const db = producer.env.DB.withSession("first-primary");
  const { results: overdue } = await db
    .prepare(
      `SELECT order_no,
         (SELECT json_group_array(sku) FROM order_items WHERE order_no = orders.order_no) AS skus,
         (SELECT json_group_array(product_id) FROM order_items WHERE order_no = orders.order_no) AS products
       FROM orders WHERE ${OVERDUE} ORDER BY pay_by LIMIT ?`,
    )
    .bind(PER_RUN)
    .all<Overdue>();
  const expired: string[] = [];
  for (let start = 0; start < overdue.length; start += PER_BATCH) {
    const chunk = overdue.slice(start, start + PER_BATCH);
    const results = await db.batch(
      chunk.flatMap((order) => [
        db
          .prepare(
            `UPDATE orders SET status = 'cancelled', cancelled_at = ${NOW}, expired_at = ${NOW}, updated_at = ${NOW}
             WHERE order_no = ? AND ${OVERDUE}`,
          )
          .bind(order.order_no),
        ...releaseStatements(db, order.order_no),
      ]),
    );
    const perOrder = results.length / chunk.length;
    for (const [index, order] of chunk.entries()) {
      // Another run, the shopper or a payment got there first: nothing of ours to release or tell.
      if (results[index * perOrder].meta.changes !== 1) continue;
      expired.push(order.order_no);
      const skus = JSON.parse(order.skus || "[]") as string[];
      const products = JSON.parse(order.products || "[]") as (number | null)[];
      const items = skus.map((sku, at) => ({ sku, productId: products[at] }));
      await releaseToStockObjects(producer.env, { status: "cancelled", items }, purge);
      // The same order mail as every other cancellation, in the order's language, once.
      await sendOrderMail(producer, order.order_no, "cancelled", "expired");
    }
  }
  return { expired };
}
