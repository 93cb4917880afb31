/**
 * D1 round trips and upstream calls per page type, as the Worker reports them in the
 * `x-d1-round-trips` and `x-upstream-calls` response headers (sent when ENVIRONMENT is not
 * "production"). Each page is asked twice: as a first anonymous visit (an edge-cache miss) and
 * signed in with the bench shopper's real session (never cached). A signed-in visit that answers
 * 200 must show the shopper's name (else it is marked `signedIn: false` and its figure is not
 * counted); one that redirects (sign-in sends a signed-in shopper on) is taken as it is.
 */
import { SHOPPER_NAME } from "./shopper.mjs";

function count(response, name) {
  const value = response.headers.get(name);
  return value === null ? null : Number(value);
}

async function visit(url, headers) {
  const response = await fetch(url, { headers, redirect: "manual" });
  const html = await response.text();
  return {
    status: response.status,
    d1: count(response, "x-d1-round-trips"),
    upstream: count(response, "x-upstream-calls"),
    ...(headers.cookie ? { signedIn: response.status !== 200 || html.includes(SHOPPER_NAME) } : {}),
  };
}

/** `pages` maps a page type to its path. A null figure means the header was missing. */
export async function roundTrips(origin, pages, cookie) {
  const result = {};
  for (const [name, path] of Object.entries(pages)) {
    result[name] = {
      path,
      anonymous: await visit(origin + path, {}),
      personal: await visit(origin + path, { cookie }),
    };
  }
  return result;
}
