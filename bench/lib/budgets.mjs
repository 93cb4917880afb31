/**
 * The budgets of issue 10 and the check of every figure against them. Each check is a row
 * { figure, value, budget, status } with status "ok", "MISS" or "not measured (why)", so the
 * report and the JSON show a miss the same way and nothing is silently dropped.
 */
export const BUDGETS = {
  firstLoadKb: 100, // home and product, gzip
  uncachedRatio: 0.6,
  cachedRatio: 0.9,
  p99Ms: 250,
  d1PerPage: 3,
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
};

export const kb = (bytes) => bytes / 1024;
const row = (figure, value, budget, pass) => ({ figure, value, budget, status: pass ? "ok" : "MISS" });
const missing = (figure, budget, why) => ({ figure, value: null, budget, status: `not measured (${why})` });

export function checks(results) {
  const rows = [];
  const { firstLoadJs, throughput, roundTrips, lighthouse } = results;

  for (const page of ["home", "product"]) {
    const figure = `first-load JS, ${page} (KB gzip)`;
    const measured = firstLoadJs.pages?.[page];
    rows.push(measured ? row(figure, kb(measured.gzip).toFixed(1), `≤ ${BUDGETS.firstLoadKb}`, kb(measured.gzip) <= BUDGETS.firstLoadKb) : missing(figure, `≤ ${BUDGETS.firstLoadKb}`, firstLoadJs.error ?? "failed"));
  }

  if (throughput.ratios) {
    const { uncached, cached } = throughput.ratios;
    rows.push(row("product SSR uncached ÷ plain Worker (req/s)", uncached.toFixed(2), `≥ ${BUDGETS.uncachedRatio}`, uncached >= BUDGETS.uncachedRatio));
    rows.push(row("product SSR cached ÷ plain Worker (req/s)", cached.toFixed(2), `≥ ${BUDGETS.cachedRatio}`, cached >= BUDGETS.cachedRatio));
    for (const [name, run] of [["uncached", throughput.productUncached], ["cached", throughput.productCached]]) {
      rows.push(row(`product SSR ${name} p99 (ms)`, run.latencyMs.p99, `< ${BUDGETS.p99Ms}`, run.latencyMs.p99 < BUDGETS.p99Ms && run.failures === 0));
    }
  } else {
    rows.push(missing("product SSR throughput and p99", "see budgets", throughput.error ?? "failed"));
  }

  for (const [page, visits] of Object.entries(roundTrips.pages ?? {})) {
    const figure = `D1 round trips, ${page} (first visit / personal)`;
    const counts = [visits.anonymous.d1, visits.personal.d1];
    if (counts.includes(null)) rows.push(missing(figure, `≤ ${BUDGETS.d1PerPage}`, "headers missing"));
    else rows.push(row(figure, counts.join(" / "), `≤ ${BUDGETS.d1PerPage}`, Math.max(...counts) <= BUDGETS.d1PerPage));
  }
  if (roundTrips.error) rows.push(missing("D1 round trips per page", `≤ ${BUDGETS.d1PerPage}`, roundTrips.error));

  for (const [page, scores] of Object.entries(lighthouse.pages ?? {})) {
    for (const [category, minimum] of Object.entries(BUDGETS.lighthouse)) {
      const median = scores[category].median;
      rows.push(row(`Lighthouse ${category}, ${page} (median of 3)`, median, minimum === 100 ? "100" : `≥ ${minimum}`, median !== null && median >= minimum));
    }
  }
  if (lighthouse.error) rows.push(missing("Lighthouse", "perf ≥ 95, others 100", lighthouse.error));
  return rows;
}
