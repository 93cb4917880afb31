/**
 * Writes bench/results/latest.json (every figure), latest.md (the same, for people, each figure
 * beside its budget) and chart.svg, all from the results of one run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { BUDGETS, checks } from "./budgets.mjs";
import { reportChart } from "./report-chart.mjs";
import { table } from "./report-format.mjs";
import { browserFirstLoadSection, firstLoadSection, lighthouseSection } from "./report-load-sections.mjs";
import { facetsSection, roundTripSection, searchSection, throughputSection } from "./report-server-sections.mjs";
import { farShopperSection, htmlSizeSection, layersSection } from "./report-edge-sections.mjs";
import { isolateCpuSection } from "./report-isolate-section.mjs";

const dir = resolve(import.meta.dirname, "../results");

/** A whole run writes latest.*, a subset (`--only`) partial.* (latest stays a whole run's). */
export function writeReport(results, { whole = true } = {}) {
  const file = whole ? "latest" : "partial";
  const rows = checks(results, { whole });
  const misses = rows.filter((r) => r.counted !== false && r.status !== "ok");
  const counted = rows.filter((r) => r.counted !== false);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    resolve(dir, `${file}.json`),
    `${JSON.stringify({ ...results, budgets: BUDGETS, checks: rows }, null, 2)}\n`,
  );

  if (whole) writeFileSync(resolve(dir, "chart.svg"), reportChart(results));
  const t = results.throughput ?? { error: "not run" };
  const f = results.firstLoadJs ?? { error: "not run" };
  const b = results.browserFirstLoad ?? { error: "not run" };

  const { run } = results;
  const md = [
    "# Bench results",
    "",
    `One run of \`npm run bench${run.only ? ` -- --only ${run.only.join(",")}` : ""}\`, ${run.startedAt} to ${run.finishedAt}; commit \`${run.commit}\`${run.counts ? " (clean checkout)" : " — **DOES NOT COUNT: made with --allow-dirty from a checkout with uncommitted changes**"}; ${run.cpus} CPUs, Node ${run.node}. Timings on a shared, noisy machine: read the ratios, not the absolute numbers. How each figure is made: [bench/README.md](../README.md).`,
    "",
    `**${counted.length - misses.length} of ${counted.length} budgets met.**${misses.length ? ` Misses: ${misses.map((r) => `${r.figure} = ${r.value ?? r.status} (budget ${r.budget})`).join("; ")}.` : ""}`,
    "",
    "## Budgets",
    "",
    table(
      ["figure", "value", "budget", "status"],
      rows.map((r) => [
        r.figure,
        r.value ?? "—",
        r.budget,
        r.status === "ok" || r.counted === false ? r.status : `**${r.status}**`,
      ]),
    ),
    "",
    ...(whole ? ["![Throughput and first-load JS](chart.svg)", ""] : []),
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
    "## HTML size per page",
    "",
    htmlSizeSection(results.htmlSize ?? { error: "not run" }),
    "",
    "## The far shopper: each D1 round trip 100 ms late",
    "",
    farShopperSection(results.farShopper ?? { error: "not run" }),
    "",
    "## D1 round trips and upstream calls per page",
    "",
    `From the \`x-d1-round-trips\` and \`x-upstream-calls\` headers; first visit = anonymous edge-cache miss on a fresh Worker (a user page redirects a visitor to sign-in); signed in = the bench shopper's real session (an order, an address, ${results.shopper?.cartUnits ?? "—"} units in the cart, favourites), checked to render their name.`,
    "",
    roundTripSection(results.roundTrips ?? { error: "not run" }),
    "",
    "## Search and suggest",
    "",
    searchSection(results.search ?? { error: "not run" }),
    "",
    "## Facets",
    "",
    facetsSection(results.facets ?? { error: "not run" }),
    "",
    "## Lighthouse",
    "",
    lighthouseSection(results.lighthouse ?? { error: "not run" }),
    "",
    ...(results.layers ? ["## The hand-built layers (ADR 285)", "", layersSection(results.layers), ""] : []),
    ...(results.isolateCpu
      ? ["## The shop isolate's CPU per page (ADR 390)", "", isolateCpuSection(results.isolateCpu), ""]
      : []),
  ].join("\n");
  writeFileSync(resolve(dir, `${file}.md`), md);
  return { rows: counted, misses, file };
}
