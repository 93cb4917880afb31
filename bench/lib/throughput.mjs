/**
 * SSR throughput and latency with autocannon: 50 connections for a fixed time against one URL.
 * Requests per second are the mean over the run's one-second samples; latencies are autocannon's
 * percentiles. A run with errors, timeouts or non-2xx answers is reported as such, since its
 * figures would describe error pages, not the page. `check(response, html)` runs on one request
 * before the run and one after it and fails the figure when the page is not what the figure
 * claims (signed in, answered by the named cache layer), and every answer's `x-page-cache` is counted.
 *
 * Every request (every target alike, the plain Worker's too) carries the Accept-Encoding a
 * browser sends (Chromium's), as every visitor's browser does: a text answer then goes out
 * gzip-compressed, by the platform as it streams or, for a cached page, as stored (ADR 363). The
 * bytes each answer took on the wire are reported beside the rates.
 */
import autocannon from "autocannon";

export const CONNECTIONS = 50;
export const SECONDS = 10;
/** What Chromium sends: the client of every figure asks for what a browser asks for. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

async function checked(url, headers, check) {
  const response = await fetch(url, { headers }).catch((error) => {
    throw new Error(`${url}: ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ""}`);
  });
  const html = await response.text();
  if (check) await check(response, html);
}

/** The `x-page-cache` header of an answer, whatever case its name came in ("none" when absent). */
function pageCacheOf(headers) {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === "x-page-cache");
  return name ? String(headers[name]) : "none";
}

export async function load(url, { headers: own = {}, seconds = SECONDS, check, connections = CONNECTIONS } = {}) {
  const headers = { ...BROWSER_HEADERS, ...own };
  // One request first: the first render compiles code paths and, without cookies, fills the edge cache.
  await checked(url, headers, check);
  // Every answer's `x-page-cache` is tallied (every run alike, the references too, so the
  // client's cost is the same): how many were hits of which layer and how many were rendered.
  const layers = {};
  const onResponse = (status, body, context, answer) => {
    const layer = pageCacheOf(answer ?? {});
    layers[layer] = (layers[layer] ?? 0) + 1;
  };
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    requests: [{ method: "GET", onResponse }],
  });
  await checked(url, headers, check);
  return {
    url,
    headers: Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, name === "cookie" ? value.replace(/=.*/, "=…") : value]),
    ),
    connections,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    // Response bytes per answer as autocannon read them off the socket (headers and body, as encoded).
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : null,
    layers,
    failures: result.errors + result.timeouts + result.non2xx,
    failed: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
  };
}
