/**
 * The product's fields the page's body draws from the server's HTML (the template's
 * `{{html:description}}` and `{{component:ProductGrid related}}`, whose props travel in the body's
 * tree; a template without them shows neither). The screen never reads them from the product, so
 * the page's data leaves them out rather than carry the description and every related product a
 * second time in the hydration data (ADR 319).
 */
import type { Page } from "~/lib/site";

export const DRAWN_BY_THE_BODY = ["description", "related"] as const;

/** The page with its product's data free of what the body draws; other pages pass unchanged. */
export function withoutBodyDrawnFields(page: Page): Page {
  const data = page.data as Record<string, unknown> | null;
  if (!data || data.type !== "product") return page;
  const kept = Object.fromEntries(
    Object.entries(data).filter(([key]) => !(DRAWN_BY_THE_BODY as readonly string[]).includes(key)),
  );
  return { ...page, data: kept as Page["data"] };
}
