/**
 * Which Stripe payment method types an order can be offered, from its currency and the shop's
 * choice (STRIPE_PAYMENT_METHODS, default "card"). Currency lists are Stripe's documented
 * presentment currencies for each method (docs.stripe.com/payments/alipay, …/wechat-pay); the
 * account's country may narrow them further, which Stripe reports as an error on session creation.
 */
const CURRENCIES: Record<string, Set<string> | "any"> = {
  card: "any",
  alipay: new Set(["aud", "cad", "cny", "eur", "gbp", "hkd", "jpy", "myr", "nzd", "sgd", "usd"]),
  wechat_pay: new Set(["aud", "cad", "chf", "cny", "dkk", "eur", "gbp", "hkd", "jpy", "nok", "sek", "sgd", "usd"]),
};

export type StripeMethod = "card" | "alipay" | "wechat_pay";

/** The configured methods that take `currency`, card always first; never empty (card takes every currency). */
export function stripeMethodsFor(currency: string, configured: string | undefined): StripeMethod[] {
  const wanted = (configured ?? "card")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name): name is StripeMethod => name in CURRENCIES);
  const code = currency.toLowerCase();
  const offered = (["card", ...wanted] as StripeMethod[]).filter((method, index, all) => all.indexOf(method) === index);
  return offered.filter((method) => {
    const allowed = CURRENCIES[method];
    return allowed === "any" || allowed.has(code);
  });
}

/** Stripe Checkout's `locale` for a shop language: all fifteen are Stripe locales of the same name. */
export function stripeLocale(language: string): string {
  const supported = ["en", "zh", "zh-TW", "zh-HK", "de", "es", "fr", "id", "it", "ja", "ko", "pt", "th", "fil", "vi"];
  return supported.includes(language) ? language : "auto";
}
