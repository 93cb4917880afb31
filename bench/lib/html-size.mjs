/**
 * The HTML size of each page (issue 28: product page ≤ 70 KB): the bytes of the body as the
 * Worker sends it (before any transfer compression), and its gzip size (zlib default level) for
 * information; 1 KB = 1024 bytes. Each page is asked anonymously (the page a cache holds) and
 * as the bench shopper (checked to render signed in; a redirect is recorded as such).
 */
import { gzipSync } from "node:zlib";
import { assertSignedIn } from "./shopper.mjs";

async function size(url, headers) {
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status === 200 && headers.cookie) assertSignedIn(body.toString("utf8"), url);
  return { status: response.status, bytes: body.length, gzip: gzipSync(body).length };
}

/** `pages` maps a page type to its path. */
export async function htmlSizes(origin, pages, cookie) {
  const result = {};
  for (const [name, path] of Object.entries(pages)) {
    result[name] = { path, anonymous: await size(origin + path, {}), signedIn: await size(origin + path, { cookie }) };
    console.log(
      `HTML ${name}: ${(result[name].anonymous.bytes / 1024).toFixed(1)} KB anonymous, ${(result[name].signedIn.bytes / 1024).toFixed(1)} KB signed in`,
    );
  }
  return result;
}
