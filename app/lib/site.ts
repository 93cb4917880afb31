/** Shapes of the site config and the route request's answer (docs/api.md "Pages: the route request"). */
import type { Theme } from "../../functions/contract/theme";
import type { CategoryTypeRules, UrlRules } from "./url-rules";
import type { PageNode } from "~/lib/page-html/page-tree";

export type Currency = { code: string; symbol?: string; rate: number; decimals?: number };

export type SiteConfig = {
  name: string;
  logo?: string;
  defaultLanguage: string;
  currencies: Currency[];
  defaultCurrency: string;
  urlRules: UrlRules;
  categoryTypes: CategoryTypeRules;
  theme?: Partial<Theme>;
};

export type PageMeta = {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  alternates?: Array<{ hreflang: string; href: string }>;
  /** The x-default URL standing for the standard alternates list (lib/hreflang.ts). */
  alternatesOf?: string;
  [key: string]: unknown;
};

/** `data` of a route request, as the backend sends it. */
export type RoutePayload = {
  data: ({ type?: string } & Record<string, unknown>) | null;
  theme: Partial<Theme> | null;
  meta: PageMeta | null;
  pageHead: string;
  pageBody: string;
  pageFoot: string;
};

/** The same, with the HTML already parsed into sanitised trees: what loaders hand to screens. */
export type Page = {
  data: RoutePayload["data"];
  theme: Theme;
  /** The theme as CSS variables, made on the server so the browser needs no theme-to-CSS code. */
  themeCss: string;
  meta: PageMeta;
  head: PageNode[];
  body: PageNode[];
  foot: PageNode[];
};
