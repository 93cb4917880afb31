/**
 * What the Worker hands every loader and action, built once per request by `getLoadContext`
 * (functions/load-context.ts). Loaders and actions destructure it; none resolves the language,
 * makes an upstream client or reads the session cookie itself.
 */
import type { Language } from "./lib/languages";
import type { SessionView } from "./lib/session-view";
import type { Upstream } from "./lib/upstream.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** The request's language: URL prefix, `lng` cookie, Accept-Language, en (lib/language.server.ts). */
    lang: Language;
    /** The backend client for this request: x-auth, x-cart and the language already set. */
    upstream: Upstream;
    /** The session as the request's cookies show it (not yet checked with the backend). */
    session: SessionView;
    /** This response's Content-Security-Policy nonce (lib/content-security-policy.ts). */
    cspNonce?: string;
    /** True only in development and test (functions/environment.ts): dev pages, debug aids. */
    developmentFeatures?: boolean;
  }
}

export {};
