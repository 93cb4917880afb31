/**
 * Bench-only stand-in for functions/worker/fresh-nonce.ts (ADR 285): the same module, except
 * that a page goes into the cache without the record of where its nonces are (`x-nonce-at`), so
 * every hit scans the page for them, as before ADR 086's offsets. Swapped in only by the layer
 * bench's own builds (bench/lib/variants.mjs); the shop's build never sees this file.
 */
import { NONCE_OFFSETS_HEADER, prepareForCache as withOffsets } from "../../functions/worker/fresh-nonce.ts";

export * from "../../functions/worker/fresh-nonce.ts";

export async function prepareForCache(response) {
  const page = await withOffsets(response);
  page.headers.delete(NONCE_OFFSETS_HEADER);
  return page;
}
