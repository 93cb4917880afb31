/**
 * SSR throughput and latency with autocannon: 50 connections for a fixed time against one URL.
 * Requests per second are the mean over the run's one-second samples; latencies are autocannon's
 * percentiles. A run with errors, timeouts or non-2xx answers is reported as such, since its
 * figures would describe error pages, not the page. `check(response, html)` runs on one request
 * before the run and one after it and fails the figure when the page is not what the figure
 * claims (signed in, answered by the named cache layer).
 */
import autocannon from "autocannon";

export const CONNECTIONS = 50;
export const SECONDS = 10;

async function checked(url, headers, check) {
  const response = await fetch(url, { headers });
  const html = await response.text();
  if (check) await check(response, html);
}

export async function load(url, { headers = {}, seconds = SECONDS, check } = {}) {
  // One request first: the first render compiles code paths and, without cookies, fills the edge cache.
  await checked(url, headers, check);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  await checked(url, headers, check);
  return {
    url,
    headers: Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, name === "cookie" ? value.replace(/=.*/, "=…") : value]),
    ),
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    failed: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
  };
}
