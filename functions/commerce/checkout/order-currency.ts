/**
 * One currency per order (ADR 210): every order is priced and charged in the shop's default
 * currency. A line whose product is priced in another currency (converted as it is read,
 * cart/lines.ts, so the cart shows what the checkout charges), and a shipping method's fee and
 * thresholds, are converted into it at the site config's rates at the moment of checkout, per
 * unit and rounded half away from zero to the order currency's digits — the way the storefront
 * shows converted prices (functions/contract/money.ts), so the checkout shows what the card is charged. A
 * line in a currency the site has no rate for cannot be bought (it is unavailable), never added
 * to another currency's amounts.
 */
import { toOrderCurrency, type SiteRates } from "../site";
import type { CouponRow, ShippingRow } from "./pricing";

/** Shipping methods with their fee and thresholds in the order currency; one without a rate is not offered. */
export function shippingInOrderCurrency(rows: ShippingRow[], rates: SiteRates): ShippingRow[] {
  return rows.flatMap((row) => {
    const convert = (minor: number) => toOrderCurrency(minor, row.currency, rates);
    const fee = convert(row.fee);
    const minOrder = convert(row.min_order);
    if (fee === null || minOrder === null) return [];
    return [
      {
        ...row,
        currency: rates.currency,
        fee,
        min_order: minOrder,
        free_over: row.free_over === null ? null : convert(row.free_over),
        max_order: row.max_order === null ? null : convert(row.max_order),
      },
    ];
  });
}

/** A coupon's fixed amount and minimum spend in the order currency; without a rate it stays as it is (and is refused). */
export function couponInOrderCurrency(row: CouponRow, rates: SiteRates): CouponRow {
  const minSpend = toOrderCurrency(row.min_spend, row.currency, rates);
  const amount =
    row.discount_type === "amount" ? toOrderCurrency(row.discount_value, row.currency, rates) : row.discount_value;
  if (minSpend === null || amount === null) return row;
  return { ...row, currency: rates.currency, min_spend: minSpend, discount_value: amount };
}
