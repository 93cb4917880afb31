/**
 * Prices in the shopper's currency (the picker, kept in the `currency` cookie and read by the
 * root loader, so the server renders the same text): `money(minor, currency)` converts from the
 * currency the backend gave with the site config's rates and formats for the page's language.
 * Orders are shown in the currency and at the rate they recorded at checkout (useOrderMoney).
 */
import { useCallback } from "react";
import { formatConverted, formatRecorded } from "./money";
import { useShop } from "./use-shop";

export function useMoney(): (minor: number, from: string) => string {
  const { lang, currency, site } = useShop();
  return useCallback((minor: number, from: string) => formatConverted(minor, from, currency, site.currencies, lang), [lang, currency, site.currencies]);
}

export type RecordedCurrency = { currency: string; shown?: { currency: string; rate: number } | null };

export function useOrderMoney(): (minor: number, order: RecordedCurrency) => string {
  const { lang, site } = useShop();
  const money = useMoney();
  return useCallback(
    (minor: number, order: RecordedCurrency) => (order.shown ? formatRecorded(minor, order.currency, order.shown, site.currencies, lang) : money(minor, order.currency)),
    [lang, site.currencies, money],
  );
}
