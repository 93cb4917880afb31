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
import { minorDigits } from "../payments/minor-units";
import { DEFAULT_SITE } from "../site/defaults";
import type { CouponRow, ShippingRow } from "./pricing";

type Currency = { code: string; rate: number };
export type SiteRates = { currency: string; currencies: Currency[] };

/** The one site-config read the conversion needs (bound to nothing). */
export const SITE_RATES_SQL = "SELECT value FROM site_settings WHERE key = 'site'";

export function siteRates(row: { value: string } | undefined): SiteRates {
  const stored = row ? (JSON.parse(row.value) as { currencies?: Currency[]; defaultCurrency?: string }) : {};
  return {
    currency: stored.defaultCurrency ?? DEFAULT_SITE.defaultCurrency,
    currencies: stored.currencies ?? DEFAULT_SITE.currencies,
  };
}

/** `minor` units of `from` in `rates.currency`; null when either side has no usable rate. */
export function toOrderCurrency(minor: number, from: string, rates: SiteRates): number | null {
  if (from === rates.currency) return minor;
  const source = rates.currencies.find((currency) => currency.code === from);
  const target = rates.currencies.find((currency) => currency.code === rates.currency);
  if (!source || !target || !(source.rate > 0) || !(target.rate > 0)) return null;
  const exact = ((minor / 10 ** minorDigits(from)) * target.rate) / source.rate;
  const scaled = Number((Math.abs(exact) * 10 ** minorDigits(rates.currency)).toPrecision(12));
  return Math.sign(exact) * Math.round(scaled) || 0;
}

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
