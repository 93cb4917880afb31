import { describe, expect, it } from "vitest";
import { cartIntentSchema } from "./cart-form";

describe("cart intents", () => {
  it("accepts each intent with its fields", () => {
    expect(cartIntentSchema.parse({ intent: "add", sku: "A-1", quantity: "2", backTo: "/product/a" })).toEqual({
      intent: "add",
      sku: "A-1",
      quantity: 2,
      backTo: "/product/a",
    });
    expect(cartIntentSchema.parse({ intent: "select", id: "7", selected: "false" })).toEqual({
      intent: "select",
      id: "7",
      selected: false,
    });
    expect(cartIntentSchema.parse({ intent: "checkout" })).toEqual({ intent: "checkout" });
  });

  it("refuses bad quantities, unknown intents and off-site return paths", () => {
    expect(cartIntentSchema.safeParse({ intent: "add", sku: "A", quantity: "0" }).success).toBe(false);
    expect(cartIntentSchema.safeParse({ intent: "add", sku: "A", quantity: "1.5" }).success).toBe(false);
    expect(cartIntentSchema.safeParse({ intent: "explode" }).success).toBe(false);
    expect(cartIntentSchema.safeParse({ intent: "add", sku: "A", backTo: "//evil.test" }).success).toBe(false);
    expect(cartIntentSchema.safeParse({ intent: "add", sku: "A", backTo: "https://evil.test" }).success).toBe(false);
  });
});
