/**
 * The very first page a fresh isolate renders pays for the site config too (kept per isolate for
 * a minute). It is asked once per request, when the load context is built, and handed to the
 * loaders in it (app/load-context.server.ts): when the Worker and the Remix build
 * each kept its own copy a fresh isolate's home page cost 4 D1 round trips (budget: 3).
 */
import { afterEach, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker | undefined;
afterEach(async () => {
  await worker?.dispose();
  worker = undefined;
});

// Upstream calls: the site config, the page's route request and, on sign-in, its human check.
it.each([
  ["/", 2],
  ["/category/women", 2],
  ["/auth/signin", 3],
])("%s on a fresh Worker costs ≤ 3 D1 round trips", async (path, calls) => {
  worker = await startWorker();
  const response = await worker.fetch(path);
  await response.text();
  expect(response.status).toBe(200);
  expect(response.headers.get("x-page-cache")).toBe("miss");
  expect(Number(response.headers.get("x-d1-round-trips"))).toBeLessThanOrEqual(3);
  expect(Number(response.headers.get("x-upstream-calls"))).toBe(calls);
});
