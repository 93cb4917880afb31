/**
 * The budgets of issue 19 and the check of every figure against them. Each check is a row
 * { figure, value, budget, status } with status "ok", "MISS" or "not measured (why)", so the
 * report and the JSON show a miss the same way and nothing is silently dropped.
 */
export const BUDGETS = {
  firstLoadHydrationKb: 100, // gzip, scripts loaded before hydration completes (Chromium)
  firstLoadIdleKb: 110, // gzip, every script a fresh visit loads until network idle
  uncachedRatio: 0.25, // × the plain Worker behind the same static-assets router
  cachedRatio: 0.9, // × the same
  p99Ms: 250,
  d1PerPage: 3,
  searchP95Ms: 50,
  suggestP95Ms: 20,
  facetsP95Ms: 50, // issue 29: counts + results, three facets; and search with two
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
};

export const kb = (bytes) => bytes / 1024;
const row = (figure, value, budget, pass) => ({ figure, value, budget, status: pass ? "ok" : "MISS" });
const missing = (figure, budget, why) => ({ figure, value: null, budget, status: `not measured (${why})` });

function firstLoadRows(browser) {
  if (!browser.pages)
    return [
      missing(
        "first-load JS in Chromium",
        `≤ ${BUDGETS.firstLoadHydrationKb} / ≤ ${BUDGETS.firstLoadIdleKb} KB`,
        browser.error ?? "failed",
      ),
    ];
  return Object.entries(browser.pages).flatMap(([page, m]) => [
    row(
      `first-load JS, ${page}, until hydrated (KB gzip)`,
      kb(m.hydration.gzip).toFixed(1),
      `≤ ${BUDGETS.firstLoadHydrationKb}`,
      kb(m.hydration.gzip) <= BUDGETS.firstLoadHydrationKb,
    ),
    row(
      `first-load JS, ${page}, until network idle (KB gzip)`,
      kb(m.idle.gzip).toFixed(1),
      `≤ ${BUDGETS.firstLoadIdleKb}`,
      kb(m.idle.gzip) <= BUDGETS.firstLoadIdleKb,
    ),
  ]);
}

function throughputRows(t) {
  if (!t.ratiosBehindAssets) return [missing("product SSR throughput and p99", "see budgets", t.error ?? "failed")];
  const r = t.ratiosBehindAssets;
  const rows = [];
  for (const [name, ratio, minimum, run] of [
    ["uncached, signed in", r.uncached, BUDGETS.uncachedRatio, t.productUncached],
    ["cached, from isolate memory", r.cachedMemory, BUDGETS.cachedRatio, t.productCachedMemory],
    ["cached, from the Cache API", r.cachedCache, BUDGETS.cachedRatio, t.productCachedCache],
  ]) {
    rows.push(
      row(
        `product SSR ${name} ÷ plain Worker behind the router (req/s)`,
        ratio.toFixed(2),
        `≥ ${minimum}`,
        ratio >= minimum && run.failures === 0,
      ),
    );
    rows.push(
      row(
        `product SSR ${name}, p99 at 50 connections (ms)`,
        run.latencyMs.p99,
        `< ${BUDGETS.p99Ms}`,
        run.latencyMs.p99 < BUDGETS.p99Ms && run.failures === 0,
      ),
    );
  }
  return rows;
}

function roundTripRows(roundTrips) {
  if (roundTrips.error) return [missing("D1 round trips per page", `≤ ${BUDGETS.d1PerPage}`, roundTrips.error)];
  const rows = [];
  for (const [page, visits] of Object.entries({ ...roundTrips.pages, ...roundTrips.userPages })) {
    const figure = `D1 round trips, ${page} (first visit / signed in)`;
    const counts = [visits.anonymous.d1, visits.personal.d1];
    if (counts.includes(null)) rows.push(missing(figure, `≤ ${BUDGETS.d1PerPage}`, "headers missing"));
    else if (!visits.personal.signedIn)
      rows.push(missing(figure, `≤ ${BUDGETS.d1PerPage}`, "the signed-in visit did not render signed in"));
    else rows.push(row(figure, counts.join(" / "), `≤ ${BUDGETS.d1PerPage}`, Math.max(...counts) <= BUDGETS.d1PerPage));
  }
  return rows;
}

function searchRows(search) {
  if (search.error)
    return [missing("search and suggest p95", `< ${BUDGETS.searchP95Ms} / < ${BUDGETS.suggestP95Ms} ms`, search.error)];
  return [
    row(
      `search p95, ${search.products} products, random terms (ms)`,
      search.search.p95.toFixed(1),
      `< ${BUDGETS.searchP95Ms}`,
      search.search.p95 < BUDGETS.searchP95Ms,
    ),
    row(
      `suggest p95, ${search.products} products, random terms (ms)`,
      search["search/suggest"].p95.toFixed(1),
      `< ${BUDGETS.suggestP95Ms}`,
      search["search/suggest"].p95 < BUDGETS.suggestP95Ms,
    ),
  ];
}

function facetsRows(facets) {
  if (facets.error) return [missing("facets and facets with search p95", `< ${BUDGETS.facetsP95Ms} ms`, facets.error)];
  return [
    row(
      `facet counts + results, three facets, ${facets.products} products (ms)`,
      facets.facets.p95.toFixed(1),
      `< ${BUDGETS.facetsP95Ms}`,
      facets.facets.p95 < BUDGETS.facetsP95Ms,
    ),
    row(
      `search with two facets, ${facets.products} products (ms)`,
      facets["facets+search"].p95.toFixed(1),
      `< ${BUDGETS.facetsP95Ms}`,
      facets["facets+search"].p95 < BUDGETS.facetsP95Ms,
    ),
  ];
}

function lighthouseRows(lighthouse) {
  if (lighthouse.error) return [missing("Lighthouse", "perf ≥ 95, others 100", lighthouse.error)];
  const rows = [];
  for (const [page, scores] of Object.entries(lighthouse.pages ?? {})) {
    for (const [category, minimum] of Object.entries(BUDGETS.lighthouse)) {
      // A noindex page is exempt from the crawlable audit: its SEO counts without it (and says so).
      const exempt = category === "seo" && scores.noindex;
      const median = exempt ? scores.seoWithoutCrawlable.median : scores[category].median;
      const figure = exempt
        ? `Lighthouse seo, ${page} (median of 3; noindex: crawlable audit exempt)`
        : `Lighthouse ${category}, ${page} (median of 3)`;
      rows.push(row(figure, median, minimum === 100 ? "100" : `≥ ${minimum}`, median !== null && median >= minimum));
    }
  }
  return rows;
}

export function checks(results) {
  return [
    ...firstLoadRows(results.browserFirstLoad ?? { error: "not run" }),
    ...throughputRows(results.throughput ?? { error: "not run" }),
    ...roundTripRows(results.roundTrips ?? { error: "not run" }),
    ...searchRows(results.search ?? { error: "not run" }),
    ...facetsRows(results.facets ?? { error: "not run" }),
    ...lighthouseRows(results.lighthouse ?? { error: "not run" }),
  ];
}
