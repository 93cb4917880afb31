/**
 * The Content-Security-Policy of every HTML page (see docs/decisions/031). Scripts run only from
 * this origin's files or inline with the response's nonce: Remix's <Scripts> and
 * <ScrollRestoration>, React's streaming scripts and our JSON blocks all carry it. Styles allow
 * inline because React `style` props and the theme's <style> cannot carry a nonce; pictures may
 * come from any https host because server page HTML names them. With Cloudflare Turnstile on
 * (TURNSTILE_SITE_KEY set, ADR 105) its script and frame come from challenges.cloudflare.com,
 * which is then allowed for scripts and frames, and only then.
 */
const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_=-]+)'/;

/** 128 random bits, base64: a new one for every response, never one per cached page. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

export function contentSecurityPolicy(nonce: string, origin: string, options: { turnstile?: boolean } = {}): string {
  const { host, protocol } = new URL(origin);
  const socket = `${protocol === "https:" ? "wss" : "ws"}://${host}`;
  const turnstile = options.turnstile ? ` ${TURNSTILE_ORIGIN}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${turnstile}`,
    ...(options.turnstile ? [`frame-src ${TURNSTILE_ORIGIN}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${socket}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** The nonce a policy was written for, or null (a policy from before nonces, or none). */
export function nonceOfPolicy(policy: string | null): string | null {
  return policy?.match(NONCE_SOURCE)?.[1] ?? null;
}

/** Headers every answer of the Worker carries, HTML or not. */
export const BASELINE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};
