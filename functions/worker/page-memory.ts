/**
 * The pages this isolate put into the edge cache, also kept in its memory (docs/decisions/086).
 * A hit from here costs a map lookup and a copy of the stored bytes (ADR 324); the edge cache
 * lookup (a subrequest on Cloudflare, a separate service in Miniflare) was most of what a hit
 * cost. An entry lives no longer than the edge cache's own copy (the page's s-maxage, counted
 * from when it was stored) and never over a minute, so no visitor sees an older page than the
 * edge cache would show, and a future purge is outlived by a minute at most (ADR 162).
 * Bounded in bytes and entries; the least recently used page goes first.
 */
import type { StoredPage } from "./hashed-page";

const MAX_BYTES = 8 * 1024 * 1024;
/**
 * No page stays in memory longer than this, whatever its s-maxage: on Cloudflare a colo runs
 * many isolates, and a purge of the edge cache could not reach their memories, so this bounds
 * how long any of them could go on serving a purged page (docs/decisions/162).
 */
export const MEMORY_LIFETIME_SECONDS = 60;
const MAX_PAGES = 256;
/** A page larger than this is left to the edge cache alone. */
const MAX_PAGE_BYTES = 1024 * 1024;

type Entry = StoredPage & { expires: number };

const pages = new Map<string, Entry>();
let bytes = 0;
/** The key last put or used, so the map's last entry. */
let newest: string | undefined;

/** Seconds a shared cache may keep the page (`s-maxage`, else `max-age`); 0 when it may not. */
export function sharedLifetime(cacheControl: string | null): number {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl) || /\b(?:no-store|private)\b/.test(cacheControl)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? /\bmax-age=(\d+)/.exec(cacheControl)?.[1];
  return seconds ? Number(seconds) : 0;
}

/** What an entry holds: its plain bytes and its gzip bytes (compressed-page.ts). */
const sizeOf = (page: StoredPage) => page.body.byteLength + (page.gzip?.body.byteLength ?? 0);

function forget(key: string): void {
  const entry = pages.get(key);
  if (!entry) return;
  pages.delete(key);
  bytes -= sizeOf(entry);
  if (key === newest) newest = undefined;
}

/** `limit` lowers the minute where a purge cannot reach other isolates' memories (page-purge.ts, ADR 275). */
export function remember(key: string, page: StoredPage, now = Date.now(), limit = MEMORY_LIFETIME_SECONDS): void {
  const lifetime = Math.min(sharedLifetime(page.headers.get("cache-control")), MEMORY_LIFETIME_SECONDS, limit);
  const size = sizeOf(page);
  if (!lifetime || size > MAX_PAGE_BYTES) return;
  forget(key);
  while (pages.size >= MAX_PAGES || bytes + size > MAX_BYTES) {
    const oldest = pages.keys().next().value;
    if (oldest === undefined) break;
    forget(oldest);
  }
  pages.set(key, { ...page, expires: now + lifetime * 1000 });
  bytes += size;
  newest = key;
}

/** The stored page while it is fresh; answered as it is (hashed-page.ts), never changed. */
export function recall(key: string, now = Date.now()): StoredPage | null {
  const entry = pages.get(key);
  if (!entry) return null;
  if (entry.expires <= now) {
    forget(key);
    return null;
  }
  // The page used last is already where a use puts it: a repeat hit moves nothing (ADR 388).
  if (key === newest) return entry;
  // Re-inserted: the map's order is the order of use.
  pages.delete(key);
  pages.set(key, entry);
  newest = key;
  return entry;
}

/** Drops these pages (a purge: page-purge.ts, docs/decisions/275). */
export function forgetPages(keys: Iterable<string>): void {
  for (const key of keys) forget(key);
}

/** For tests: empties the memory. */
export function forgetAll(): void {
  pages.clear();
  bytes = 0;
  newest = undefined;
}
