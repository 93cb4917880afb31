import { describe, expect, it } from "vitest";
import { lookupIntentSchema, orderLookupSchema } from "./order-lookup-form";
import { orderLookupInput } from "../../../functions/contract/orders";
import { checkoutSubmitInput } from "../../../functions/contract/checkout";
import { checkoutSchema } from "../checkout/checkout-form";
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

describe("the lookup form accepts what order/lookup accepts (one set of rules, ADR 243)", () => {
  const SAMPLES = [
    { orderNo: "26112712345678", email: "ada@example.com" },
    { orderNo: " 26112712345678 ", email: " ada@example.com " },
    { orderNo: "26112712345678", email: "ada+shop@example.com" },
    { orderNo: "26112712345678", email: "ada@example" },
    { orderNo: "26112712345678", email: "ada@example.c" },
    { orderNo: "26112712345678", email: "ada@exa_mple.com" },
    { orderNo: "26112712345678", email: `${"a".repeat(250)}@example.com` },
    { orderNo: "2611271234567", email: "ada@example.com" },
    { orderNo: "2611271234567x", email: "ada@example.com" },
  ];
  it.each(SAMPLES)("%j", (sample) => {
    const backend = orderLookupInput.safeParse(sample);
    const form = orderLookupSchema.safeParse({ intent: "lookup", ...sample });
    expect(form.success).toBe(backend.success);
    if (backend.success) expect(form.data).toMatchObject(backend.data);
    else
      for (const issue of form.error!.issues)
        expect(issue.message).toMatch(/^(orders\.lookupOrderNoFormat|validation\.emailFormat|errors\.inputLimit)$/);
    // The checkout form's email is the same rule as checkout/submit's (the order's email).
    const checkout = {
      addressChoice: "7",
      shippingMethodId: "standard",
      paymentMethodId: "bank-transfer",
      idempotencyKey: "0b6a8f56-3c1e-4f0f-9a43-4f8f2b4f7c11",
      email: sample.email,
    };
    expect(checkoutSchema.safeParse(checkout).success).toBe(
      checkoutSubmitInput.shape.email.safeParse(sample.email).success,
    );
  });
});
