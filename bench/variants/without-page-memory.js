/**
 * Bench-only stand-in for functions/worker/page-memory.ts (ADR 285): an isolate memory that
 * keeps nothing, so every cached page is answered by the Cache API. Swapped in only by the layer
 * bench's own builds (bench/lib/variants.mjs, through a generated wrangler config's [alias]);
 * the shop's build never sees this file.
 */
export function remember() {}

export function recall() {
  return null;
}
