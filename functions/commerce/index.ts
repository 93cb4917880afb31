/**
 * The backend's one entry (docs/decisions/235): everything the Worker (functions/worker) uses of
 * it is exported here, and nothing else of functions/commerce is imported from outside.
 *
 * `fetch` is a plain fetch handler the Worker calls in-process (functions/worker/upstream.ts):
 * `/api/web/*` are the calls of docs/api.md, `/api/web/media/*` serves pictures, and
 * `?request=route` on any other path is a route request. Everything goes through one router so
 * every failure is answered with an envelope. The Worker hands in what only it can do (pushes to
 * open sockets) as `fetch`'s options; the environment comes from functions/contract/environment.ts.
 */
import { createRouter, API_BASE, withPagePurge, withRealtime } from "./kernel/http/router";
import { notFound } from "./kernel/http/envelope";
import { NO_REALTIME, type Realtime } from "./kernel/realtime";
import { NO_PAGE_PURGE, type PagePurge } from "./kernel/page-purge";
import { calls } from "./calls";
import { admitOperator } from "./admin";
import { answerRouteRequest } from "./pages";
import { serveMedia } from "./media";
import { paymentWebhook, WEBHOOK_PATH } from "./orders";
// The domains that queue jobs register their kinds when loaded (jobs/registry.ts); loaded here so
// the queue consumer below finds every kind whatever else was imported.
import "./mail";
import "./search";
import "./site";

const router = createRouter(calls, admitOperator);
router.get(`${API_BASE}/media/*`, serveMedia);
router.post(WEBHOOK_PATH, paymentWebhook);
router.get("*", (c) => {
  if (c.req.query("request") !== "route" || c.req.path.startsWith(`${API_BASE}/`)) throw notFound();
  return answerRouteRequest(c.req.raw, c.env, c.var.db);
});

/** The backend's words, for the answers the Worker gives on its behalf (an oversized upload, the operator page). */
export { translator } from "./kernel/i18n/messages";
export { requestLanguage } from "./kernel/i18n/languages";

/** What the Worker hands the backend with a request: pushes to open tabs, and the page purge (ADR 275). */
export type BackendOptions = { realtime?: Realtime; purgePages?: PagePurge };

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext, options: BackendOptions = {}): Promise<Response> {
    const handed = withPagePurge(
      withRealtime(request, options.realtime ?? NO_REALTIME),
      options.purgePages ?? NO_PAGE_PURGE,
    );
    return Promise.resolve(router.fetch(handed, env, ctx));
  },
};

export type { Realtime, SocketMessage } from "./kernel/realtime";
export type { PagePurge } from "./kernel/page-purge";
// The Worker's other handlers: the Cron Triggers, the queue consumers, the Durable Objects.
export { sweepUploads } from "./media";
export { expireUnpaidOrders } from "./orders";
export { consumeQueue, DEAD_JOBS_QUEUE, JOB_ATTEMPTS, JOBS_QUEUE, type Job } from "./jobs";
// The Durable Object classes come from their own files, not the domains' index.ts: they import
// cloudflare:workers, which Node (the unit and Miniflare tests reading `calls`) cannot load.
export { StockObject } from "./stock/stock-object";
export { CartObject } from "./cart/cart-object";
