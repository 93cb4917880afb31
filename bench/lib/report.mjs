/**
 * Writes bench/results/latest.json (every figure), latest.md (the same, for people, each figure
 * beside its budget) and chart.svg, all from the results of one run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { BUDGETS, checks, kb } from "./budgets.mjs";
import { chartSvg } from "./chart.mjs";
import { CONNECTIONS, SECONDS } from "./throughput.mjs";

const dir = resolve(import.meta.dirname, "../results");
const table = (head, rows) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join(
    "\n",
  );
const fixed = (value, digits = 0) => (typeof value === "number" ? value.toFixed(digits) : "—");

function firstLoadSection({ helloWorld, pages, error }) {
  if (error) return `Not measured: ${error}`;
  const base = helloWorld?.gzip;
  const rows = [["hello world (bare Remix + React)", "/", fixed(kb(base), 1), helloWorld.files.length, "1.00"]];
  for (const [page, m] of Object.entries(pages))
    rows.push([page, m.path, fixed(kb(m.gzip), 1), m.files.length, fixed(m.gzip / base, 2)]);
  const heaviest = Object.values(pages)[0]
    .files.slice(0, 5)
    .map((f) => `\`${f.path}\` ${fixed(kb(f.gzip), 1)}`)
    .join(", ");
  const stray = Object.entries(pages)
    .filter(([, m]) => m.unannounced.length)
    .map(([page, m]) => `${page}: ${m.unannounced.join(", ")}`);
  return [
    table(["page", "path", "KB gzip", "files", "× hello world"], rows),
    "",
    `Largest files on home: ${heaviest}.`,
    stray.length
      ? `Chunks imported but not announced in the HTML (a request waterfall): ${stray.join("; ")}.`
      : "Every chunk loaded is announced in the HTML (no import waterfall).",
  ].join("\n");
}

function throughputSection(t) {
  if (t.error) return `Not measured: ${t.error}`;
  const failed = ({ failures, failed: f }) =>
    failures ? `${failures} (${f.errors} errors, ${f.timeouts} timeouts, ${f.non2xx} non-2xx)` : 0;
  const routed = t.ratiosBehindAssets;
  const line = (name, run, ratio, ratioRouted) => [
    name,
    fixed(run.requestsPerSecond),
    fixed(run.latencyMs.p50),
    fixed(run.latencyMs.p99),
    run.requests,
    failed(run),
    ratio,
    ratioRouted ?? "—",
  ];
  const rows = [
    line("plain Worker (fixed HTML)", t.plain, "1.00"),
    line("plain Worker behind the static-assets router", t.plainBehindAssets, fixed(routed.plain, 2), "1.00"),
    line(
      "product, uncached: signed in (real session, cart, favourites)",
      t.productUncached,
      fixed(t.ratios.uncached, 2),
      fixed(routed.uncached, 2),
    ),
    line(
      "product, cached: answered from isolate memory (`x-page-cache: hit-memory`)",
      t.productCachedMemory,
      fixed(t.ratios.cachedMemory, 2),
      fixed(routed.cachedMemory, 2),
    ),
    line(
      "product, cached: answered by the Cache API (`x-page-cache: hit-cache`)",
      t.productCachedCache,
      fixed(t.ratios.cachedCache, 2),
      fixed(routed.cachedCache, 2),
    ),
  ];
  return [
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, after one warm-up request. The budgets compare with the plain Worker behind the same static-assets router as the shop (last column). ` +
      "The signed-in page is checked before and after its run to show the bench shopper's name; each cached run is checked to be answered by the layer it names. " +
      `For the Cache API figure the page was first pushed out of the isolate's memory by storing ${t.evictedWith} other pages (a Cache API hit is never put back into memory).`,
    "",
    table(["target", "req/s", "p50 ms", "p99 ms", "requests", "failed", "÷ plain", "÷ plain behind router"], rows),
  ].join("\n");
}

function browserFirstLoadSection({ pages, error }) {
  if (error) return `Not measured: ${error}`;
  const rows = Object.entries(pages).map(([page, m]) => [
    page,
    m.path,
    fixed(kb(m.hydration.gzip), 1),
    m.hydration.files.length,
    fixed(kb(m.idle.gzip), 1),
    m.idle.files.length,
    m.hydratedAfterMs,
  ]);
  const late = Object.entries(pages)
    .map(([page, m]) => [page, m.idle.files.filter((f) => !m.hydration.files.some((h) => h.path === f.path))])
    .filter(([, files]) => files.length)
    .map(([page, files]) => `${page}: ${files.map((f) => `\`${f.path}\` ${fixed(kb(f.gzip), 1)}`).join(", ")}`);
  return [
    "Chromium (playwright-core), a fresh context per page: the scripts loaded when React's hydration has completed, and all scripts loaded by network idle; gzip of each file, summed.",
    "",
    table(["page", "path", "KB until hydrated", "files", "KB until network idle", "files", "hydrated after ms"], rows),
    "",
    late.length ? `Loaded after hydration: ${late.join("; ")}.` : "Nothing loads after hydration.",
  ].join("\n");
}

function roundTripSection({ pages, userPages, error }) {
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

function searchSection(s) {
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

function lighthouseSection({ pages, error }) {
  if (error) return `Not measured: Lighthouse could not run here: ${error}`;
  const m = (page, id, digits = 0, scale = 1) => fixed(page.metrics[id] * scale, digits);
  const rows = Object.entries(pages).map(([name, p]) => [
    name,
    p.performance.median,
    p.accessibility.median,
    p["best-practices"].median,
    p.noindex
      ? `${p.seoWithoutCrawlable.median} (noindex: crawlable audit exempt; ${p.seo.median} with it)`
      : p.seo.median,
    m(p, "first-contentful-paint"),
    m(p, "largest-contentful-paint"),
    m(p, "total-blocking-time"),
    m(p, "cumulative-layout-shift", 3),
  ]);
  const lost = [];
  for (const [name, p] of Object.entries(pages)) {
    for (const category of Object.keys(BUDGETS.lighthouse)) {
      for (const { audit, evidence } of p[category].lost)
        lost.push(
          `- ${name}, ${category}: \`${audit}\`${evidence.length ? ` — ${evidence.map((e) => `“${e.replace(/\s+/g, " ")}”`).join("; ")}` : ""}`,
        );
    }
  }
  return [
    "Mobile profile (Lighthouse default), Chromium headless; median of 3 runs per page. Metrics are medians in ms (CLS unitless).",
    "",
    table(["page", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "TBT", "CLS"], rows),
    "",
    lost.length ? `Points lost in the median run:\n\n${lost.join("\n")}` : "No points lost.",
  ].join("\n");
}

export function writeReport(results) {
  const rows = checks(results);
  const misses = rows.filter((r) => r.status !== "ok");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    resolve(dir, "latest.json"),
    `${JSON.stringify({ ...results, budgets: BUDGETS, checks: rows }, null, 2)}\n`,
  );

  const t = results.throughput ?? { error: "not run" };
  const routed = t.ratiosBehindAssets;
  const reference = t.plainBehindAssets?.requestsPerSecond;
  const bar = (label, run, ratio, minimum) => ({
    label,
    value: run.requestsPerSecond,
    text: `${fixed(run.requestsPerSecond)} (${fixed(ratio, 2)}×)`,
    kind: ratio >= minimum ? "pass" : "miss",
    mark: reference * minimum,
  });
  const throughputBars = routed
    ? [
        {
          label: "plain Worker",
          value: t.plain.requestsPerSecond,
          text: fixed(t.plain.requestsPerSecond),
          kind: "reference",
        },
        { label: "plain behind router", value: reference, text: fixed(reference), kind: "reference" },
        bar("uncached, signed in", t.productUncached, routed.uncached, BUDGETS.uncachedRatio),
        bar("cached, memory", t.productCachedMemory, routed.cachedMemory, BUDGETS.cachedRatio),
        bar("cached, Cache API", t.productCachedCache, routed.cachedCache, BUDGETS.cachedRatio),
      ]
    : [];
  const f = results.firstLoadJs ?? { error: "not run" };
  const b = results.browserFirstLoad ?? { error: "not run" };
  const sizeBars = b.pages
    ? [
        ...(f.helloWorld
          ? [
              {
                label: "hello world",
                value: kb(f.helloWorld.gzip),
                text: fixed(kb(f.helloWorld.gzip), 1),
                kind: "reference",
              },
            ]
          : []),
        ...Object.entries(b.pages).map(([page, m]) => ({
          label: `${page}, hydrated`,
          value: kb(m.hydration.gzip),
          text: `${fixed(kb(m.hydration.gzip), 1)} (idle ${fixed(kb(m.idle.gzip), 1)})`,
          kind:
            kb(m.hydration.gzip) <= BUDGETS.firstLoadHydrationKb && kb(m.idle.gzip) <= BUDGETS.firstLoadIdleKb
              ? "pass"
              : "miss",
        })),
      ]
    : [];
  writeFileSync(resolve(dir, "chart.svg"), chartSvg(throughputBars, sizeBars, BUDGETS.firstLoadHydrationKb));

  const { run } = results;
  const md = [
    "# Bench results",
    "",
    `One run of \`npm run bench\`, ${run.startedAt} to ${run.finishedAt}; commit \`${run.commit}\`${run.counts ? " (clean checkout)" : " — **DOES NOT COUNT: made with --allow-dirty from a checkout with uncommitted changes**"}; ${run.cpus} CPUs, Node ${run.node}. Timings on a shared, noisy machine: read the ratios, not the absolute numbers. How each figure is made: [bench/README.md](../README.md).`,
    "",
    `**${rows.length - misses.length} of ${rows.length} budgets met.**${misses.length ? ` Misses: ${misses.map((r) => `${r.figure} = ${r.value ?? r.status} (budget ${r.budget})`).join("; ")}.` : ""}`,
    "",
    "## Budgets",
    "",
    table(
      ["figure", "value", "budget", "status"],
      rows.map((r) => [r.figure, r.value ?? "—", r.budget, r.status === "ok" ? "ok" : `**${r.status}**`]),
    ),
    "",
    "![Throughput and first-load JS](chart.svg)",
    "",
    "## First-load JS in the browser (gzip; the budgets)",
    "",
    browserFirstLoadSection(b),
    "",
    "## First-load JS from the HTML (gzip; static, beside a bare Remix hello world)",
    "",
    firstLoadSection(f),
    "",
    "## SSR throughput and latency",
    "",
    throughputSection(t),
    "",
    "## D1 round trips and upstream calls per page",
    "",
    `From the \`x-d1-round-trips\` and \`x-upstream-calls\` headers; first visit = anonymous edge-cache miss on a fresh Worker (a user page redirects a visitor to sign-in); signed in = the bench shopper's real session (an order, an address, ${results.shopper?.cartUnits ?? "—"} units in the cart, favourites), checked to render their name.`,
    "",
    roundTripSection(results.roundTrips),
    "",
    "## Search and suggest",
    "",
    searchSection(results.search),
    "",
    "## Lighthouse",
    "",
    lighthouseSection(results.lighthouse),
    "",
  ].join("\n");
  writeFileSync(resolve(dir, "latest.md"), md);
  return { rows, misses };
}
