/** Money is integers in minor units plus an ISO 4217 code (docs/api.md "Envelope and codes"); shown with Intl. */
/** A formatter and its minor-unit digits, made once per language, currency and digits per isolate. */
type Formatter = { format: Intl.NumberFormat; digits: number };
const formatters = new Map<string, Formatter>();

function formatter(lang: string, currency: string, decimals?: number): Formatter {
  const key = `${lang}|${currency}|${decimals ?? ""}`;
  let found = formatters.get(key);
  if (!found) {
    const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    let format: Intl.NumberFormat;
    try {
      format = new Intl.NumberFormat(lang, { style: "currency", currency, ...digits });
    } catch {
      format = new Intl.NumberFormat("en", { style: "currency", currency: "USD" });
    }
    // resolvedOptions() makes a new object on every call: read the digits once, with the formatter.
    found = { format, digits: decimals ?? format.resolvedOptions().maximumFractionDigits ?? 2 };
    formatters.set(key, found);
  }
  return found;
}

export function formatMoney(minor: number, currency: string, lang: string, decimals?: number): string {
  const { format, digits } = formatter(lang, currency, decimals);
  return format.format(minor / 10 ** digits);
}

/** A currency of the site config: `rate` units per 1 unit of the default currency. */
export type RatedCurrency = { code: string; rate: number; decimals?: number };

/** Minor-unit digits: the site's `decimals` when given, else Intl's for the code (JPY 0, USD 2). */
export function minorDigits(currency: Pick<RatedCurrency, "code" | "decimals">): number {
  if (typeof currency.decimals === "number" && currency.decimals >= 0) return currency.decimals;
  return formatter("en", currency.code).digits;
}

/**
 * `minor` units of `from` in minor units of `to`, through the default currency, rounded half
 * away from zero to `to`'s digits (so a discount of -1.005 € becomes -1.01 €, like +1.005 →
 * 1.01). The 12 significant digits drop binary noise (0.1 × 3) before rounding.
 */
export function convertMinor(minor: number, from: RatedCurrency, to: RatedCurrency): number {
  if (from.code === to.code) return minor;
  const exact = ((minor / 10 ** minorDigits(from)) * to.rate) / from.rate;
  const scaled = Number((Math.abs(exact) * 10 ** minorDigits(to)).toPrecision(12));
  return Math.sign(exact) * Math.round(scaled) || 0;
}

/**
 * A price the backend gave in `from`, shown in the shopper's `shown` currency. An unknown code
 * on either side (or a rate that is not positive) shows the price as given, never a wrong one.
 */
export function formatConverted(
  minor: number,
  from: string,
  shown: string,
  currencies: readonly RatedCurrency[],
  lang: string,
): string {
  const source = currencies.find((currency) => currency.code === from);
  const target = currencies.find((currency) => currency.code === shown);
  if (from === shown || !source || !target || !(source.rate > 0) || !(target.rate > 0))
    return formatMoney(minor, from, lang);
  return formatMoney(convertMinor(minor, source, target), target.code, lang, minorDigits(target));
}

/**
 * An order's amount as the shopper saw it at checkout: the currency and rate the order recorded
 * (`shown`, rate per 1 unit of the order's currency), not today's picker and rates.
 */
export function formatRecorded(
  minor: number,
  from: string,
  shown: { currency: string; rate: number },
  currencies: readonly RatedCurrency[],
  lang: string,
): string {
  if (shown.currency === from || !(shown.rate > 0)) return formatMoney(minor, from, lang);
  const digitsOf = (code: string) => minorDigits(currencies.find((currency) => currency.code === code) ?? { code });
  const source = { code: from, rate: 1, decimals: digitsOf(from) };
  const target = { code: shown.currency, rate: shown.rate, decimals: digitsOf(shown.currency) };
  return formatMoney(convertMinor(minor, source, target), target.code, lang, target.decimals);
}

/** The currency an order recorded at checkout (`shown`, rate per 1 unit of `currency`), if any. */
export type RecordedCurrency = { currency: string; shown?: { currency: string; rate: number } | null };

/**
 * What an amount is, which decides how it is shown (the one rule behind `<Money>`):
 * - `currency`: a price or fee the backend gave in that currency: shown in the shopper's picked
 *   currency at today's rates;
 * - `order`: an amount of a placed order (or of its refunds): shown in the currency and at the rate
 *   the order recorded; an order without a record was shown in its own currency, and stays so;
 * - `charged`: what a payment actually takes, exactly, in that currency (the card form).
 */
export type MoneyOf = { currency: string } | { order: RecordedCurrency } | { charged: string };

/** The shopper's view: the page's language, the picked currency and the site's rates. */
export type MoneyView = { lang: string; currency: string; currencies: readonly RatedCurrency[] };

export function moneyText(amount: number, of: MoneyOf, view: MoneyView): string {
  if ("charged" in of) return formatMoney(amount, of.charged, view.lang, digitsOf(of.charged, view.currencies));
  if ("order" in of) {
    const { order } = of;
    if (order.shown) return formatRecorded(amount, order.currency, order.shown, view.currencies, view.lang);
    return formatMoney(amount, order.currency, view.lang, digitsOf(order.currency, view.currencies));
  }
  return formatConverted(amount, of.currency, view.currency, view.currencies, view.lang);
}

/** The currency `moneyText` writes an amount in (so a screen can say when two differ). */
export function shownCurrency(of: MoneyOf, view: MoneyView): string {
  if ("charged" in of) return of.charged;
  if ("order" in of) return of.order.shown && of.order.shown.rate > 0 ? of.order.shown.currency : of.order.currency;
  const source = view.currencies.find((currency) => currency.code === of.currency);
  const target = view.currencies.find((currency) => currency.code === view.currency);
  return source && target && source.rate > 0 && target.rate > 0 ? target.code : of.currency;
}

function digitsOf(code: string, currencies: readonly RatedCurrency[]): number {
  return minorDigits(currencies.find((currency) => currency.code === code) ?? { code });
}
