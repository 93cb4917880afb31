/**
 * D1 round trips and upstream calls per page type, as the Worker reports them in the
 * `x-d1-round-trips` and `x-upstream-calls` response headers (sent when ENVIRONMENT is not
 * "production"). Each page is asked twice: as a first anonymous visit (an edge-cache miss) and
 * with a personal cookie (never cached), so both costs a visitor can meet are seen.
 */
export const PERSONAL_COOKIE = "sid=bench";

function count(response, name) {
  const value = response.headers.get(name);
  return value === null ? null : Number(value);
}

async function visit(url, headers) {
  const response = await fetch(url, { headers, redirect: "manual" });
  await response.arrayBuffer();
  return { status: response.status, d1: count(response, "x-d1-round-trips"), upstream: count(response, "x-upstream-calls") };
}

/** `pages` maps a page type to its path. A null figure means the header was missing. */
export async function roundTrips(origin, pages) {
  const result = {};
  for (const [name, path] of Object.entries(pages)) {
    result[name] = {
      path,
      anonymous: await visit(origin + path, {}),
      personal: await visit(origin + path, { cookie: PERSONAL_COOKIE }),
    };
  }
  return result;
}
