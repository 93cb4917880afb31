/**
 * The one switch between backends: with API_ORIGIN set, every upstream request goes over the
 * network to that origin; without it, the embedded commerce service answers in-process (no hop).
 * The storefront only ever sees the resulting `UpstreamFetch` function in its load context.
 */
import commerce from "../commerce";
import type { UpstreamFetch } from "../contract/upstream";
import { countUpstream, meteredDatabase, meteredNamespace, type RequestMeter } from "./request-meter";
import { socketPushes } from "./realtime/push";
import { createPagePurge } from "./page-purge";

export const CLIENT_IP_HEADER = "x-client-ip";

/** With a meter, every upstream call, and every D1 round trip and cart object call of the embedded backend, is counted. */
export function createUpstream(env: Env, ctx: ExecutionContext, meter?: RequestMeter): UpstreamFetch {
  const origin = (env.API_ORIGIN ?? "").trim().replace(/\/+$/, "");
  if (origin) {
    return (request) => {
      if (meter) countUpstream(meter, request);
      const url = new URL(request.url);
      const outgoing = new Request(origin + url.pathname + url.search, request);
      // Cloudflare replaces cf-connecting-ip on a subrequest with the Worker's own address, so
      // the shopper's address travels to an API_ORIGIN backend as x-client-ip (docs/api.md).
      // Only this Worker sets it: the proxy's allow-list never passes a client's own.
      outgoing.headers.delete(CLIENT_IP_HEADER);
      const ip = request.headers.get("cf-connecting-ip");
      if (ip) outgoing.headers.set(CLIENT_IP_HEADER, ip);
      return fetch(outgoing);
    };
  }
  const commerceEnv = meter
    ? { ...env, DB: meteredDatabase(env.DB, meter), ...(env.CART ? { CART: meteredNamespace(env.CART, meter) } : {}) }
    : env;
  // The backend pushes to open tabs through the Worker's socket objects (realtime/push.ts).
  const realtime = socketPushes(env);
  // Its writes remove the cached pages showing what they changed (page-purge.ts, ADR 275).
  const purgePages = createPagePurge(env, ctx);
  return (request) => {
    if (meter) countUpstream(meter, request);
    return commerce.fetch(request, commerceEnv, ctx, { realtime, purgePages });
  };
}
