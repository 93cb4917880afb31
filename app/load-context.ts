/** What the Worker (functions/worker.ts) hands every loader and action. */
import type { UpstreamFetch } from "./lib/upstream.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    upstream: UpstreamFetch;
    /** This response's Content-Security-Policy nonce (lib/content-security-policy.ts). */
    cspNonce?: string;
    /** True only in development and test (functions/environment.ts): dev pages, debug aids. */
    developmentFeatures?: boolean;
  }
}

export {};
