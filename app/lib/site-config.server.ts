/**
 * The site config, fetched once per isolate and kept for a minute: every page needs it and it
 * changes rarely. If the backend cannot answer, the shop still renders with the defaults.
 */
import { DEFAULT_URL_RULES } from "./url-rules";
import type { SiteConfig } from "./site";
import type { Upstream } from "./upstream.server";
import type { CallOutput } from "../../functions/contract/calls";

const TTL_MS = 60_000;
let cached: { value: SiteConfig; at: number } | null = null;

export const DEFAULT_SITE: SiteConfig = {
  name: "Shop",
  defaultLanguage: "en",
  currencies: [{ code: "USD", symbol: "$", rate: 1, decimals: 2 }],
  defaultCurrency: "USD",
  urlRules: DEFAULT_URL_RULES,
  categoryTypes: {},
};

export async function getSiteConfig(upstream: Upstream): Promise<SiteConfig> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  try {
    const value = normalise(await upstream.call("site/config"));
    cached = { value, at: Date.now() };
    return value;
  } catch (error) {
    console.error("site/config failed; using defaults", error);
    return cached?.value ?? DEFAULT_SITE;
  }
}

function normalise(input: CallOutput<"site/config">): SiteConfig {
  return {
    ...DEFAULT_SITE,
    ...input,
    currencies: Array.isArray(input.currencies) && input.currencies.length ? input.currencies : DEFAULT_SITE.currencies,
    urlRules: { ...DEFAULT_URL_RULES, ...(input.urlRules ?? {}) },
    categoryTypes: input.categoryTypes ?? {},
  };
}
