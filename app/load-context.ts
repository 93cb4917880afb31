/**
 * What the Worker hands every loader and action, built once per request by `getLoadContext`
 * (functions/worker/load-context.ts). Loaders and actions destructure it; none resolves the language,
 * makes an upstream client or reads the session cookie itself.
 */
import type { Language } from "../functions/contract/languages";
import type { SessionView } from "./lib/session-view";
import type { Upstream } from "./lib/upstream.server";
import type { SiteConfig } from "./lib/site";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** The request's language: URL prefix, `lng` cookie, Accept-Language, en (lib/language.server.ts). */
    lang: Language;
    /** The backend client for this request: x-auth, x-cart and the language already set. */
    upstream: Upstream;
    /**
     * The site config (languages, currencies, URL rules), read by the Worker before routing: the
     * user area's routes depend on it. Loaders read it here rather than asking again: the Worker
     * and the Remix build are bundled apart, so each had its own per-isolate copy and a fresh
     * isolate asked the backend twice (lib/site-config.server.ts).
     */
    site: SiteConfig;
    /** The session as the request's cookies show it (not yet checked with the backend). */
    session: SessionView;
    /** This response's Content-Security-Policy nonce (functions/contract/content-security-policy.ts). */
    cspNonce?: string;
    /** True only in development and test (functions/contract/environment.ts): dev pages, debug aids. */
    developmentFeatures?: boolean;
  }
}

export {};
