/**
 * The report's sections for issue 28's figures: HTML size per page, the far shopper's time to
 * first byte, and the hand-built layers measured with and without each (ADR 285). Each takes its
 * part of the results and returns Markdown.
 */
import { kb } from "./budgets.mjs";
import { fixed, table } from "./report-format.mjs";

export function htmlSizeSection({ pages, error }) {
  if (error) return `Not measured: ${error}`;
  const size = (visit) =>
    visit.status === 200 ? `${fixed(kb(visit.bytes), 1)} (${fixed(kb(visit.gzip), 1)} gzip)` : `HTTP ${visit.status}`;
  return [
    "The body as the Worker sends it, before transfer compression (gzip beside it, zlib default level); anonymous (the page a cache holds) and as the bench shopper.",
    "",
    table(
      ["page", "path", "KB anonymous", "KB signed in"],
      Object.entries(pages).map(([page, m]) => [page, m.path, size(m.anonymous), size(m.signedIn)]),
    ),
  ].join("\n");
}

export function farShopperSection(far) {
  if (far.error) return `Not measured: ${far.error}`;
  return [
    `The shop on its own snapshot with its D1 binding wrapped by the bench (bench/lib/d1-delay-binding.js) so that every round trip waits ${far.delayMs} ms first; a fresh bench shopper, signed in; per page one warm-up visit, then ${far.visits} sequential visits. Time to first byte = from sending the request to the first chunk of the body. Compare with the same figure of an earlier commit (before/after), not with a budget.`,
    "",
    table(
      ["page", "path", "HTTP", "D1 round trips", "TTFB ms (median)", "each visit ms"],
      Object.entries(far.pages).map(([page, m]) => [
        page,
        m.path,
        m.status,
        Number.isNaN(m.d1) ? "—" : m.d1,
        m.error ? `not measured (${m.error})` : fixed(m.ttfbMs.median),
        m.ttfbMs.all.join(", "),
      ]),
    ),
  ].join("\n");
}

export function layersSection(l) {
  if (l.error) return `Not measured: ${l.error}`;
  const layers = (tally) =>
    Object.entries(tally)
      .map(([layer, count]) => `${layer} ${count}`)
      .join(", ");
  const sections = Object.entries(l.scenarios).map(([scenario, builds]) =>
    [
      `**${scenario}**`,
      "",
      table(
        [
          "build",
          "req/s (median)",
          "÷ as built (median of rounds)",
          "p99 ms (median)",
          "req/s each round",
          "x-page-cache",
        ],
        Object.entries(builds).map(([name, m]) => [
          name,
          fixed(m.requestsPerSecond),
          fixed(m.ratio, 2),
          fixed(m.p99),
          m.rounds.join(", "),
          layers(m.layers),
        ]),
      ),
    ].join("\n"),
  );
  return [
    `Each build in its own Miniflare, ${l.rounds} alternating rounds of ${l.seconds} s per scenario (${l.connections?.cached ?? 50} connections on the cached page, ${l.connections?.rendered ?? 50} on the rendered ones) (the order rotates each round); "as built" is the shop bundled the same way with nothing left out. How each variant is made: bench/README.md.`,
    "",
    sections.join("\n\n"),
  ].join("\n");
}
