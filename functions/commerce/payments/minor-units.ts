/**
 * Money is stored as an integer count of the currency's minor units (ISO 4217: USD cents, JPY has
 * none, KWD has three). Formatting and a gateway's amounts must use the currency's own digits,
 * never a blanket "divide by 100": ¥1,500 is stored as 1500 and is not ¥15.00.
 */
const digitsCache = new Map<string, number>();

/** Minor-unit digits of an ISO 4217 code (JPY 0, USD 2, KWD 3); unknown codes count as 2. */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    digitsCache.set(code, digits);
  }
  return digits;
}

/** "USD 15.00", "JPY 1500", "KWD 1.250": the code and the amount with the currency's own digits. */
export function formatMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return `${currency} ${(minor / 10 ** digits).toFixed(digits)}`;
}

/**
 * Stripe's own "smallest unit" differs from ISO for a few currencies
 * (https://docs.stripe.com/currencies#zero-decimal): these are zero-decimal at Stripe…
 */
const STRIPE_ZERO_DECIMAL = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "UGX",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
]);
/** …these three-decimal (the last digit must be 0)… */
const STRIPE_THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);
/** …and every other currency, ISK included (ISO has no minor unit), is two-decimal at Stripe. */
export const stripeDigits = (currency: string) => {
  const code = currency.toUpperCase();
  return STRIPE_ZERO_DECIMAL.has(code) ? 0 : STRIPE_THREE_DECIMAL.has(code) ? 3 : 2;
};

/** The shop's minor units as Stripe's `amount`; null when Stripe cannot express it exactly. */
export function toStripeAmount(minor: number, currency: string): number | null {
  const shift = stripeDigits(currency) - minorDigits(currency);
  const amount = shift >= 0 ? minor * 10 ** shift : minor / 10 ** -shift;
  if (!Number.isSafeInteger(amount)) return null;
  // Three-decimal currencies: Stripe refuses amounts whose last digit is not 0.
  if (stripeDigits(currency) === 3 && amount % 10 !== 0) return null;
  return amount;
}

/** A Stripe `amount` in the shop's minor units (NaN when it is not a whole number of them). */
export function fromStripeAmount(amount: number, currency: string): number {
  const shift = stripeDigits(currency) - minorDigits(currency);
  const minor = shift >= 0 ? amount / 10 ** shift : amount * 10 ** -shift;
  return Number.isSafeInteger(minor) ? minor : Number.NaN;
}
