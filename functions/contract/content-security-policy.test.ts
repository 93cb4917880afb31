import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, paymentFormTargets, TURNSTILE_ORIGIN } from "./content-security-policy";

describe("content security policy and Turnstile", () => {
  it("allows challenges.cloudflare.com for scripts and frames only when Turnstile is on", () => {
    const off = contentSecurityPolicy("abc", "https://shop.test");
    expect(off).not.toContain(TURNSTILE_ORIGIN);
    expect(off).not.toContain("frame-src");
    const on = contentSecurityPolicy("abc", "https://shop.test", { turnstile: true });
    expect(on).toContain(`script-src 'self' 'nonce-abc' ${TURNSTILE_ORIGIN}`);
    expect(on).toContain(`frame-src ${TURNSTILE_ORIGIN}`);
    expect(on).not.toContain("unsafe-inline'; script");
  });
});

describe("form-action of the policy", () => {
  it("lets a payment form lead to Stripe Checkout, and to the tests' fake Stripe only when it is configured", () => {
    expect(paymentFormTargets(undefined)).toEqual(["https://checkout.stripe.com"]);
    expect(paymentFormTargets({ STRIPE_API_BASE: "http://127.0.0.1:4321" })).toEqual([
      "https://checkout.stripe.com",
      "http://127.0.0.1:4321",
    ]);
    expect(paymentFormTargets({ STRIPE_API_BASE: "not a url" })).toEqual(["https://checkout.stripe.com"]);
    expect(contentSecurityPolicy("n", "https://shop.example")).toContain(
      "form-action 'self' https://checkout.stripe.com;",
    );
    expect(contentSecurityPolicy("n", "https://shop.example", { formTargets: ["https://pay.example"] })).toContain(
      "form-action 'self' https://pay.example;",
    );
  });
});

describe("nonces", () => {
  it("are 128 bits, base64, and never repeat across many refills of the random pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = createNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(atob(nonce)).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000);
  });
});
