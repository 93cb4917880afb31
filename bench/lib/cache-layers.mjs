/**
 * Which layer answers a cached page (`x-page-cache`, sent outside production): `hit-memory` (the
 * isolate's page memory), `hit-cache` (the Cache API) or `miss` (rendered). The memory keeps only
 * the pages its isolate stored, at most 256 and 8 MiB, least recently used first, and a Cache API
 * hit is never put back into it (functions/worker/page-memory.ts). So after the isolate has stored more
 * pages than the memory holds, a page it stored earlier is answered by the Cache API on every
 * request: the layer a visitor meets on an isolate that holds many pages, or whose memory lost
 * the page. That is how the bench measures the Cache API alone, without a bench-only switch.
 */
export async function layerOf(url, headers = {}) {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.headers.get("x-page-cache");
}

/** Throws unless `url` is answered by `layer` (once a request, `times` requests). */
export async function assertLayer(url, layer, times = 3) {
  for (let i = 0; i < times; i++) {
    const seen = await layerOf(url);
    if (seen !== layer) throw new Error(`${url} was answered by ${seen ?? "no x-page-cache header"}, not ${layer}`);
  }
}

/**
 * Pushes `url` (already stored) out of the isolate's memory by storing other pages (the same
 * page under other query strings, each its own cache key), then checks that `url` is answered by
 * the Cache API. Asking for `url` while it is still in memory would make it the most recently
 * used page again, so it is asked only after more pages than the memory may hold at all (256)
 * have been stored. Returns how many pages it stored.
 */
export async function evictFromMemory(url, { pages = 300 } = {}) {
  for (let i = 0; i < pages; i++) {
    const other = new URL(url);
    other.searchParams.set("bench-evict", String(i));
    if ((await layerOf(other.toString())) !== "miss") throw new Error(`${other} was not rendered`);
  }
  await new Promise((done) => setTimeout(done, 500)); // the stores run in waitUntil
  const seen = await layerOf(url);
  if (seen !== "hit-cache")
    throw new Error(`${url} was answered by ${seen} after storing ${pages} other pages, not by the Cache API`);
  return pages;
}

/**
 * `pageUrl` under a query string of its own (its own cache key), stored by one visit now: answered
 * from the isolate's memory for the next minute (the memory keeps a page at most that long).
 */
export async function storedInMemory(pageUrl, tag = "bench-memory") {
  const url = `${pageUrl}?${tag}=${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  await (await fetch(url)).arrayBuffer();
  await new Promise((done) => setTimeout(done, 300)); // the store runs in waitUntil
  await assertLayer(url, "hit-memory", 1);
  return url;
}

/** `pageUrl` under a query string of its own, stored and pushed out of memory: a Cache API hit for its s-maxage (5 minutes). */
export async function storedInCacheOnly(pageUrl, tag = "bench-cache") {
  const url = `${pageUrl}?${tag}=${Date.now()}`;
  await (await fetch(url)).arrayBuffer();
  await new Promise((done) => setTimeout(done, 300));
  await evictFromMemory(url);
  return url;
}
