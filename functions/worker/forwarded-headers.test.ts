import { describe, expect, it } from "vitest";
import { forwardedHeaders } from "./forwarded-headers";

const hostile = {
  cookie: "sid=abc",
  "x-auth": "forged",
  "x-cart": "forged",
  "x-d1-bookmark": "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff",
  "x-real-ip": "10.0.0.1",
  "x-forwarded-for": "10.0.0.2",
  authorization: "Bearer guessed",
  "cf-connecting-ip": "203.0.113.9",
  "cf-ipcountry": "DE",
  "content-type": "application/json",
  "user-agent": "Mozilla/5.0",
  "x-lang": "de",
  "stripe-signature": "t=1,v1=abc",
};

describe("headers forwarded to the backend", () => {
  it("passes only the allow-list to a customer call", () => {
    const headers = forwardedHeaders(
      new Request("https://shop.example/api/web/user/info", { method: "POST", headers: hostile }),
    );
    expect(Object.fromEntries(headers)).toEqual({
      "cf-connecting-ip": "203.0.113.9",
      "cf-ipcountry": "DE",
      "content-type": "application/json",
      "user-agent": "Mozilla/5.0",
      "x-lang": "de",
    });
  });

  it("passes authorization to operator calls only", () => {
    const headers = forwardedHeaders(
      new Request("https://shop.example/api/web/admin/order/ship", { method: "POST", headers: hostile }),
    );
    expect(headers.get("authorization")).toBe("Bearer guessed");
    expect(headers.has("x-forwarded-for")).toBe(false);
  });

  it("keeps a gateway's signature header on its webhook only", () => {
    const webhook = forwardedHeaders(
      new Request("https://shop.example/api/web/payment/webhook/stripe", { method: "POST", headers: hostile }),
    );
    expect(webhook.get("stripe-signature")).toBe("t=1,v1=abc");
    expect(webhook.has("authorization")).toBe(false);
    const call = forwardedHeaders(
      new Request("https://shop.example/api/web/order/pay", { method: "POST", headers: hostile }),
    );
    expect(call.has("stripe-signature")).toBe(false);
  });
});
