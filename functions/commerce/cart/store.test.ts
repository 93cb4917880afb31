import { describe, expect, it } from "vitest";
import { cartStoreKind } from "./store";

describe("the cart store a Worker uses (ADR 180)", () => {
  it("is the Durable Object by default, D1 when CART_STORE says so or when the CART binding is missing", () => {
    const binding = {};
    expect(cartStoreKind({ CART: binding })).toBe("durable-object");
    expect(cartStoreKind({ CART: binding, CART_STORE: "durable-object" })).toBe("durable-object");
    expect(cartStoreKind({ CART: binding, CART_STORE: " d1 " })).toBe("d1");
    // An older wrangler.toml without the binding keeps carts in D1 instead of failing every cart call.
    expect(cartStoreKind({ CART_STORE: "durable-object" })).toBe("d1");
    expect(cartStoreKind({})).toBe("d1");
  });
});
