/**
 * What a payment changes on cached pages (docs/decisions/275, 339): a paid order's units are
 * added to products.sales (sales-count.ts), which orders home's best sellers and the
 * "best-selling" sort and is shown on each sold product's page. Every way an order gets paid (the
 * test card gateway in order/pay, a gateway's webhook, the operator's markPaid) purges the same
 * tags, after its batch. The customer's own order pages are never cached (private), so nothing of
 * theirs is purged.
 */
import { PAGE_TAG, productTags, purgeQuietly, type PagePurge } from "../kernel/page-purge";

/** The order's products, for a batch that has no order read of its own (the webhook's). */
export const orderProductsStatement = (db: D1DatabaseSession, orderNo: string): D1PreparedStatement =>
  db.prepare("SELECT DISTINCT product_id FROM order_items WHERE order_no = ?").bind(orderNo);

export const productIdsOf = (result: D1Result | undefined): number[] =>
  ((result?.results ?? []) as { product_id: number | null }[]).flatMap((row) =>
    row.product_id === null ? [] : [row.product_id],
  );

/** The tags of the pages a payment of an order of these products changes. */
export const paidOrderTags = (productIds: Iterable<number | string | null | undefined>): string[] => [
  PAGE_TAG.sales,
  ...productTags(productIds),
];

export function purgePaidOrder(
  purge: PagePurge,
  productIds: Iterable<number | string | null | undefined>,
): Promise<void> {
  return purgeQuietly(purge, paidOrderTags(productIds));
}
