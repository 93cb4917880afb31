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

const NONCE_BYTES = 16;
/**
 * Random bytes drawn 256 nonces at a time: one getRandomValues call per nonce was a fifth of a
 * cached page's CPU in workerd (docs/decisions/162). Every byte is used once and then dropped,
 * as Node does for randomUUID: the nonces are exactly as unpredictable as before.
 */
const pool = new Uint8Array(NONCE_BYTES * 256);
let used = pool.length;

/** 128 random bits, base64: a new one for every response, never one per cached page. */
export function createNonce(): string {
  if (used === pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  const nonce = btoa(String.fromCharCode(...bytes));
  bytes.fill(0);
  return nonce;
}

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** Stripe Checkout's pages: "Pay" posts to the shop, which answers 303 there (form-action covers that redirect). */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/** Where a payment form may lead: Stripe Checkout, and the tests' fake Stripe when STRIPE_API_BASE names it. */
export function paymentFormTargets(env: { STRIPE_API_BASE?: string } | undefined): string[] {
  const base = env?.STRIPE_API_BASE?.trim();
  try {
    return base ? [STRIPE_CHECKOUT_ORIGIN, new URL(base).origin] : [STRIPE_CHECKOUT_ORIGIN];
  } catch {
    return [STRIPE_CHECKOUT_ORIGIN];
  }
}

export type PolicyOptions = { turnstile?: boolean; formTargets?: string[] };

export function contentSecurityPolicy(nonce: string, origin: string, options: PolicyOptions = {}): string {
  const formTargets = options.formTargets ?? [STRIPE_CHECKOUT_ORIGIN];
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
    `form-action 'self' ${formTargets.join(" ")}`,
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
