import { describe, expect, it } from "vitest";
import { checkoutSubmitInput } from "../../../functions/contract/checkout";
import { checkoutSchema, choiceOf, couponToKeep, QUERY_NAMES, toSubmitPayload } from "./checkout-form";
import { OAKLAND } from "../../../tests/support/addresses";

const address = OAKLAND;
const common = {
  shippingMethodId: "standard",
  paymentMethodId: "bank",
  idempotencyKey: "0b6a8f56-3c1e-4f0f-9a43-4f8f2b4f7c11",
};
const slug = "0123456789abcdef01234567";

describe("checkout form", () => {
  it("turns a new address into a payload the backend's own input schema accepts", () => {
    const form = checkoutSchema.parse({
      addressChoice: "new",
      ...address,
      ...common,
      email: "ada@example.com",
      couponCode: "",
    });
    const payload = toSubmitPayload(form, slug);
    expect(payload).toMatchObject({
      slug,
      address: { city: "Oakland", phone: "555 0100" },
      email: "ada@example.com",
      couponCode: undefined,
    });
    expect(checkoutSubmitInput.safeParse(payload).success).toBe(true);
  });

  it("sends a saved address as the number the backend takes (the radio carries the id)", () => {
    const form = checkoutSchema.parse({ addressChoice: "7", ...common });
    const payload = toSubmitPayload(form, slug);
    expect(payload.addressId).toBe(7);
    expect(payload.address).toBeUndefined();
    expect(checkoutSubmitInput.safeParse(payload).success).toBe(true);
  });

  it("ignores the new-address fields while a saved address is chosen", () => {
    const form = checkoutSchema.parse({ addressChoice: "12", ...common, ...address, city: "" });
    expect(toSubmitPayload(form, slug)).not.toHaveProperty("address");
  });

  it("asks for an address when none is chosen", () => {
    const result = checkoutSchema.safeParse({ ...common });
    expect(result.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      "addressChoice",
      "checkout.addressChoose",
    ]);
  });

  it("names every missing field of a new address", () => {
    const result = checkoutSchema.safeParse({ addressChoice: "new", ...common });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path[0]));
    for (const field of [
      "country",
      "province",
      "city",
      "postalCode",
      "firstName",
      "lastName",
      "address",
      "countryCode",
      "phone",
    ]) {
      expect(fields.has(field)).toBe(true);
    }
  });

  it("wants the country as an ISO code", () => {
    expect(
      checkoutSchema.safeParse({ addressChoice: "new", ...address, country: "United States", ...common }).success,
    ).toBe(false);
  });

  it("refuses a malformed email and a missing idempotency key", () => {
    expect(checkoutSchema.safeParse({ addressChoice: "1", ...common, email: "nope" }).success).toBe(false);
    expect(checkoutSchema.safeParse({ addressChoice: "1", ...common, idempotencyKey: "" }).success).toBe(false);
  });
});

describe("the choices a quote is asked for", () => {
  const read = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it("takes a saved address by number, and a country only for a new address", () => {
    expect(choiceOf(read({ addressChoice: "3", country: "DE", shippingMethodId: "express" }))).toEqual({
      addressId: 3,
      country: undefined,
      shippingMethodId: "express",
      couponCode: undefined,
    });
    expect(choiceOf(read({ addressChoice: "new", country: "DE" }))).toMatchObject({
      addressId: undefined,
      country: "DE",
    });
  });

  it("reads the page's query and drops what is malformed", () => {
    expect(choiceOf(read({ address: "0x1", country: "de", shipping: "a b", coupon: "SAVE15" }), QUERY_NAMES)).toEqual({
      addressId: undefined,
      country: undefined,
      shippingMethodId: undefined,
      couponCode: "SAVE15",
    });
  });
});

describe("the coupon a re-quote keeps", () => {
  const pending = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };
  it("is the applied one when nothing is on its way", () => {
    expect(couponToKeep("WELCOME10", undefined)).toBe("WELCOME10");
    expect(couponToKeep(null, undefined)).toBe("");
  });
  it("is the one an Apply still on its way asks for (the shopper changed shipping meanwhile)", () => {
    expect(couponToKeep(null, pending({ intent: "quote", couponCode: "WELCOME10" }))).toBe("WELCOME10");
    expect(couponToKeep("OLD5", pending({ intent: "quote", couponCode: "WELCOME10" }))).toBe("WELCOME10");
  });
  it("is none while a Remove is on its way", () => {
    expect(couponToKeep("WELCOME10", pending({ intent: "removeCoupon", couponCode: "WELCOME10" }))).toBe("");
  });
});
