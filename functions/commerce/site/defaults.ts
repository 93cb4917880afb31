/**
 * The shop's settings as shipped. Operators override any key through the `site_settings` table
 * (keys "site" and "theme"); what they leave out keeps these values.
 */
export const DEFAULT_THEME = {
  backgroundColor: "#ffffff",
  titleColor: "#1f2937",
  heroColor: "#1f2937",
  primaryColor: "#4a00ff",
  infoColor: "#00b5ff",
  successColor: "#00a96e",
  warningColor: "#ffbe00",
  errorColor: "#ff5861",
  textColor: "#1f2937",
  descColor: "#6b7280",
  salesPriceColor: "#c8102e",
  linePriceColor: "#6b7280",
  placeholderColor: "#6b7280",
  borderColor: "#e5e7eb",
  blockSpace: "2rem",
  borderRadius: "0.5rem",
  titleFontFamily: "ui-sans-serif, system-ui, sans-serif",
  bodyFontFamily: "ui-sans-serif, system-ui, sans-serif",
  titleFontWeight: 700,
  bodyFontWeight: 400,
  titleFontSize: "1.5rem",
  bodyFontSize: "1rem",
  containerWidths: { sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536, "3xl": 1660 },
  containerPaddings: { default: ".7rem", sm: "1rem", md: "1.2rem", lg: "2rem" },
  hideHead: false,
  hideFoot: false,
  product: { showSlideImage: true, showFavorite: true, showCart: true },
};

export type Theme = typeof DEFAULT_THEME;

export const DEFAULT_URL_RULES = {
  app: "/app/*",
  article: "/article/:slug",
  category: "/category/:slug",
  collection: "/collection/:slug",
  page: "/page/:slug",
  product: "/product/:slug",
  tag: "/tag/:slug",
  user: "/user/",
};

export type UrlRules = typeof DEFAULT_URL_RULES;

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
