/**
 * The report's sections on what a shopper's browser loads: first-load JS from the HTML and in
 * Chromium, and Lighthouse. Each takes its part of the results and returns Markdown.
 */
import { BUDGETS, kb } from "./budgets.mjs";
import { fixed, table } from "./report-format.mjs";

export function firstLoadSection({ helloWorld, pages, error }) {
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

export function browserFirstLoadSection({ pages, error }) {
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

export function lighthouseSection({ pages, error }) {
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
