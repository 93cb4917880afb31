import { describe, expect, it } from "vitest";
import { checkoutFieldErrors } from "./checkout-fields";

describe("the backend's field messages on the checkout form", () => {
  it("never shows a message that names the field by its key; it goes next to its field in the shopper's words", () => {
    const placed = checkoutFieldErrors({
      addressId: "addressId is not valid",
      "address.postalCode": "address.postalCode is required",
    });
    expect(placed.fieldErrors).toEqual({
      addressChoice: ["checkout.addressChoose"],
      postalCode: ["checkout.postalRequired"],
    });
    expect(placed.formErrors).toEqual(["checkout.checkFields"]);
  });

  it("keeps the backend's own translated sentences", () => {
    const placed = checkoutFieldErrors({
      shippingMethodId: "没有可用的配送方式。",
      couponCode: "This coupon has already been used.",
    });
    expect(placed.fieldErrors).toEqual({
      shippingMethodId: ["没有可用的配送方式。"],
      couponCode: ["This coupon has already been used."],
    });
  });

  it("says a key the form has no field for at the top, without the key", () => {
    expect(checkoutFieldErrors({ idempotencyKey: "idempotencyKey is not valid" })).toEqual({
      fieldErrors: {},
      formErrors: ["checkout.refused"],
    });
  });
});
