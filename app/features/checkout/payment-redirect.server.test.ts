import { describe, expect, it } from "vitest";
import { paymentRedirect } from "./payment-redirect.server";

describe("payment redirect", () => {
  it("follows the shop's own paths and a gateway's https page", () => {
    expect(paymentRedirect("/checkout/thankyou?orderNo=1")).toEqual({
      kind: "shop",
      path: "/checkout/thankyou?orderNo=1",
    });
    expect(paymentRedirect("https://pay.example/s/abc?x=1")).toEqual({
      kind: "gateway",
      url: "https://pay.example/s/abc?x=1",
    });
    // Plain http only on loopback: the tests' fake Stripe.
    expect(paymentRedirect("http://127.0.0.1:4321/pay/cs_test_1")).toEqual({
      kind: "gateway",
      url: "http://127.0.0.1:4321/pay/cs_test_1",
    });
  });

  it("ignores anything else", () => {
    for (const value of [
      undefined,
      "",
      "//evil.example/x",
      "/\\evil.example",
      "http://pay.example/x",
      "http://127.0.0.1.evil.example/x",
      "javascript:alert(1)",
      "not a url",
    ]) {
      expect(paymentRedirect(value), String(value)).toBeNull();
    }
  });
});
