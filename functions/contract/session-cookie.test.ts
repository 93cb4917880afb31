import { describe, expect, it } from "vitest";
import { clearSessionCookie, secureCookies, sessionCookie } from "./session-cookie";

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, Secure when asked, and cleared the same way", () => {
    expect(sessionCookie("t0k", true)).toBe("sid=t0k; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure");
    expect(sessionCookie("t0k", false)).not.toContain("Secure");
    expect(clearSessionCookie(false)).toBe("sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("is Secure in production only", () => {
    expect(secureCookies({ ENVIRONMENT: "production" })).toBe(true);
    expect(secureCookies({ ENVIRONMENT: "development" })).toBe(false);
    expect(secureCookies(undefined)).toBe(false);
  });
});
