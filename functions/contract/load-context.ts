/**
 * What the Worker hands the storefront for each rendered request. The storefront builds its
 * load context from it (app/load-context.server.ts, exported by app/entry.server.tsx and reached
 * as `build.entry.module.createLoadContext`, ADR 230): the Worker never sees the storefront's
 * modules, only this shape and the context that comes back.
 */
import type { Language } from "./languages";
import type { UpstreamFetch } from "./upstream";

export type LoadContextInput = {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
  /** The request's language, already resolved for the page cache's key. */
  lang: Language;
  /** The embedded commerce service or the API_ORIGIN server, metered and bookmarked by the Worker. */
  fetchUpstream: UpstreamFetch;
  cspNonce?: string;
};
