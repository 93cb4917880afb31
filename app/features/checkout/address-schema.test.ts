/**
 * One set of rules for an address (ADR 243): the checkout form and the address book accept exactly
 * what checkout/submit and address/save accept, and turn it into the same value; they differ only
 * in the words they say.
 */
import { describe, expect, it } from "vitest";
import { checkoutSubmitInput, shippingAddress } from "../../../functions/contract/checkout";
import { OAKLAND } from "../../../tests/support/addresses";
import { newAddressSchema, checkoutSchema, toSubmitPayload } from "./checkout-form";
import { addressSaveSchema } from "../account/address-book-form";

const SAMPLES: [string, Record<string, unknown>][] = [
  ["a plain address", OAKLAND],
  ["a long province (61–100)", { ...OAKLAND, province: "P".repeat(80) }],
  ["a province over 100", { ...OAKLAND, province: "P".repeat(101) }],
  ["a long city", { ...OAKLAND, city: "C".repeat(90) }],
  ["a long area", { ...OAKLAND, area: "A".repeat(90) }],
  ["a long apartment (101–200)", { ...OAKLAND, apartment: "Suite ".repeat(30) }],
  ["an apartment over 200", { ...OAKLAND, apartment: "x".repeat(201) }],
  ["a street over 200", { ...OAKLAND, address: "x".repeat(201) }],
  ["a first name over 60", { ...OAKLAND, firstName: "x".repeat(61) }],
  ["a phone written with brackets", { ...OAKLAND, phone: "(415) 555-0100" }],
  ["a 4-digit phone", { ...OAKLAND, phone: "5550" }],
  ["a 3-digit phone", { ...OAKLAND, phone: "555" }],
  ["a phone with letters", { ...OAKLAND, phone: "555 CALL" }],
  ["a phone with a tab", { ...OAKLAND, phone: "555\t0100" }],
  ["a lower-case country", { ...OAKLAND, country: "us" }],
  ["a 3-letter country", { ...OAKLAND, country: "USA" }],
  ["a one-character postal code", { ...OAKLAND, postalCode: "1" }],
  ["a postal code with #", { ...OAKLAND, postalCode: "94#07" }],
  ["a postal code over 20", { ...OAKLAND, postalCode: "1".repeat(21) }],
  ["no province", { ...OAKLAND, province: "" }],
  ["blank city", { ...OAKLAND, city: "   " }],
  ["no calling code", { ...OAKLAND, countryCode: "" }],
  ["a calling code of 5 digits", { ...OAKLAND, countryCode: "+12345" }],
  ["spaces around", { ...OAKLAND, city: "  Oakland  ", phone: " 555 0100 " }],
];

const common = {
  shippingMethodId: "standard",
  paymentMethodId: "bank-transfer",
  idempotencyKey: "0b6a8f56-3c1e-4f0f-9a43-4f8f2b4f7c11",
  email: "ada@example.com",
};

describe("an address: the storefront's forms and the backend's calls accept the same", () => {
  it.each(SAMPLES)("%s", (_name, sample) => {
    const backend = shippingAddress.safeParse(sample);
    const form = newAddressSchema.safeParse(sample);
    expect(form.success).toBe(backend.success);
    if (backend.success) expect(form.data).toEqual(backend.data);

    const book = addressSaveSchema.safeParse({ intent: "save", ...sample });
    expect(book.success).toBe(backend.success);

    const checkout = checkoutSchema.safeParse({ addressChoice: "new", ...sample, ...common });
    expect(checkout.success).toBe(backend.success);
    if (checkout.success) {
      const submitted = checkoutSubmitInput.safeParse(toSubmitPayload(checkout.data, "0123456789abcdef01234567"));
      expect(submitted.success).toBe(true);
    }
  });

  it("says each refusal in the shopper's words (locale keys), never zod's", () => {
    const refused = SAMPLES.filter(([, sample]) => !shippingAddress.safeParse(sample).success);
    for (const [, sample] of refused) {
      for (const issue of newAddressSchema.safeParse(sample).error!.issues)
        expect(issue.message).toMatch(/^(validation|checkout|errors)\.[\w.|]+$/);
    }
  });
});
