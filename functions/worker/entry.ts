/**
 * The Worker entry. Static assets are served by Cloudflare before this code runs
 * (wrangler.toml [assets]); everything else lands here:
 *   /ws/message        → the visitor's Durable Object (realtime pushes)
 *   /api/web/*         → the upstream (API_ORIGIN or the embedded commerce service), cookie → x-auth
 *   ?request=route     → the same upstream, so a browser can read a page's route data too
 *   every other path   → Remix, whose loaders call the same upstream through the load context
 *                        (built by the storefront: app/load-context.server.ts)
 */
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build is produced by `remix vite:build` before wrangler bundles this file;
// it is plain generated JS without types, and may not exist yet when the project is type-checked.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- absent before a build, present after: neither directive fits both
// @ts-ignore
import * as build from "../../build/server/index.js";
import { createUpstream } from "./upstream";
import { proxyToUpstream } from "./proxy";
import { handleSocketUpgrade } from "./realtime/upgrade";
import { consumeQueue, expireUnpaidOrders, sweepUploads, type Job } from "../commerce";
import { isCrossSiteWrite } from "./origin-check";
import { withPageCache } from "./page-cache";
import { knownPage, type Finish } from "./known-page";
import { configurePagePurge, createPagePurge } from "./page-purge";
import { fetchShopperParts } from "./shopper-parts";
import { afterWrite } from "./parts-memory";
import { stitchAnswer } from "./stitch-answer";
import { carryBookmark } from "./d1-bookmark-cookie";
import { createMeter, meterHeaders } from "./request-meter";
import { withHeaders } from "./response-headers";
import { resolveLanguage } from "../contract/request-language";
import type { LoadContextInput } from "../contract/load-context";
import { userAreaHandlers } from "./user-area-routes";
import { languageChoice } from "./language-choice";
import { BASELINE_SECURITY_HEADERS, createNonce } from "../contract/content-security-policy";
import { developmentFeatures } from "../contract/environment";
import { devPageAllowed } from "./dev-page-access";
import { configurationProblem } from "./operator/configuration";
import { notConfiguredResponse } from "./operator/error-page";
import { HSTS, httpsRedirect, isHttps, withTransportSecurity } from "./transport-security";

export { VisitorSocket } from "./realtime/visitor-socket";
export { StockObject, CartObject } from "../commerce";

/** wrangler.toml's five-minute trigger; any other (the daily one) sweeps uploads. */
const EXPIRY_CRON = "*/5 * * * *";

/** The storefront builds its own request context; the Worker reaches it only through the build (ADR 230). */
const { createLoadContext, withRouteTexts } = (build as unknown as ServerBuild).entry.module as unknown as {
  createLoadContext(input: LoadContextInput): Promise<AppLoadContext>;
  /** Each route's data brings the texts its screen reads (ADR 280). */
  withRouteTexts(build: ServerBuild): ServerBuild;
};
const serverBuild = withRouteTexts(build as unknown as ServerBuild);
// The user area lives under the site config's `user` rule: one route table per configured path.
const remixHandlerFor = userAreaHandlers(serverBuild, (build) => createRequestHandler(build));

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const redirect = httpsRedirect(request, env);
    // A repeat anonymous page goes out before the route runs, finished as below (known-page.ts, ADR 387).
    const known = redirect ? null : knownPage(request, () => finishOf(request, env));
    const early = known && (await known);
    if (early) return early;
    const response = redirect ?? afterWrite(request, await checkedRoute(request, env, ctx));
    // A WebSocket upgrade (101) has immutable headers and nothing to sniff.
    if (response.status === 101 || response.webSocket) return response;
    return withTransportSecurity(withHeaders(response, BASELINE_SECURITY_HEADERS), request);
  },
  /**
   * The Cron Triggers (wrangler.toml [triggers]): every five minutes unpaid orders past their
   * payment window are cancelled (docs/decisions/204); daily, uploads nothing refers to a day
   * on are deleted. Awaited, not waitUntil: a failed run then shows as the cron run's own failure.
   */
  async scheduled(controller, env, ctx): Promise<void> {
    if (controller.cron === EXPIRY_CRON) {
      // The released stock purges the pages showing it (page-purge.ts, ADR 275).
      configurePagePurge(env);
      const producer = { env, waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise) };
      const run = await expireUnpaidOrders(producer, createPagePurge(env, ctx));
      console.log("unpaid orders expired", JSON.stringify(run));
      return;
    }
    console.log("upload sweep", JSON.stringify(await sweepUploads(env)));
  },
  /** wrangler.toml [[queues.consumers]]: the jobs queue and its dead-letter queue (docs/decisions/185). */
  async queue(batch, env): Promise<void> {
    await consumeQueue(batch as MessageBatch<Job>, env);
  },
} satisfies ExportedHandler<Env>;

/** Outside production each answer reports what it cost (x-upstream-calls, x-d1-*: request-meter.ts). */
const meterFor = (env: Env) => (developmentFeatures(env) ? createMeter() : undefined);

/**
 * What `fetch` and `route` add to a page-cache hit, for a known page (known-page.ts, ADR 387): the
 * hit's meter outside production (a hit calls nothing), the baseline security headers, HSTS over
 * HTTPS (a stored page sets no cookie to mark Secure). One object per case, so a page in memory
 * keeps its finished headers per case. tests/worker/known-page.test.ts compares both ways' answers.
 */
const finishes = new Map<string, Finish>();
function finishOf(request: Request, env: Env): Finish {
  const report = developmentFeatures(env);
  const https = isHttps(request);
  const key = `${report} ${https}`;
  let finish = finishes.get(key);
  if (!finish) {
    const headers = {
      ...(report ? meterHeaders(createMeter()) : {}),
      ...BASELINE_SECURITY_HEADERS,
      ...(https ? { "strict-transport-security": HSTS } : {}),
    };
    finishes.set(key, (finish = { report, headers }));
  }
  return finish;
}

/** Development pages (/dev/outbox, also under a language prefix) do not exist in production. */
const DEVELOPMENT_PAGE = /^(?:\/[a-zA-Z-]{2,5})?\/dev\//;

/** Without its secrets the Worker serves nothing but the operator error page (503). */
async function checkedRoute(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const problem = configurationProblem(env);
  if (!problem) return route(request, env, ctx);
  console.error(`storefront not configured: ${problem.secret} is ${problem.reason}`);
  const url = new URL(request.url);
  const wantsJson = url.pathname.startsWith("/api/web") || url.searchParams.get("request") === "route";
  return notConfiguredResponse(problem, await resolveLanguage(request), wantsJson);
}

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  // How far a page purge reaches, found (and, without one in production, logged) once (ADR 275).
  configurePagePurge(env);
  // Even in development, only to loopback or the operator token (dev-page-access.ts, ADR 202).
  if (DEVELOPMENT_PAGE.test(url.pathname) && (!developmentFeatures(env) || !devPageAllowed(request, env.ADMIN_TOKEN)))
    return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });

  if (url.pathname === "/ws/message") return handleSocketUpgrade(request, env, createUpstream(env, ctx, meterFor(env)));
  if (isCrossSiteWrite(request)) {
    return Response.json({ code: 30, msg: "Authorization error", data: null }, { status: 403 });
  }
  // The shopper's D1 bookmark rides along every upstream request but the socket's (ADR 175).
  if (url.pathname.startsWith("/api/web/") || url.pathname === "/api/web") {
    // A call reports its D1 cost too: the write bench reads it to find where a queue forms.
    const meter = meterFor(env);
    const carrier = carryBookmark(request, createUpstream(env, ctx, meter));
    const answer = carrier.finish(await proxyToUpstream(request, carrier.upstream, { env }));
    return meter ? withHeaders(answer, meterHeaders(meter)) : answer;
  }
  if (request.method === "GET" && url.searchParams.get("request") === "route") {
    const carrier = carryBookmark(request, createUpstream(env, ctx, meterFor(env)));
    return carrier.finish(await proxyToUpstream(request, carrier.upstream));
  }

  const chosen = languageChoice(request);
  if (chosen) return chosen;

  const language = await resolveLanguage(request);
  const cacheKey = { language, version: serverBuild.assets.version };
  // The load context (upstream, meter, session) is made only when the page is rendered: a cache hit needs none of it.
  const meter = meterFor(env);
  const page = await withPageCache(
    request,
    ctx,
    cacheKey,
    async (rendered) => {
      // Inside the page cache's handler: a page it may store never gets the bookmark cookie.
      // `rendered` is the request itself, or its neutral form for a cached page (ADR 270).
      const carrier = carryBookmark(rendered, createUpstream(env, ctx, meter));
      // Only a render needs a nonce: a stored page's scripts are allowed by hash (ADR 324).
      const cspNonce = createNonce();
      const context = await createLoadContext({
        request: rendered,
        env,
        ctx,
        lang: language,
        fetchUpstream: carrier.upstream,
        cspNonce,
      });
      return carrier.finish(await remixHandlerFor(context.site.urlRules.user)(rendered, context));
    },
    developmentFeatures(env),
    // A shopper's parts: one call with their cookies (and D1 bookmark), written into the neutral page.
    async (shopper, neutral) => {
      const parts = await fetchShopperParts(
        shopper,
        () => carryBookmark(shopper, createUpstream(env, ctx, meter)).upstream,
      );
      return parts ? stitchAnswer(neutral, parts, new URL(shopper.url)) : null;
    },
  );
  return meter ? withHeaders(page, meterHeaders(meter)) : page;
}
