/**
 * The site config's currency rates and the conversion of an amount into the shop's one order
 * currency (ADR 210): read by the cart's lines (cart/lines.ts) and the checkout's shipping and
 * coupon amounts (checkout/order-currency.ts), so both show what the card is charged.
 */
import { minorDigits } from "../payments";
import { DEFAULT_SITE } from "./defaults";

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
