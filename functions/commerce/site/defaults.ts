/**
 * The shop's settings as shipped. Operators override any key through the `site_settings` table
 * (keys "site" and "theme"); what they leave out keeps these values.
 */
// The theme and the URL rules are shared with the storefront: functions/contract/theme.ts and url-rules.ts.
import { DEFAULT_URL_RULES } from "../../contract/url-rules";

export type Currency = { code: string; symbol: string; rate: number; decimals: number };

/** Rates are per 1 unit of the default currency, in which every price is stored. */
export const DEFAULT_SITE = {
  name: "Northwind Supply",
  logo: "/api/web/media/demo/logo.svg",
  defaultLanguage: "en",
  defaultCurrency: "USD",
  currencies: [
    { code: "USD", symbol: "$", rate: 1, decimals: 2 },
    { code: "EUR", symbol: "€", rate: 0.92, decimals: 2 },
    { code: "GBP", symbol: "£", rate: 0.79, decimals: 2 },
    { code: "CNY", symbol: "¥", rate: 7.2, decimals: 2 },
    { code: "HKD", symbol: "HK$", rate: 7.8, decimals: 2 },
    { code: "JPY", symbol: "¥", rate: 150, decimals: 0 },
  ] as Currency[],
  urlRules: DEFAULT_URL_RULES,
  categoryTypes: { brand: "/brand/:slug" } as Record<string, string>,
};

export type SiteSettings = typeof DEFAULT_SITE;
