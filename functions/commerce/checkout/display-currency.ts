/**
 * The currency an order was shown in and its rate, recorded with the order (orders.display_currency,
 * display_rate) so the order can later be shown as the shopper saw it. Amounts are still charged
 * and stored in the shop's currency. The rate comes from the site config at the moment of the
 * order; a currency the site does not offer is recorded as the order's own at rate 1.
 */
import type { ShopContext } from "../kernel/http/context";
import { DEFAULT_SITE } from "../site";

export type DisplayCurrency = { currency: string; rate: number };

type Currency = { code: string; rate: number };

/** Rate of `to` per 1 unit of `from`, both given per 1 unit of the default currency. */
export function crossRate(currencies: Currency[], from: string, to: string): number | null {
  const source = currencies.find((currency) => currency.code === from);
  const target = currencies.find((currency) => currency.code === to);
  if (!source || !target || !(source.rate > 0) || !(target.rate > 0)) return null;
  return target.rate / source.rate;
}

export async function displayCurrency(
  ctx: ShopContext,
  orderCurrency: string,
  asked: string | undefined,
): Promise<DisplayCurrency> {
  if (!asked || asked === orderCurrency) return { currency: orderCurrency, rate: 1 };
  // Only the "site" key is needed: one small read, skipped when the shopper kept the shop's currency.
  const row = await ctx.db.prepare("SELECT value FROM site_settings WHERE key = 'site'").first<{ value: string }>();
  const stored = row ? (JSON.parse(row.value) as { currencies?: Currency[] }) : {};
  const currencies = stored.currencies ?? DEFAULT_SITE.currencies;
  const rate = crossRate(currencies, orderCurrency, asked);
  return rate === null ? { currency: orderCurrency, rate: 1 } : { currency: asked, rate };
}
