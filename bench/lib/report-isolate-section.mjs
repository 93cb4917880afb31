/**
 * The report's section for the isolate-cpu part (lib/isolate-cpu.mjs, ADR 390): figures, not
 * budgets. The shop isolate's CPU per page beside the whole process's, their ratios to the
 * anonymous memory hit and to the plain Worker, and which isolate of the process ran what.
 */
import { fixed, table } from "./report-format.mjs";

const shortScripts = (scripts) => scripts.join(", ") || "—";

function breakdownTable(breakdown) {
  const names = [...new Set(Object.values(breakdown).flatMap((path) => Object.keys(path.isolates)))];
  return table(
    [
      "path",
      "process ms (all profiled)",
      "main thread ms",
      ...names.map((name) => `${name} ms`),
      "main thread, no isolate ms",
    ],
    Object.values(breakdown).map((path) => [
      path.label,
      fixed(path.processMs, 2),
      fixed(path.mainThreadMs, 2),
      ...names.map((name) => (path.isolates[name] ? fixed(path.isolates[name].ms, 3) : "—")),
      fixed(path.restMs, 2),
    ]),
  );
}

function scriptsTable(path) {
  return table(
    ["isolate", "scripts it ran", "its top functions (share of its samples)"],
    Object.entries(path.isolates)
      .filter(([, isolate]) => isolate.ms > 0)
      .map(([name, isolate]) => [
        name,
        shortScripts(isolate.scripts),
        isolate.top
          .slice(0, 5)
          .map((f) => `${f.name}${f.url ? ` (${f.url})` : ""} ${fixed(f.share * 100)} %`)
          .join("; "),
      ]),
  );
}

export function isolateCpuSection(part) {
  if (part.error) return `Not measured: ${part.error}`;
  const rows = Object.values(part.figures);
  const signed = part.breakdown?.signed;
  return [
    `Per product page, ${part.rounds} rounds (order rotating) of ${part.requests} pages per path, 10 at a time, every answer checked (layer, name, cart); load average at each round's start ${part.load.map((l) => l.toFixed(2)).join(", ")}. **Process** = the whole workerd process's CPU (/proc, unprofiled run), which here also holds Miniflare's D1 object, cache, assets router and entry Worker. **Shop isolate** = the CPU of the Worker's own isolate (the plain Worker's for the plain path): its busy V8 samples × the sampler's period (${part.periodUs} µs) in a second run of the same pages under the profiler, which also gives the profiler's inflation of the process (profiled ÷ unprofiled). Ratios are medians of per-round ratios. Figures, not budgets: bench/README.md says what they can and cannot tell.`,
    "",
    table(
      [
        "path",
        "shop isolate ms/page",
        "process ms/page",
        "isolate ÷ process (profiled)",
        "profiler inflation",
        "isolate ÷ memory hit",
        "isolate ÷ plain",
        "process ÷ memory hit",
        "process ÷ plain",
      ],
      rows.map((f) => [
        f.label,
        fixed(f.isolateMs, 3),
        fixed(f.processMs, 2),
        fixed(f.isolateShare, 2),
        fixed(f.inflation, 2),
        fixed(f.isolateToMemory, 2),
        fixed(f.isolateToPlain, 1),
        fixed(f.processToMemory, 2),
        fixed(f.processToPlain, 2),
      ]),
    ),
    "",
    "Each round (shop isolate ms / process ms): " +
      rows
        .map(
          (f) => `${f.label}: ${f.rounds.map((r) => `${fixed(r.isolateMs, 3)}/${fixed(r.processMs, 2)}`).join(", ")}`,
        )
        .join("; ") +
      ".",
    "",
    ...(part.breakdown
      ? [
          `Which isolate spends what: one pass of ${part.requests} pages per path with every isolate of the process profiled at once (many profilers inflate more than one: read shares; the shop isolate's figure is the table's above). Every isolate runs on workerd's main thread; "main thread, no isolate" is its CPU that no isolate's samples account for (sockets, HTTP, the event loop, the profilers' signals); the process's CPU beyond the main thread's is its other threads, here mostly the profilers' own sampling threads.`,
          "",
          breakdownTable(part.breakdown),
          "",
          ...(signed ? ["Signed in, what each isolate ran:", "", scriptsTable(signed)] : []),
        ]
      : []),
  ].join("\n");
}
