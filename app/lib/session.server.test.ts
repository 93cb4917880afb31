import { describe, expect, it } from "vitest";
import { safeRedirect, signOutToSignIn } from "./session.server";
import { sessionEnded } from "./sign-in-link";

describe("safeRedirect", () => {
  it("keeps same-site paths", () => {
    expect(safeRedirect("/user/order?page=2#top")).toBe("/user/order?page=2#top");
    expect(safeRedirect("/zh-HK/cart")).toBe("/zh-HK/cart");
  });

  it("refuses everything that could leave the site", () => {
    for (const target of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
      null,
      undefined,
      "/%5Cevil",
      " /x",
    ]) {
      const result = safeRedirect(target, "/fallback");
      expect(result === "/fallback" || result.startsWith("/%5C"), String(target)).toBe(true);
    }
  });
});

describe("signOutToSignIn", () => {
  it("clears the cookie and sends to sign-in with the return path and the ended session", () => {
    const answer = signOutToSignIn(
      new Request("http://shop.test/zh/user/favorite", { method: "POST" }),
      undefined,
      "/zh/product/x?tab=reviews",
    );
    expect(answer.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
    const to = new URL(answer.headers.get("location")!, "http://shop.test");
    expect(to.pathname).toBe("/zh/auth/signin");
    expect(to.searchParams.get("redirect")).toBe("/zh/product/x?tab=reviews");
    expect(sessionEnded(to.searchParams)).toBe(true);
  });

  it("comes back to the requested page when the return path is not on this site", () => {
    const answer = signOutToSignIn(new Request("http://shop.test/user/order?page=2"), undefined, "//evil.example");
    const to = new URL(answer.headers.get("location")!, "http://shop.test");
    expect(to.searchParams.get("redirect")).toBe("/user/order?page=2");
  });
});
