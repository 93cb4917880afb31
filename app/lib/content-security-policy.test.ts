import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, paymentFormTargets } from "./content-security-policy";

describe("form-action of the policy", () => {
  it("lets a payment form lead to Stripe Checkout, and to the tests' fake Stripe only when it is configured", () => {
    expect(paymentFormTargets(undefined)).toEqual(["https://checkout.stripe.com"]);
    expect(paymentFormTargets({ STRIPE_API_BASE: "http://127.0.0.1:4321" })).toEqual(["https://checkout.stripe.com", "http://127.0.0.1:4321"]);
    expect(paymentFormTargets({ STRIPE_API_BASE: "not a url" })).toEqual(["https://checkout.stripe.com"]);
    expect(contentSecurityPolicy("n", "https://shop.example")).toContain("form-action 'self' https://checkout.stripe.com;");
  });
});
