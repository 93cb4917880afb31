/**
 * The page purge the Worker hands the backend (docs/decisions/275): a write names the tags of
 * what it changed and every cached page showing it goes, in every colo. What reaches which copy:
 *
 *   - this isolate: its tag index (page-tags.ts) gives the keys; they are deleted from this
 *     colo's edge cache and from this isolate's memory (page-memory.ts), before the write answers;
 *   - every colo: Cloudflare's zone purge by tag (`POST /zones/:zone/purge_cache {tags}`), which
 *     also removes Cache API copies stored with `Cache-Tag`, when CACHE_PURGE_ZONE_ID and the
 *     secret CACHE_PURGE_TOKEN are set; and Workers Cache's own `ctx.cache.purge({ tags })`
 *     where the runtime offers it (it purges only Workers Cache, not the Cache API);
 *   - other isolates' memories: not reachable, so where other isolates exist they keep a page
 *     at most UNPURGED_SECONDS.
 *
 * The reach follows from the settings: `local` in development/test or with PAGE_PURGE=local
 * (one process: Miniflare, wrangler dev, the bench), where the index reaches every copy;
 * `zone` with the zone settings; `none` in production without them, said at start-up, where a
 * stored page is kept UNPURGED_SECONDS at most, so it is never stale for longer than that.
 */
import type { PagePurge } from "../commerce";
import { developmentFeatures, environmentMode } from "../contract/environment";
import type { StoredPage } from "./hashed-page";
import { forgetPages, sharedLifetime } from "./page-memory";
import { indexPage, purgedSince, tagsOf, takeKeys } from "./page-tags";

/** The longest a page may show an old stock or price where a purge cannot reach it (issue 28: 5 s). */
export const UNPURGED_SECONDS = 5;
/** Cloudflare takes at most this many tags per purge call. */
const TAGS_PER_CALL = 30;
const API = "https://api.cloudflare.com/client/v4";

export type PurgeReach = "local" | "zone" | "none";

export type PurgeEnv = {
  ENVIRONMENT?: string;
  PAGE_PURGE?: string;
  CACHE_PURGE_ZONE_ID?: string;
  CACHE_PURGE_TOKEN?: string;
};

export function purgeReach(env: PurgeEnv): PurgeReach {
  if (env.CACHE_PURGE_ZONE_ID?.trim() && env.CACHE_PURGE_TOKEN?.trim()) return "zone";
  if (developmentFeatures(env) || env.PAGE_PURGE === "local") return "local";
  return "none";
}

/**
 * How long a page may be kept where no purge reaches it: the edge cache's copy (`edge`, null: its
 * s-maxage) and this isolate's memory copy (`memory`), for the reach of the running Worker.
 */
export function keptAtMost(reach: PurgeReach): { edge: number | null; memory: number } {
  if (reach === "local") return { edge: null, memory: Infinity };
  if (reach === "zone") return { edge: null, memory: UNPURGED_SECONDS };
  return { edge: UNPURGED_SECONDS, memory: UNPURGED_SECONDS };
}

let reachOfIsolate: PurgeReach | null = null;

/**
 * The running Worker's reach, found once per isolate from its settings; without a purge in
 * production it says so in the log once, at the isolate's first request.
 */
export function configurePagePurge(env: PurgeEnv): PurgeReach {
  if (reachOfIsolate) return reachOfIsolate;
  reachOfIsolate = purgeReach(env);
  if (reachOfIsolate === "none")
    console.warn(
      `page purge: CACHE_PURGE_ZONE_ID and CACHE_PURGE_TOKEN are not set, so cached pages cannot be purged in every colo; ` +
        `they are kept ${UNPURGED_SECONDS} s at most instead (docs/decisions/275)`,
    );
  return reachOfIsolate;
}

/** The reach configured for this isolate (`local` before the first request: nothing is cached yet). */
export const currentReach = (): PurgeReach => reachOfIsolate ?? "local";

/** Workers' CacheStorage has a `default` cache; the DOM typings in scope do not know it. */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** This colo's copies and this isolate's memory copies of the pages showing `tags`. */
export async function purgeHere(tags: string[]): Promise<number> {
  const keys = takeKeys(tags);
  forgetPages(keys);
  const cache = edgeCache();
  await Promise.all(keys.map((key) => cache.delete(new Request(key, { method: "GET" }))));
  return keys.length;
}

/** Cloudflare's purge by tag for the zone: every colo's copies stored with those tags. */
export async function purgeZone(
  env: Required<Pick<PurgeEnv, "CACHE_PURGE_ZONE_ID" | "CACHE_PURGE_TOKEN">>,
  tags: string[],
  send: typeof fetch = fetch,
): Promise<void> {
  for (let start = 0; start < tags.length; start += TAGS_PER_CALL) {
    const response = await send(`${API}/zones/${env.CACHE_PURGE_ZONE_ID.trim()}/purge_cache`, {
      method: "POST",
      headers: { authorization: `Bearer ${env.CACHE_PURGE_TOKEN.trim()}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: tags.slice(start, start + TAGS_PER_CALL) }),
    });
    const answer = (await response.json().catch(() => null)) as { success?: boolean; errors?: unknown } | null;
    if (!response.ok || !answer?.success)
      throw new Error(`zone purge answered ${response.status}: ${JSON.stringify(answer?.errors ?? null)}`);
  }
}

type Execution = { waitUntil(promise: Promise<unknown>): void; cache?: CacheContext };

/**
 * The purge for one request (or scheduled run): this isolate's and colo's copies before it
 * returns, every colo's after (the zone call runs on after the answer, through waitUntil; a
 * failure is logged, and the pages then live out their s-maxage).
 */
export function createPagePurge(env: PurgeEnv, execution: Execution, send: typeof fetch = fetch): PagePurge {
  return async (tags) => {
    if (!tags.length) return;
    const started = Date.now();
    const removed = await purgeHere(tags);
    const remote: Promise<unknown>[] = [];
    const { CACHE_PURGE_ZONE_ID, CACHE_PURGE_TOKEN } = env;
    if (purgeReach(env) === "zone" && CACHE_PURGE_ZONE_ID && CACHE_PURGE_TOKEN)
      remote.push(purgeZone({ CACHE_PURGE_ZONE_ID, CACHE_PURGE_TOKEN }, tags, send));
    // Workers Cache (a cache in front of the Worker, where enabled) has its own purge.
    if (execution.cache) remote.push(execution.cache.purge({ tags }));
    if (environmentMode(env) === "development")
      console.log(`page purge: ${tags.length} tags, ${removed} pages here, ${Date.now() - started} ms`);
    if (remote.length)
      execution.waitUntil(
        Promise.all(remote).catch((error: unknown) =>
          console.error("page purge failed", error instanceof Error ? error.message : error),
        ),
      );
  };
}

/**
 * How the page cache stores a page it may keep: under its tags, with its s-maxage lowered where
 * no purge reaches it. `put` stores it in the edge cache, `keep` in this isolate's memory for at
 * most the seconds given. Nothing is kept when one of its tags was purged since its render began
 * (it may show the state before that write), checked again once the put is done: a purge that
 * came while it was being stored deletes it, and no index entry is left that a purge could miss.
 */
export async function storeUnderTags(
  key: string,
  page: StoredPage,
  renderStarted: number,
  put: () => Promise<void>,
  keep: (memorySeconds: number) => void,
): Promise<void> {
  const tags = tagsOf(page.headers);
  if (purgedSince(tags, renderStarted)) return;
  const kept = keptAtMost(currentReach());
  const cacheControl = page.headers.get("cache-control");
  if (kept.edge !== null && sharedLifetime(cacheControl) > kept.edge) {
    const lowered = (cacheControl ?? "").replace(/\bs-maxage=\d+/, `s-maxage=${kept.edge}`);
    // Its gzip form (compressed-page.ts) is answered with headers of its own.
    for (const headers of [page.headers, page.gzip?.headers]) headers?.set("cache-control", lowered);
  }
  await put();
  const cache = edgeCache();
  if (purgedSince(tags, renderStarted)) {
    await cache.delete(new Request(key, { method: "GET" }));
    return;
  }
  // From here to keep() nothing awaits: no purge can come between the check and the index.
  const evicted = indexPage(key, tags, sharedLifetime(page.headers.get("cache-control")));
  keep(kept.memory);
  // A page pushed out of a full index could no longer be purged here: it goes now.
  forgetPages(evicted);
  await Promise.all(evicted.map((old) => cache.delete(new Request(old, { method: "GET" }))));
}
