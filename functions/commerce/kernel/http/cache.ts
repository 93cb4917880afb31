/**
 * Cache policy: anonymous answers may be shared by the storefront and CDNs for a short while;
 * anything answered for a signed-in customer is private and never stored.
 */
export type CachePolicy = "public" | "none";

const PUBLIC = "public, max-age=60, s-maxage=300";
const PRIVATE = "private, no-store";

export function cacheHeaders(policy: CachePolicy, signedIn: boolean): Record<string, string> {
  if (policy === "public" && !signedIn) {
    return { "cache-control": PUBLIC, vary: "accept-language, x-lang" };
  }
  return { "cache-control": PRIVATE };
}
