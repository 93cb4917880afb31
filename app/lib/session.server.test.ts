import { describe, expect, it } from "vitest";
import { clearSessionCookie, safeRedirect, sessionCookie } from "./session.server";

describe("safeRedirect", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirect("/user/order?page=2#top")).toBe("/user/order?page=2#top");
    expect(safeRedirect("/zh-HK/cart")).toBe("/zh-HK/cart");
  });

  it("refuses everything that could leave the site", () => {
    for (const target of ["//evil.example", "https://evil.example", "/\\evil.example", "\\\\evil.example", "javascript:alert(1)", "evil.example", "", null, undefined, "/%5Cevil", " /x"]) {
      const result = safeRedirect(target, "/fallback");
      expect(result === "/fallback" || result.startsWith("/%5C"), String(target)).toBe(true);
    }
  });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, Secure when asked, and cleared the same way", () => {
    expect(sessionCookie("t0k", true)).toBe("sid=t0k; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure");
    expect(sessionCookie("t0k", false)).not.toContain("Secure");
    expect(clearSessionCookie(false)).toBe("sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });
});
