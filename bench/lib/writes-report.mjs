/**
 * bench/results/writes.md and writes.json: the ceiling per database side by side (one column per
 * store configuration), each level's figures, and the arithmetic that carries them to a
 * production D1 (one database runs one query at a time: checkouts/s ≤ 1000 ms / (queries per
 * checkout × ms per query)).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

/** Cloudflare's D1 limits page: "If your average query takes 1 ms, you can run approximately 1,000 queries per second." */
export const D1_LIMITS_URL = "https://developers.cloudflare.com/d1/platform/limits/";
const PRODUCTION_MS_PER_QUERY = [1, 0.5];

const percent = (value) => (value === null || value === undefined ? "–" : `${Math.round(value * 100)} %`);
const number = (value, digits = 1) => (value === null || value === undefined ? "–" : value.toFixed(digits));
const failures = (figures) =>
  Object.entries(figures.failures)
    .map(([label, count]) => `${label} × ${count}`)
    .join(", ") || "none";

/** What a production D1 allows, from what one write costs here at the lowest level (no queue). */
export function productionArithmetic(scenario) {
  const first = scenario.levels.find((level) => level.figures)?.figures;
  if (!first?.perWrite.statements) return null;
  const { statements, roundTrips, waitMs, sqlMs } = first.perWrite;
  return {
    statements,
    roundTrips,
    localWaitMs: waitMs,
    localSqlMs: sqlMs,
    localCeiling: waitMs > 0 ? Math.round(1000 / waitMs) : null,
    production: PRODUCTION_MS_PER_QUERY.map((ms) => ({
      msPerQuery: ms,
      ceiling: Math.round(1000 / (statements * ms)),
    })),
  };
}

function ceilingCell(scenario) {
  if (!scenario?.ceiling) return "–";
  const { writesPerSecond, atConnections, kneeConnections, queue } = scenario.ceiling;
  return `**${number(writesPerSecond)}/s** at ${atConnections} (knee ${kneeConnections}); queue: ${queue.join("; ")}`;
}

function levelTable(scenario) {
  const lines = [
    "| shoppers | writes/s | p50 ms | p99 ms | calls | failed (by kind) | D1 trips / statements per write | D1 wait ms per write | D1 busy ≤ | D1 wait share | workerd CPU | busiest thread | bench CPU | machine |",
    "| -: | -: | -: | -: | -: | - | -: | -: | -: | -: | -: | -: | -: | -: |",
  ];
  for (const { connections, figures, stopped } of scenario.levels) {
    if (!figures) {
      lines.push(`| ${connections} | not measured: ${stopped} |||||||||||||`);
      continue;
    }
    const { perWrite, cpu } = figures;
    lines.push(
      `| ${connections} | ${number(figures.writesPerSecond)} | ${number(figures.latencyMs.p50)} | ${number(figures.latencyMs.p99)} | ${figures.requests} | ${figures.failed} (${failures(figures)}) | ${number(perWrite.roundTrips)} / ${number(perWrite.statements)} | ${number(perWrite.waitMs, 2)} | ${percent(figures.d1Busy)} | ${percent(figures.d1WaitShare)} | ${percent(cpu?.workerd)} | ${percent(cpu?.busiestThread)} | ${percent(cpu?.client)} | ${percent(cpu?.machine)} |`,
    );
  }
  return lines.join("\n");
}

function arithmeticLines(name, scenario) {
  const sums = productionArithmetic(scenario);
  if (!sums) return [`- ${name}: not measured.`];
  const production = sums.production
    .map(
      ({ msPerQuery, ceiling }) =>
        `at ${msPerQuery} ms per query 1000 / (${number(sums.statements)} × ${msPerQuery}) ≈ **${ceiling}/s**`,
    )
    .join("; ");
  return [
    `- ${name}: ${number(sums.statements)} statements in ${number(sums.roundTrips)} round trips per write; unqueued they kept the Worker waiting ${number(sums.localWaitMs, 2)} ms for D1 here (D1's own SQL time read ${number(sums.localSqlMs, 3)} ms on workerd's coarse clock), so this local database allows at least 1000 / ${number(sums.localWaitMs, 2)} ≈ ${sums.localCeiling ?? "–"}/s; a production D1 ${production}.`,
  ];
}

export function writeWritesReport(results) {
  const directory = resolve(import.meta.dirname, "../results");
  mkdirSync(directory, { recursive: true });
  writeFileSync(resolve(directory, "writes.json"), `${JSON.stringify(results, null, 2)}\n`);
  const { run, configurations, options } = results;
  const scenarioIds = configurations.find((config) => config.scenarios)?.scenarios.map((scenario) => scenario.id) ?? [];
  const titleOf = (id) =>
    configurations.flatMap((config) => config.scenarios ?? []).find((scenario) => scenario.id === id).title;
  const md = [
    "# Write bench",
    "",
    ...(run.counts ? [] : ["**DOES NOT COUNT: measured on a checkout with uncommitted changes.**", ""]),
    `Commit \`${run.commit}\`, ${run.startedAt} → ${run.finishedAt}; Node ${run.node}, ${run.cpus} cores (shared); ${options.seconds} s per level; shoppers per level: ${options.levels.join(", ")}. Made by \`npm run bench -- --writes\` (bench/writes.mjs; how: bench/README.md).`,
    "",
    "## The ceiling per database",
    "",
    "Most successful writes per second (cart changes, or placed orders) over the levels, the number of shoppers at which it was reached, the knee (fewest shoppers reaching 90 % of it: more only lengthen the queue) and what was saturated there.",
    "",
    `| scenario | ${configurations.map((config) => config.name).join(" | ")} |`,
    `| - | ${configurations.map(() => "-").join(" | ")} |`,
    ...scenarioIds.map(
      (id) =>
        `| ${titleOf(id)} | ${configurations.map((config) => (config.scenarios ? ceilingCell(config.scenarios.find((scenario) => scenario.id === id)) : `not measured: ${config.notMeasured}`)).join(" | ")} |`,
    ),
    "",
    "## A production D1",
    "",
    `One D1 database runs one query at a time ([D1 limits](${D1_LIMITS_URL}): at 1 ms a query, about 1,000 queries a second), so its ceiling is 1000 ms / (queries per write × ms per query). Queries per write are counted by the Worker's D1 meter at the lowest level (no queue). Their local time is the unqueued wait for D1, an upper bound (the hop included): D1's own \`meta.duration\` reads mostly 0 here, since workerd's clock moves in whole ms and only between I/O. 1 ms and 0.5 ms a query stand for a production D1, whose per-query time this bench cannot see (D1's metrics show it: queryBatchTimeMs).`,
    "",
  ];
  for (const config of configurations) {
    md.push(`### ${config.name}`, "");
    if (!config.scenarios) {
      md.push(`Not measured: ${config.notMeasured}.`, "");
      continue;
    }
    for (const scenario of config.scenarios) md.push(...arithmeticLines(scenario.title, scenario));
    md.push("");
  }
  md.push("## Every level", "");
  for (const config of configurations) {
    if (!config.scenarios) continue;
    md.push(
      `### ${config.name} (${Object.entries(config.vars)
        .map(([name, value]) => `${name}=${value}`)
        .join(", ")})`,
      "",
    );
    for (const scenario of config.scenarios) md.push(`#### ${scenario.title}`, "", levelTable(scenario), "");
  }
  md.push(
    "Writes/s: successful cart/add + cart/update (a), placed orders (b, c). p50/p99: one journey (a: add + update; b, c: checkout/create + checkout/submit, what a shopper waits for after the cart). Per write: a cart change (mean of add and update) or a checkout (create + submit). D1 wait per write: the Worker's wait for D1's answers, queueing included. D1 busy ≤: writes/s × the lowest level's unqueued wait per write, an upper bound on the database's busy share. D1 wait share: the calls' time spent waiting for D1 (near 100 % when the database is the queue). CPU: share of one core (workerd, its busiest thread, this bench's Node process) or of all cores (machine).",
    "",
  );
  writeFileSync(resolve(directory, "writes.md"), md.join("\n"));
}
