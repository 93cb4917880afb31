/**
 * The one switch between backends: with API_ORIGIN set, every upstream request goes over the
 * network to that origin; without it, the embedded commerce service answers in-process (no hop).
 * The storefront only ever sees the resulting `UpstreamFetch` function in its load context.
 */
import commerce from "./commerce";

export type UpstreamFetch = (request: Request) => Promise<Response>;

export function createUpstream(env: Env, ctx: ExecutionContext): UpstreamFetch {
  const origin = (env.API_ORIGIN ?? "").trim().replace(/\/+$/, "");
  if (origin) {
    return (request) => {
      const url = new URL(request.url);
      return fetch(new Request(origin + url.pathname + url.search, request));
    };
  }
  return (request) => commerce.fetch(request, env, ctx);
}
