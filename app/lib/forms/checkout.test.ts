import { describe, expect, it } from "vitest";
import { checkoutSchema, toSubmitPayload } from "./checkout";

const address = {
  country: "US", province: "CA", city: "Oakland", postalCode: "94607", firstName: "Ada", lastName: "Lovelace",
  address: "1 Main St", countryCode: "+1", phone: "555 0100",
};
const common = { shippingMethodId: "standard", paymentMethodId: "bank", idempotencyKey: "0b6a8f56-3c1e-4f0f-9a43-4f8f2b4f7c11" };

describe("checkout form", () => {
  it("turns a new address into the submit payload", () => {
    const form = checkoutSchema.parse({ addressChoice: "new", ...address, ...common, email: "ada@example.com", couponCode: "" });
    expect(toSubmitPayload(form, "c1")).toMatchObject({ slug: "c1", address: { city: "Oakland", phone: "555 0100" }, email: "ada@example.com", couponCode: undefined });
  });

  it("uses a saved address by id", () => {
    const form = checkoutSchema.parse({ addressChoice: "saved", addressId: "7", ...common });
    expect(toSubmitPayload(form, "c1")).toMatchObject({ addressId: "7" });
  });

  it("names every missing field of a new address", () => {
    const result = checkoutSchema.safeParse({ addressChoice: "new", ...common });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path[0]));
    for (const field of ["country", "province", "city", "postalCode", "firstName", "lastName", "address", "countryCode", "phone"]) {
      expect(fields.has(field)).toBe(true);
    }
  });

  it("wants the country as an ISO code", () => {
    expect(checkoutSchema.safeParse({ addressChoice: "new", ...address, country: "United States", ...common }).success).toBe(false);
  });

  it("refuses a malformed email and a missing idempotency key", () => {
    expect(checkoutSchema.safeParse({ addressChoice: "saved", addressId: "1", ...common, email: "nope" }).success).toBe(false);
    expect(checkoutSchema.safeParse({ addressChoice: "saved", addressId: "1", ...common, idempotencyKey: "" }).success).toBe(false);
  });
});
