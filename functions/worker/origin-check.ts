/**
 * Cross-site request forgery guard for everything that changes state: a POST (PUT, PATCH,
 * DELETE) from a browser must come from this site's own pages. Browsers always send Origin on
 * such requests; a request without one (curl, server-to-server) is not a browser forgery.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return origin === "null";
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}
