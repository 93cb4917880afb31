/**
 * The report's sections on what the server does: SSR throughput and latency, D1 round trips and
 * upstream calls per page, search and suggest. Each takes its part of the results and returns Markdown.
 */
import { BROWSER_HEADERS, CONNECTIONS, SECONDS } from "./throughput.mjs";
import { fixed, table } from "./report-format.mjs";

export function throughputSection(t) {
  if (t.error) return `Not measured: ${t.error}`;
  const failed = ({ failures, failed: f }) =>
    failures ? `${failures} (${f.errors} errors, ${f.timeouts} timeouts, ${f.non2xx} non-2xx)` : 0;
  const layers = (run) =>
    Object.entries(run.layers ?? {})
      .map(([layer, count]) => `${layer} ${count}`)
      .join(", ") || "—";
  const routed = t.ratiosBehindAssets;
  const toCached = t.ratiosToCached ?? {};
  const line = (name, run, ratio, ratioRouted, ratioCached) => [
    name,
    fixed(run.requestsPerSecond),
    fixed(run.latencyMs.p50),
    fixed(run.latencyMs.p99),
    run.requests,
    run.bytesPerAnswer ?? "—",
    failed(run),
    layers(run),
    ratio,
    ratioRouted ?? "—",
    ratioCached ?? "—",
  ];
  const cached = t.productCached ?? t.productCachedMemory;
  const rows = [
    line("plain Worker (fixed HTML)", t.plain, "1.00"),
    line("plain Worker behind the static-assets router", t.plainBehindAssets, fixed(routed.plain, 2), "1.00"),
    line(
      "product, signed in (real session, cart, favourites)",
      t.productUncached,
      fixed(t.ratios.uncached, 2),
      fixed(routed.uncached, 2),
      fixed(toCached.uncached, 2),
    ),
    ...(t.productVisitorCart
      ? [
          line(
            `product, a visitor with a cart (${t.visitorCartUnits} units, no session)`,
            t.productVisitorCart,
            fixed(t.ratios.visitorCart, 2),
            fixed(routed.visitorCart, 2),
            fixed(toCached.visitorCart, 2),
          ),
        ]
      : []),
    line(
      `product, anonymous, cached (\`x-page-cache: ${t.cachedLayer ?? "hit-memory"}\`)`,
      cached,
      fixed(t.ratios.cached ?? t.ratios.cachedMemory, 2),
      fixed(routed.cached ?? routed.cachedMemory, 2),
      "1.00",
    ),
    ...(t.productCachedCache
      ? [
          line(
            "product, anonymous, answered by the Cache API alone (`x-page-cache: hit-cache`)",
            t.productCachedCache,
            fixed(t.ratios.cachedCache, 2),
            fixed(routed.cachedCache, 2),
          ),
        ]
      : []),
  ];
  return [
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, after one warm-up request. Every request of every target (the plain Worker's too) carries the Accept-Encoding a browser sends (\`${BROWSER_HEADERS["accept-encoding"]}\`, Chromium's), so text answers go out gzip-compressed as they do to every visitor; "bytes/answer" is what each answer took on the wire (headers and body as sent). The budgets compare with the plain Worker behind the same static-assets router as the shop, and the personal pages also with the anonymous cached page of this run (last two columns). ` +
      "The signed-in page is checked before and after its run to show the bench shopper's name and cart; the visitor's to show their cart and no name; each cached run to be answered by the layer it names. " +
      "The `x-page-cache` column counts every answer of the run by that header (`miss`: rendered into the cache's path; `none`: no header, the page cache was bypassed and the page rendered; `hit-*`: from that layer, personal parts filled in where the page is personal)." +
      (t.evictedWith
        ? ` For the Cache API figure the page was first pushed out of the isolate's memory by storing ${t.evictedWith} other pages (a Cache API hit is never put back into memory).`
        : ""),
    "",
    table(
      [
        "target",
        "req/s",
        "p50 ms",
        "p99 ms",
        "requests",
        "bytes/answer",
        "failed",
        "x-page-cache",
        "÷ plain",
        "÷ plain behind router",
        "÷ anonymous cached",
      ],
      rows,
    ),
  ].join("\n");
}

export function roundTripSection({ pages, userPages, error }) {
  if (error) return `Not measured: ${error}`;
  const show = (value) => (value === null ? "not measured (headers missing)" : value);
  const signed = (visit) =>
    `${show(visit.d1)}${visit.status !== 200 ? ` (HTTP ${visit.status})` : ""}${visit.signedIn === false ? " **not signed in**" : ""}`;
  return table(
    ["page", "path", "D1 first visit", "D1 signed in", "upstream first visit", "upstream signed in"],
    Object.entries({ ...pages, ...userPages }).map(([page, v]) => [
      page,
      v.path,
      `${show(v.anonymous.d1)}${v.anonymous.status !== 200 ? ` (HTTP ${v.anonymous.status})` : ""}`,
      signed(v.personal),
      show(v.anonymous.upstream),
      show(v.personal.upstream),
    ]),
  );
}

export function searchSection(s) {
  if (s.error) return `Not measured: ${s.error}`;
  return [
    `bench/search.mjs over the demo generator at ${s.products} products (the tables search reads; the whole generated database does not load in Miniflare's local D1: SQLITE_NOMEM) (commerce service in Miniflare, sequential requests); every request a new term drawn at random (seeded) from the catalogue's vocabulary, in English, Simplified or Hong Kong Chinese.`,
    "",
    table(
      ["call", "requests", "p50 ms", "p95 ms", "p99 ms"],
      ["search", "search/suggest"].map((c) => [
        c,
        s[c].requests,
        fixed(s[c].p50, 1),
        fixed(s[c].p95, 1),
        fixed(s[c].p99, 1),
      ]),
    ),
  ].join("\n");
}

export function facetsSection(f) {
  if (f.error) return `Not measured: ${f.error}`;
  return [
    `bench/facets.mjs over the demo generator at ${f.products} products (without SKUs, whose facet rows are written directly; commerce service in Miniflare, sequential requests): \`product/list\` with \`facets\` (counts of every option, brand, 4 price ranges, ratings, in stock) and the first page. "facets": a random category, tag or collection with three random facets selected; "facets+search": a random term (\`q\`) with two. Selections seeded.`,
    "",
    table(
      ["call", "requests", "p50 ms", "p95 ms", "p99 ms"],
      ["facets", "facets+search"].map((c) => [
        c,
        f[c].requests,
        fixed(f[c].p50, 1),
        fixed(f[c].p95, 1),
        fixed(f[c].p99, 1),
      ]),
    ),
  ].join("\n");
}
