import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, TURNSTILE_ORIGIN } from "./content-security-policy";

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
