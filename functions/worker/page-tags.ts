/**
 * The page cache's tags on the Worker's side (docs/decisions/275): which stored pages show what.
 * A page the cache stores names its tags in `Cache-Tag` (set by the storefront from the route
 * answer, functions/commerce/pages/page-tags.ts). Cloudflare's cache indexes that header itself
 * (the zone purge by tag reaches every colo); this isolate also keeps its own index, tag → cache
 * keys, so a purge can delete this colo's copies and this isolate's memory copies at once, and so
 * a purge is proven where no Cloudflare purge exists (Miniflare, wrangler dev, the tests).
 *
 * It also remembers when each tag was last purged: a page whose render began before a purge of
 * one of its tags may show the old state, and is not stored (`purgedSince`).
 */
import { CACHE_TAG_HEADER } from "../contract/page-tags";

/** Index entries kept at most; the oldest go first (and are deleted from the cache: evicted). */
const MAX_KEYS = 10_000;
/** How long a purge is remembered for pages whose render began before it. */
const PURGE_MEMORY_MS = 60_000;

type Indexed = { tags: string[]; expires: number };

const keysOfTag = new Map<string, Set<string>>();
const tagsOfKey = new Map<string, Indexed>();
const purgedAt = new Map<string, number>();

/** The tags a stored answer names (comma-separated, Cloudflare's Cache-Tag form). */
export function tagsOf(headers: Headers): string[] {
  const header = headers.get(CACHE_TAG_HEADER);
  if (!header) return [];
  return [
    ...new Set(
      header
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** The answer without its tags: they name the cache's internals, and the browser has no use for them. */
export function withoutTags(response: Response): Response {
  if (!response.headers.has(CACHE_TAG_HEADER)) return response;
  try {
    response.headers.delete(CACHE_TAG_HEADER);
    return response;
  } catch {
    // Immutable headers (an answer of fetch()): copied once.
    const copy = new Response(response.body, response);
    copy.headers.delete(CACHE_TAG_HEADER);
    return copy;
  }
}

function unindex(key: string): void {
  const entry = tagsOfKey.get(key);
  if (!entry) return;
  tagsOfKey.delete(key);
  for (const tag of entry.tags) {
    const keys = keysOfTag.get(tag);
    keys?.delete(key);
    if (keys && !keys.size) keysOfTag.delete(tag);
  }
}

/**
 * Records that `key` is stored under `tags` for `lifetimeSeconds`; answers the keys pushed out of
 * a full index, which the caller deletes from the cache (no page stays stored unpurgeable here).
 */
export function indexPage(key: string, tags: string[], lifetimeSeconds: number, now = Date.now()): string[] {
  unindex(key);
  const evicted: string[] = [];
  while (tagsOfKey.size >= MAX_KEYS) {
    const oldest = tagsOfKey.keys().next().value;
    if (oldest === undefined) break;
    const expired = (tagsOfKey.get(oldest)?.expires ?? 0) <= now;
    unindex(oldest);
    if (!expired) evicted.push(oldest);
  }
  tagsOfKey.set(key, { tags, expires: now + lifetimeSeconds * 1000 });
  for (const tag of tags) {
    let keys = keysOfTag.get(tag);
    if (!keys) keysOfTag.set(tag, (keys = new Set()));
    keys.add(key);
  }
  return evicted;
}

/** The stored keys showing any of `tags`, taken out of the index, and the tags marked purged now. */
export function takeKeys(tags: string[], now = Date.now()): string[] {
  const keys = new Set<string>();
  for (const tag of tags) {
    purgedAt.set(tag, now);
    for (const key of keysOfTag.get(tag) ?? []) keys.add(key);
  }
  for (const key of keys) unindex(key);
  if (purgedAt.size > MAX_KEYS) {
    for (const [tag, at] of purgedAt) if (at < now - PURGE_MEMORY_MS) purgedAt.delete(tag);
  }
  return [...keys];
}

/** True when one of `tags` was purged at or after `since` (the render began before the purge). */
export function purgedSince(tags: string[], since: number, now = Date.now()): boolean {
  if (since < now - PURGE_MEMORY_MS) return tags.length > 0 && purgedAt.size > 0;
  return tags.some((tag) => (purgedAt.get(tag) ?? -Infinity) >= since);
}

/** For tests: forgets every index entry and purge. */
export function forgetTagIndex(): void {
  keysOfTag.clear();
  tagsOfKey.clear();
  purgedAt.clear();
}
