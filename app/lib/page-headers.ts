/**
 * HTTP caching of pages. A page is shared-cacheable only when the backend says its answer is
 * public and the request carried nothing personal (no session, language or currency cookie that
 * would change the HTML); everything else is private.
 */
import type { HeadersFunction } from "@remix-run/cloudflare";

export const PAGE_CACHE_HEADER = "x-page-cache-control";

export const pageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  const cacheControl = (errorHeaders ?? loaderHeaders).get(PAGE_CACHE_HEADER);
  headers.set("Cache-Control", cacheControl ?? "private, no-cache");
  headers.set("Vary", "Cookie, Accept-Language");
  return headers;
};
