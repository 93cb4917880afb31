/**
 * SSR throughput and latency with autocannon: 50 connections for a fixed time against one URL.
 * Requests per second are the mean over the run's one-second samples; latencies are autocannon's
 * percentiles. A run with errors, timeouts or non-2xx answers is reported as such, since its
 * figures would describe error pages, not the page.
 */
import autocannon from "autocannon";

export const CONNECTIONS = 50;
export const SECONDS = 10;

export async function load(url, { headers = {}, seconds = SECONDS } = {}) {
  // One request first: the first render compiles code paths and, without cookies, fills the edge cache.
  const first = await fetch(url, { headers });
  await first.arrayBuffer();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    url,
    headers,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    failed: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
  };
}
