/**
 * Prices in the shopper's currency (the picker, kept in the `currency` cookie and read by the
 * root loader, so the server renders the same text): `money(minor, currency)` converts from the
 * currency the backend gave with the site config's rates and formats for the page's language.
 */
import { useCallback } from "react";
import { formatConverted } from "./money";
import { useShop } from "./use-shop";

export function useMoney(): (minor: number, from: string) => string {
  const { lang, currency, site } = useShop();
  return useCallback((minor: number, from: string) => formatConverted(minor, from, currency, site.currencies, lang), [lang, currency, site.currencies]);
}
