/**
 * What every loader and action receives, built once per request by `createLoadContext`
 * (app/load-context.server.ts) when the Worker renders a page. Loaders and actions destructure
 * it; none resolves the language, makes an upstream client or reads the session cookie itself.
 */
import type { Language } from "../functions/contract/languages";
import type { SessionView } from "./lib/session-view";
import type { Upstream } from "./lib/upstream.server";
import type { SiteConfig } from "./lib/site";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    /** The request's language: URL prefix, `lng` cookie, Accept-Language, en (functions/contract/request-language.ts). */
    lang: Language;
    /** The backend client for this request: x-auth, x-cart and the language already set. */
    upstream: Upstream;
    /**
     * The site config (languages, currencies, URL rules), read before routing: the Worker picks
     * the user area's routes by it. Loaders read it here rather than asking again
     * (lib/site-config.server.ts keeps it per isolate).
     */
    site: SiteConfig;
    /** The session as the request's cookies show it (not yet checked with the backend). */
    session: SessionView;
    /** This response's Content-Security-Policy nonce (functions/contract/content-security-policy.ts). */
    cspNonce?: string;
    /** True only in development and test (functions/contract/environment.ts): dev pages, debug aids. */
    developmentFeatures?: boolean;
    /**
     * True when the whole document is rendered (not a client navigation's `.data` request): what
     * the document already shows once need not travel again in its data (ADR 350).
     */
    documentRequest?: boolean;
  }
}

export {};
