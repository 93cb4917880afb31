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
const table = (head, rows) => [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
const fixed = (value, digits = 0) => (typeof value === "number" ? value.toFixed(digits) : "—");

function firstLoadSection({ helloWorld, pages, error }) {
  if (error) return `Not measured: ${error}`;
  const base = helloWorld?.gzip;
  const rows = [["hello world (bare Remix + React)", "/", fixed(kb(base), 1), helloWorld.files.length, "1.00"]];
  for (const [page, m] of Object.entries(pages)) rows.push([page, m.path, fixed(kb(m.gzip), 1), m.files.length, fixed(m.gzip / base, 2)]);
  const heaviest = Object.values(pages)[0].files.slice(0, 5).map((f) => `\`${f.path}\` ${fixed(kb(f.gzip), 1)}`).join(", ");
  const stray = Object.entries(pages).filter(([, m]) => m.unannounced.length).map(([page, m]) => `${page}: ${m.unannounced.join(", ")}`);
  return [
    table(["page", "path", "KB gzip", "files", "× hello world"], rows),
    "",
    `Largest files on home: ${heaviest}.`,
    stray.length ? `Chunks imported but not announced in the HTML (a request waterfall): ${stray.join("; ")}.` : "Every chunk loaded is announced in the HTML (no import waterfall).",
  ].join("\n");
}

function throughputSection(t) {
  if (t.error) return `Not measured: ${t.error}`;
  const failed = ({ failures, failed: f }) => (failures ? `${failures} (${f.errors} errors, ${f.timeouts} timeouts, ${f.non2xx} non-2xx)` : 0);
  const routed = t.ratiosBehindAssets;
  const line = (name, run, ratio, ratioRouted) => [name, fixed(run.requestsPerSecond), fixed(run.latencyMs.p50), fixed(run.latencyMs.p99), run.requests, failed(run), ratio, ratioRouted ?? "—"];
  const rows = [line("plain Worker (fixed HTML)", t.plain, "1.00")];
  if (routed) rows.push(line("plain Worker behind the static-assets router", t.plainBehindAssets, fixed(routed.plain, 2), "1.00"));
  rows.push(
    line("product, uncached (`cookie: sid=bench`)", t.productUncached, fixed(t.ratios.uncached, 2), routed && fixed(routed.uncached, 2)),
    line("product, cached (no cookie)", t.productCached, fixed(t.ratios.cached, 2), routed && fixed(routed.cached, 2)),
  );
  return [
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, after one warm-up request. The budgets use the bare plain Worker; ` +
      "the last column compares with the plain Worker behind the same static-assets router as the shop (Miniflare's router is a large share of a trivial Worker's cost here).",
    "",
    table(["target", "req/s", "p50 ms", "p99 ms", "requests", "failed", "÷ plain", "÷ plain behind router"], rows),
  ].join("\n");
}

function roundTripSection({ pages, error }) {
  if (error) return `Not measured: ${error}`;
  const show = (value) => (value === null ? "not measured (headers missing)" : value);
  return table(["page", "path", "D1 first visit", "D1 personal", "upstream first visit", "upstream personal"],
    Object.entries(pages).map(([page, v]) => [page, v.path, show(v.anonymous.d1), show(v.personal.d1), show(v.anonymous.upstream), show(v.personal.upstream)]));
}

function searchSection(s) {
  if (s.error) return `Not measured: ${s.error}`;
  return [
    `bench/search.mjs over ${s.products} generated products (commerce service in Miniflare, sequential requests). No budget is set for these.`,
    "",
    table(["call", "requests", "p50 ms", "p95 ms", "p99 ms"], ["search", "search/suggest"].map((c) => [c, s[c].requests, fixed(s[c].p50, 1), fixed(s[c].p95, 1), fixed(s[c].p99, 1)])),
  ].join("\n");
}

function lighthouseSection({ pages, error }) {
  if (error) return `Not measured: Lighthouse could not run here: ${error}`;
  const m = (page, id, digits = 0, scale = 1) => fixed(page.metrics[id] * scale, digits);
  const rows = Object.entries(pages).map(([name, p]) => [name, p.performance.median, p.accessibility.median, p["best-practices"].median, p.seo.median, m(p, "first-contentful-paint"), m(p, "largest-contentful-paint"), m(p, "total-blocking-time"), m(p, "cumulative-layout-shift", 3)]);
  const lost = [];
  for (const [name, p] of Object.entries(pages)) {
    for (const category of Object.keys(BUDGETS.lighthouse)) {
      for (const { audit, evidence } of p[category].lost) lost.push(`- ${name}, ${category}: \`${audit}\`${evidence.length ? ` — ${evidence.map((e) => `“${e.replace(/\s+/g, " ")}”`).join("; ")}` : ""}`);
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
  writeFileSync(resolve(dir, "latest.json"), `${JSON.stringify({ ...results, budgets: BUDGETS, checks: rows }, null, 2)}\n`);

  const t = results.throughput;
  const throughputBars = t.ratios
    ? [
        { label: "plain Worker", value: t.plain.requestsPerSecond, text: fixed(t.plain.requestsPerSecond), kind: "reference" },
        { label: "product uncached", value: t.productUncached.requestsPerSecond, text: `${fixed(t.productUncached.requestsPerSecond)} (${fixed(t.ratios.uncached, 2)}×)`, kind: t.ratios.uncached >= BUDGETS.uncachedRatio ? "pass" : "miss", mark: t.plain.requestsPerSecond * BUDGETS.uncachedRatio },
        { label: "product cached", value: t.productCached.requestsPerSecond, text: `${fixed(t.productCached.requestsPerSecond)} (${fixed(t.ratios.cached, 2)}×)`, kind: t.ratios.cached >= BUDGETS.cachedRatio ? "pass" : "miss", mark: t.plain.requestsPerSecond * BUDGETS.cachedRatio },
      ]
    : [];
  const f = results.firstLoadJs;
  const sizeBars = f.pages
    ? [
        { label: "hello world", value: kb(f.helloWorld.gzip), text: fixed(kb(f.helloWorld.gzip), 1), kind: "reference" },
        ...Object.entries(f.pages).map(([page, m]) => ({
          label: page,
          value: kb(m.gzip),
          text: fixed(kb(m.gzip), 1),
          kind: ["home", "product"].includes(page) ? (kb(m.gzip) <= BUDGETS.firstLoadKb ? "pass" : "miss") : "none",
        })),
      ]
    : [];
  writeFileSync(resolve(dir, "chart.svg"), chartSvg(throughputBars, sizeBars, BUDGETS.firstLoadKb));

  const { run } = results;
  const md = [
    "# Bench results",
    "",
    `One run of \`npm run bench\`, ${run.startedAt} to ${run.finishedAt}; commit \`${run.commit}\`${run.dirty ? " with uncommitted changes in the checkout" : ""}; ${run.cpus} CPUs, Node ${run.node}. Timings on a shared, noisy machine: read the ratios, not the absolute numbers. How each figure is made: [bench/README.md](../README.md).`,
    "",
    `**${rows.length - misses.length} of ${rows.length} budgets met.**${misses.length ? ` Misses: ${misses.map((r) => `${r.figure} = ${r.value ?? r.status} (budget ${r.budget})`).join("; ")}.` : ""}`,
    "",
    "## Budgets",
    "",
    table(["figure", "value", "budget", "status"], rows.map((r) => [r.figure, r.value ?? "—", r.budget, r.status === "ok" ? "ok" : `**${r.status}**`])),
    "",
    "![Throughput and first-load JS](chart.svg)",
    "",
    "## First-load JS (gzip)",
    "",
    firstLoadSection(f),
    "",
    "## SSR throughput and latency",
    "",
    throughputSection(t),
    "",
    "## D1 round trips and upstream calls per page",
    "",
    "From the `x-d1-round-trips` and `x-upstream-calls` headers; first visit = anonymous edge-cache miss on a fresh Worker, personal = with `cookie: sid=bench`.",
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
