/**
 * The user area under the path the site configuration names (URL rule `user`, default `/user/`).
 * Remix's route table is fixed when the shop is built, but the rule is read at run time, so the
 * Worker hands Remix a copy of the build whose table also holds every `user/…` route (and its
 * `:lang/user/…` twin) under the configured path: the same route modules, loaders, actions and
 * browser chunks, under ids of their own. The browser learns these routes like any other (the
 * lazy route discovery of `/__manifest` answers from the same table), so links, forms and
 * JavaScript-off posts reach the real screens (docs/decisions/135).
 */
import type { RequestHandler, ServerBuild } from "@remix-run/cloudflare";

const DEFAULT_BASE = "user";
/** Plain path segments only: a rule with `:x` or `*` would add dynamic routes that catch other pages. */
const SAFE_BASE = /^[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;
const ID_PREFIX = "user-area/";

/** `/account/` → "account"; null when the rule is the default or not a plain path. */
export function customUserBase(rule: string | undefined): string | null {
  const base = (rule ?? "").replace(/^\/+|\/+$/g, "");
  if (!base || base === DEFAULT_BASE || !SAFE_BASE.test(base)) return null;
  return base;
}

function rebased(path: string | undefined, base: string): string | null {
  if (!path) return null;
  if (path.startsWith(`${DEFAULT_BASE}/`)) return `${base}/${path.slice(DEFAULT_BASE.length + 1)}`;
  if (path.startsWith(`:lang/${DEFAULT_BASE}/`)) return `:lang/${base}/${path.slice(DEFAULT_BASE.length + 7)}`;
  return null;
}

/** A copy of `build` whose route table also serves the user area under `base`. */
export function withUserBase(build: ServerBuild, base: string): ServerBuild {
  const routes = { ...build.routes };
  const manifest = { ...build.assets.routes };
  for (const route of Object.values(build.routes)) {
    const path = rebased(route.path, base);
    const client = build.assets.routes[route.id];
    if (!path || !client) continue;
    const id = ID_PREFIX + route.id;
    routes[id] = { ...route, id, path };
    manifest[id] = { ...client, id, path };
  }
  return { ...build, routes, assets: { ...build.assets, routes: manifest } };
}

type Handler = RequestHandler;

/**
 * One request handler per user-area path, made on first use (a shop has one; a change of the
 * rule makes a second). `make` is Remix's createRequestHandler.
 */
export function userAreaHandlers(build: ServerBuild, make: (build: ServerBuild) => Handler) {
  const plain = make(build);
  const byBase = new Map<string, Handler>();
  return (rule: string | undefined): Handler => {
    const base = customUserBase(rule);
    if (!base) return plain;
    let handler = byBase.get(base);
    if (!handler) {
      if (byBase.size >= 8) byBase.clear();
      handler = make(withUserBase(build, base));
      byBase.set(base, handler);
    }
    return handler;
  };
}
