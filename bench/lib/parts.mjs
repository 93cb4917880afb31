/**
 * The parts of `npm run bench` and the `--only <part,part>` switch that runs a subset. Without
 * it every part that reports a budget runs; `layers` (issue 28 item 7, ADR 285: builds a variant
 * of the Worker per hand-built layer) and `isolate-cpu` (ADR 390: figures, no budget) run only
 * when named. A subset writes
 * bench/results/partial.{md,json} and leaves latest.{md,json} alone: the latest report is always
 * a whole run.
 */
/** The parts measured on the one started shop (lib/servers.mjs); the others start their own. */
export const ON_THE_SHOP = [
  "round-trips",
  "first-load",
  "browser-first-load",
  "html-size",
  "throughput",
  "lighthouse",
  "photos",
];
export const PARTS = [...ON_THE_SHOP, "far-shopper", "search", "facets", "layers", "isolate-cpu"];
const OPT_IN = new Set(["layers", "isolate-cpu"]);

/** The parts this run measures, from `--only a,b` (or `--only=a,b`); throws on an unknown name. */
export function chosenParts(argv = process.argv) {
  const at = argv.findIndex((arg) => arg === "--only" || arg.startsWith("--only="));
  if (at === -1) return { parts: new Set(PARTS.filter((part) => !OPT_IN.has(part))), whole: true };
  const list = argv[at].includes("=") ? argv[at].slice("--only=".length) : argv[at + 1];
  const parts = (list ?? "").split(",").filter(Boolean);
  const unknown = parts.filter((part) => !PARTS.includes(part));
  if (!parts.length || unknown.length)
    throw new Error(
      `--only takes a comma-separated list of ${PARTS.join(", ")}${unknown.length ? `; unknown: ${unknown.join(", ")}` : ""}`,
    );
  return { parts: new Set(parts), whole: false };
}
