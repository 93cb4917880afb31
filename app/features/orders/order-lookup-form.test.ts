import { describe, expect, it } from "vitest";
import { lookupIntentSchema } from "./order-lookup-form";
import { buyAgainSchema, orderActionSchema } from "./order-action-form";

describe("order lookup form", () => {
  it("accepts a 14-digit number and an email, trimmed", () => {
    expect(
      lookupIntentSchema.parse({ intent: "lookup", orderNo: " 26112241445774 ", email: " ada@example.com " }),
    ).toEqual({ intent: "lookup", orderNo: "26112241445774", email: "ada@example.com" });
  });

  it("says which field is wrong with locale keys", () => {
    const result = lookupIntentSchema.safeParse({ intent: "lookup", orderNo: "123", email: "nope" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ orderNo: "orders.lookupOrderNoFormat", email: "validation.emailFormat" });
  });

  it("pays with the card number as people type it, and refuses one of the wrong shape", () => {
    const paying = { intent: "pay", orderNo: "26112241445774", email: "ada@example.com", paymentMethodId: "card" };
    expect(lookupIntentSchema.parse({ ...paying, cardNumber: "4242 4242-4242 4242" })).toMatchObject({
      cardNumber: "4242424242424242",
    });
    expect(lookupIntentSchema.safeParse({ ...paying, cardNumber: "4242" }).error?.issues[0].message).toBe(
      "checkout.cardFormat",
    );
  });
});

describe("buy again", () => {
  it("is an order action, and names its order on the list", () => {
    expect(orderActionSchema.parse({ intent: "buyAgain" })).toEqual({ intent: "buyAgain" });
    expect(buyAgainSchema.safeParse({ intent: "buyAgain", orderNo: "1 OR 1=1" }).success).toBe(false);
  });
});
