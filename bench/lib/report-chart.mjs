/**
 * The bars of the bench chart (chart.svg): requests per second beside the plain Worker behind
 * the static-assets router, and first-load KB beside hello world, each marked pass or miss
 * against its budget.
 */
import { BUDGETS, kb } from "./budgets.mjs";
import { chartSvg } from "./chart.mjs";
import { fixed } from "./report-format.mjs";

export function reportChart(results) {
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
        bar("signed in", t.productUncached, routed.uncached, BUDGETS.uncachedRatio),
        ...(t.productVisitorCart
          ? [bar("visitor with a cart", t.productVisitorCart, routed.visitorCart, BUDGETS.uncachedRatio)]
          : []),
        bar(
          `cached, ${t.cachedLayer ?? "hit-memory"}`,
          t.productCached ?? t.productCachedMemory,
          routed.cached ?? routed.cachedMemory,
          BUDGETS.cachedRatio,
        ),
        ...(t.productCachedCache
          ? [bar("cached, Cache API", t.productCachedCache, routed.cachedCache, BUDGETS.cachedRatio)]
          : []),
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
  return chartSvg(throughputBars, sizeBars, BUDGETS.firstLoadHydrationKb);
}
