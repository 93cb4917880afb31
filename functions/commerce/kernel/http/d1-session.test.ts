import { describe, expect, it } from "vitest";
import { sessionStart } from "./d1-session";

const BOOKMARK = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
const call = (path: string, headers: Record<string, string> = {}) =>
  [`/api/web/${path}`, new Headers(headers)] as const;

describe("where a request's D1 session starts (ADR 175)", () => {
  it("lets any replica answer a visitor's reads, and starts from a shopper's bookmark", () => {
    expect(sessionStart(...call("product/list"))).toBe("first-unconstrained");
    expect(sessionStart(...call("cart/list", { "x-d1-bookmark": BOOKMARK }))).toBe(BOOKMARK);
    expect(sessionStart(...call("order/list", { "x-auth": "t", "x-d1-bookmark": BOOKMARK }))).toBe(BOOKMARK);
  });

  it("starts at the primary for operators, webhooks, sign-in calls and a signed-in request without a bookmark", () => {
    expect(sessionStart(...call("admin/import", { "x-d1-bookmark": BOOKMARK }))).toBe("first-primary");
    expect(sessionStart(...call("payment/webhook/stripe"))).toBe("first-primary");
    expect(sessionStart(...call("auth/signin", { "x-d1-bookmark": BOOKMARK }))).toBe("first-primary");
    // Another device: a session revoked elsewhere must not pass on a lagging replica.
    expect(sessionStart(...call("user/info", { "x-auth": "t" }))).toBe("first-primary");
  });

  it("ignores a bookmark that is not D1's shape", () => {
    expect(sessionStart(...call("cart/list", { "x-d1-bookmark": "latest" }))).toBe("first-unconstrained");
    expect(sessionStart(...call("cart/list", { "x-auth": "t", "x-d1-bookmark": "x" }))).toBe("first-primary");
  });
});
