/**
 * First-load JS: the scripts a browser fetches to render and hydrate a page, gzip-compressed.
 *
 * The set is read from the page's HTML the way the browser finds it: `modulepreload` links (also
 * those written inert until the first screen is painted, ADR 373),
 * `<script src>`, the inline module's static imports and `import()` of the entry, and the
 * imports the inline `__remixManifest` lists for the entry and for the routes the page matched
 * (those whose module the inline script imports); then the static imports inside those files, in
 * case a chunk is fetched that the HTML did not announce. The manifest's other routes (siblings
 * such as `$slug` on a product page) are left out: the browser loads a route's module only when
 * a navigation reaches it, and a Chromium load of each page fetches none of them (checked when
 * this rule changed). The manifest's `url` (`/assets/manifest-*.js`) is left out: with lazy route
 * discovery the browser never loads it.
 */
import { gzipSync } from "node:zlib";

const HTML_SOURCES = [
  /<link[^>]+rel="modulepreload(?:-after-paint)?"[^>]+href="([^"]+)"/g,
  /<script[^>]+src="([^"]+)"/g,
  /\bimport\s*(?:[\w*${}\s,]+from\s*)?"([^"]+\.js)"/g,
  /\bimport\(\s*"([^"]+\.js)"\s*\)/g,
  /"(?:module|imports)":\s*(?:"([^"]+\.js)"|\[)/g,
];
const MANIFEST = /window\.__remixManifest\s*=\s*(\{[\s\S]*?\});\s*window\.__remixRouteModules/;
// Static imports in Vite's minified chunks: `import{a as b}from"./x.js"` or `import"./x.js"`.
const CHUNK_IMPORTS = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js|\/[^"]+\.js)"/g;

function scriptsInHtml(html) {
  const found = new Set();
  for (const pattern of HTML_SOURCES.slice(0, 4)) for (const match of html.matchAll(pattern)) found.add(match[1]);
  const manifest = MANIFEST.exec(html);
  if (manifest) {
    const { entry, routes } = JSON.parse(manifest[1]);
    const matched = Object.values(routes).filter((route) => found.has(route.module));
    for (const part of [entry, ...matched]) for (const path of [part.module, ...(part.imports ?? [])]) found.add(path);
  }
  return [...found].filter((path) => !/\/manifest-[^/]*\.js$/.test(path));
}

/**
 * `html` is the page; `load(path)` returns an asset's bytes (from the server or the disk).
 * Returns the gzip total in bytes and each file's share.
 */
export async function firstLoadJs(html, load) {
  const queue = scriptsInHtml(html).map((path) => new URL(path, "http://page.test/").pathname);
  const announced = new Set(queue);
  const files = new Map();
  while (queue.length) {
    const path = queue.shift();
    if (files.has(path)) continue;
    const body = Buffer.from(await load(path));
    files.set(path, { path, raw: body.length, gzip: gzipSync(body).length });
    for (const match of body.toString("utf8").matchAll(CHUNK_IMPORTS)) {
      const next = new URL(match[1], `http://page.test${path}`).pathname;
      if (!files.has(next)) queue.push(next);
    }
  }
  const list = [...files.values()].sort((a, b) => b.gzip - a.gzip);
  return {
    gzip: list.reduce((sum, file) => sum + file.gzip, 0),
    raw: list.reduce((sum, file) => sum + file.raw, 0),
    files: list,
    unannounced: list.filter((file) => !announced.has(file.path)).map((file) => file.path),
  };
}

/** Loads a page and its scripts over HTTP from a running server. */
export async function firstLoadJsOfPage(origin, path) {
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return firstLoadJs(await response.text(), async (asset) => {
    const file = await fetch(origin + asset);
    if (!file.ok) throw new Error(`${asset}: HTTP ${file.status}`);
    return file.arrayBuffer();
  });
}
