/**
 * How a page's cache tags travel (docs/decisions/275): the backend's route answer names what the
 * page shows in `x-page-tags`; the storefront sets them on the page as `Cache-Tag`, under which
 * the Worker's page cache stores it (and Cloudflare's cache indexes it for purge by tag). The
 * browser never gets either header.
 */
export const PAGE_TAGS_HEADER = "x-page-tags";

/** The header Cloudflare's cache reads a stored answer's tags from. */
export const CACHE_TAG_HEADER = "cache-tag";
