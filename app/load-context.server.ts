/**
 * The per-request context every loader and action receives (app/load-context.ts): the upstream
 * client, the site config and the session view are made here once, after the Worker's page cache
 * missed (a cache hit builds none of it, ADR 086). The Worker calls it through the Remix build
 * (app/entry.server.tsx re-exports it), so every module it uses exists once, in this bundle (ADR 230).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { LoadContextInput } from "../functions/contract/load-context";
import { developmentFeatures } from "../functions/contract/environment";
import { getUpstream } from "./lib/upstream.server";
import { readSessionView } from "./lib/session-view";
import { getSiteConfig } from "./lib/site-config.server";

export async function createLoadContext({
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
    // Remix answers client navigations at `<path>.data`; every other rendered request is a document.
    documentRequest: !new URL(request.url).pathname.endsWith(".data"),
  };
}
