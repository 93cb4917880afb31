/**
 * The per-request context every loader and action receives (app/load-context.ts): the language,
 * the upstream client and the session view are made here once, after the page cache missed
 * (functions/worker/page-cache.ts: a cache hit builds none of it, ADR 086).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Language } from "../contract/languages";
import { getUpstream, type UpstreamFetch } from "../../app/lib/upstream.server";
import { readSessionView } from "../../app/lib/session-view";
import { developmentFeatures } from "../contract/environment";
import { getSiteConfig } from "../../app/lib/site-config.server";

type LoadContextInput = {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
  /** The request's language, already resolved for the page cache's key. */
  lang: Language;
  /** The embedded commerce service or the API_ORIGIN server (functions/worker/upstream.ts). */
  fetchUpstream: UpstreamFetch;
  cspNonce?: string;
};

export async function getLoadContext({
  request,
  env,
  ctx,
  lang,
  fetchUpstream,
  cspNonce,
}: LoadContextInput): Promise<AppLoadContext> {
  const upstream = getUpstream(fetchUpstream, { request, lang });
  return {
    cloudflare: { env, ctx },
    lang,
    upstream,
    // Kept per isolate for a minute (site-config.server.ts): a render rarely pays for it.
    site: await getSiteConfig(upstream),
    session: readSessionView(request, env),
    cspNonce,
    developmentFeatures: developmentFeatures(env),
  };
}
