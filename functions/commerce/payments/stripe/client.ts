/**
 * The official Stripe SDK, set up for Workers: its fetch HTTP client (no Node http) and its
 * SubtleCrypto provider for webhook signatures. Keys are Worker secrets (docs/decisions/140):
 * STRIPE_SECRET_KEY (sk_… or a restricted rk_… key) and STRIPE_WEBHOOK_SECRET (whsec_…).
 * STRIPE_API_BASE replaces Stripe's host — it exists only so tests can point the SDK at a local
 * fake (tests/support/fake-stripe.ts); a deploy leaves it unset (`npm run deploy:check` refuses
 * a loopback address).
 */
import Stripe from "stripe";

export type StripeSecrets = {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Comma-separated Stripe payment method types to offer where the currency allows: card, alipay, wechat_pay. */
  STRIPE_PAYMENT_METHODS?: string;
  STRIPE_API_BASE?: string;
};

export const stripeSecrets = (env: Env) => env as Env & StripeSecrets;

/** Both keys are needed: without the webhook secret no payment could ever be confirmed. */
export function stripeConfigured(env: Env): boolean {
  const secrets = stripeSecrets(env);
  return !!secrets.STRIPE_SECRET_KEY?.trim() && !!secrets.STRIPE_WEBHOOK_SECRET?.trim();
}

/** Stripe's host, port and protocol from STRIPE_API_BASE (tests), else the SDK's defaults. */
function apiBase(base: string | undefined): { host?: string; port?: number; protocol?: "http" | "https" } {
  if (!base?.trim()) return {};
  const url = new URL(base.trim());
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
}

export function stripeClient(env: Env): Stripe {
  const secrets = stripeSecrets(env);
  return new Stripe(secrets.STRIPE_SECRET_KEY ?? "", {
    httpClient: Stripe.createFetchHttpClient(),
    // A lost answer is retried with the same idempotency key, so it never charges or refunds twice.
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...apiBase(secrets.STRIPE_API_BASE),
  });
}

export const stripeCrypto = Stripe.createSubtleCryptoProvider();
