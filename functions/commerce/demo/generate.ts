/**
 * The deterministic demo shop: `generateShop({ products, seed })` always returns the same shop
 * for the same arguments. scripts/seed-local.ts writes it to the local D1 as SQL; the tests and
 * the search benchmark insert it directly.
 */
import { seededRandom } from "./random";
import { generateCatalogue, optionLabels, type DemoCatalogue } from "./generate-catalogue";
import { generateContent, type DemoContent } from "./generate-content";
import { generateMarketing, type DemoMarketing } from "./generate-marketing";
import { articleSearchRows, pageSearchRows, productSearchRows, type SearchRow } from "../search";

export type DemoShop = DemoCatalogue &
  DemoContent &
  DemoMarketing & { siteSettings: { key: string; value: unknown }[]; searchIndex: SearchRow[] };

export const DEFAULT_PRODUCTS = 240;

/**
 * The demo shop's unpaid-order limits (checkout/order-limits.ts, ADR 205): per email and per
 * address far above the shipped 3, because every automated suite's shoppers share a handful of
 * fixture addresses and emails on one local database. Per customer and per line keep the
 * shipped values. A real shop has no such row and gets the defaults.
 */
export const DEMO_ORDER_LIMITS = { openUnpaidPerEmail: 10_000, openUnpaidPerAddress: 10_000 };
export const DEFAULT_SEED = 20260601;

export function generateShop({ products = DEFAULT_PRODUCTS, seed = DEFAULT_SEED } = {}): DemoShop {
  const random = seededRandom(seed);
  const catalogue = generateCatalogue(random, products);
  const content = generateContent(random, catalogue);
  const marketing = generateMarketing(random, catalogue);
  const searchIndex = [
    ...catalogue.products.flatMap(productSearchRows),
    ...content.articles.flatMap(articleSearchRows),
    ...content.pages.flatMap(pageSearchRows),
  ];
  return {
    ...catalogue,
    ...content,
    ...marketing,
    siteSettings: [
      { key: "optionLabels", value: optionLabels() },
      { key: "orderLimits", value: DEMO_ORDER_LIMITS },
    ],
    searchIndex,
  };
}
