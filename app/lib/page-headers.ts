/**
 * HTTP caching of pages. A page is shared-cacheable only when the backend says its answer is
 * public and the request carried nothing personal (no session, language or currency cookie that
 * would change the HTML); everything else is private.
 */
import type { HeadersFunction } from "@remix-run/cloudflare";
import { CACHE_TAG_HEADER, PAGE_TAGS_HEADER } from "../../functions/contract/page-tags";
import { PAGE_STITCH_HEADER } from "../../functions/contract/shopper-parts";

export const PAGE_CACHE_HEADER = "x-page-cache-control";

export const pageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  const cacheControl = (errorHeaders ?? loaderHeaders).get(PAGE_CACHE_HEADER);
  headers.set("Cache-Control", cacheControl ?? "private, no-cache");
  headers.set("Vary", "Cookie, Accept-Language");
  // A shared page names what it shows; the Worker's page cache stores it under these tags and
  // takes the header off before the browser gets the page (docs/decisions/275).
  const tags = errorHeaders ? null : loaderHeaders.get(PAGE_TAGS_HEADER);
  if (tags && cacheControl && /\bpublic\b/.test(cacheControl)) headers.set(CACHE_TAG_HEADER, tags);
  // A page that must never be filled in from its cached copy for a shopper (ADR 270).
  const stitch = (errorHeaders ?? loaderHeaders).get(PAGE_STITCH_HEADER);
  if (stitch) headers.set(PAGE_STITCH_HEADER, stitch);
  return headers;
};
