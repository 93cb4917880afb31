/**
 * The embedded commerce service: a plain fetch handler the Worker calls in-process (see
 * functions/worker/upstream.ts). `/api/web/*` are the calls of docs/api.md, `/api/web/media/*` serves
 * pictures, and `?request=route` on any other path is a route request. Everything goes through
 * one router so every failure is answered with an envelope.
 */
import { createRouter, API_BASE } from "./kernel/http/router";
import { notFound } from "./kernel/http/envelope";
import { calls } from "./calls";
import { admitOperator } from "./admin/gate";
import { answerRouteRequest } from "./pages/route-request";
import { serveMedia } from "./media/serve";
import { paymentWebhook, WEBHOOK_PATH } from "./payments/webhook";

const router = createRouter(calls, admitOperator);
router.get(`${API_BASE}/media/*`, serveMedia);
router.post(WEBHOOK_PATH, paymentWebhook);
router.get("*", (c) => {
  if (c.req.query("request") !== "route" || c.req.path.startsWith(`${API_BASE}/`)) throw notFound();
  return answerRouteRequest(c.req.raw, c.env, c.var.db);
});

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    return Promise.resolve(router.fetch(request, env, ctx));
  },
};
