import { describe, expect, it } from "vitest";
import { afterSignOut } from "./after-sign-out";

const rules = { user: "/user/" };

describe("afterSignOut", () => {
  it("reloads a public page with its query, in its language", () => {
    expect(afterSignOut("/product/slim-cardigan?tab=reviews", rules)).toBe("/product/slim-cardigan?tab=reviews");
    expect(afterSignOut("/zh-HK/cart", rules)).toBe("/zh-HK/cart");
    expect(afterSignOut("/", rules)).toBe("/");
  });

  it("sends a user-only page home, in its language", () => {
    expect(afterSignOut("/user/order?page=2", rules)).toBe("/");
    expect(afterSignOut("/zh/user/center", rules)).toBe("/zh");
    expect(afterSignOut("/auth/bind", rules)).toBe("/");
    expect(afterSignOut("/me/orders", { user: "/me/" })).toBe("/");
    expect(afterSignOut("/ja/me/center", { user: "/me/" })).toBe("/ja");
  });
});
