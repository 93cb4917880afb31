/**
 * The route request's layout (config, templates, menus, foot pages: layout.ts), kept per isolate
 * for at most a minute, the same rule as the storefront's site config (docs/decisions/171). Every
 * page render needs it and it changes only when an operator imports, so keeping it saves one D1
 * round trip and the backend's work on most renders.
 *
 * Keyed by everything the layout is made from besides D1: the shopper's language, the URL prefix,
 * and the payment methods the Worker's bindings can take (a method is offered only where its
 * provider is available: the test card gateway in development, Stripe with its secrets). Nothing
 * shopper-specific is in it. Entries are deep-frozen (one request cannot change what the next
 * reads) and bounded (15 languages × 2 prefixes is far below the bound). An import in this isolate
 * forgets them all (`forgetLayouts`); other isolates catch up within TTL_MS.
 */
import type { ShopContext } from "../kernel/http/context";
import { availableMethodIds } from "../payments";
import { readLayout, type Layout } from "./layout";
import { deepFreeze } from "../../contract/deep-freeze";

export const LAYOUT_TTL_MS = 60_000;
const MAX_ENTRIES = 64;

type Entry = { layout: Layout; at: number };
const layouts = new Map<string, Entry>();

export async function loadLayout(ctx: ShopContext, prefix: string): Promise<Layout> {
  const key = `${ctx.language} ${prefix} ${availableMethodIds(ctx.env).join(",")}`;
  const known = layouts.get(key);
  if (known && Date.now() - known.at < LAYOUT_TTL_MS) return known.layout;
  const layout = await readLayout(ctx, prefix);
  // A Map's entries are not frozen by Object.freeze: the layout's templates stay a ReadonlyMap in
  // its type, and its values (strings) cannot change.
  deepFreeze(layout);
  if (layouts.size >= MAX_ENTRIES && !layouts.has(key)) layouts.clear();
  layouts.set(key, { layout, at: Date.now() });
  return layout;
}

/** After a write that changes what a layout is made of (admin/import), and for tests that write D1 directly. */
export function forgetLayouts(): void {
  layouts.clear();
}
