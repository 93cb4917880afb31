/** What every component may know about the shop: language, prefix and the public site config. */
import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "./root-data";
import { DEFAULT_URL_RULES } from "./url-rules";
import { withStitchedParts } from "./stitched-parts";

const FALLBACK: RootData = {
  lang: "en",
  prefix: null,
  origin: "",
  messages: {} as RootData["messages"],
  themeCss: "",
  currency: "USD",
  cartCount: 0,
  signedIn: false,
  account: null,
  site: {
    name: "Shop",
    logo: null,
    currencies: [{ code: "USD", symbol: "$", rate: 1, decimals: 2 }],
    defaultCurrency: "USD",
    urlRules: DEFAULT_URL_RULES,
    categoryTypes: {},
    theme: null,
  },
};

export function useShop(): RootData {
  const root = useRouteLoaderData<RootData>("root");
  // A cached page's personal parts, filled in by the Worker (lib/stitched-parts.ts, ADR 270).
  return root ? withStitchedParts(root) : FALLBACK;
}
