/**
 * The checkout form's one schema (browser and action alike). The address is either one of the
 * customer's (`addressId`) or a new one, whose fields are those of SPEC.md section 3; messages
 * are locale keys. Prices never come from the form: the backend recomputes every total.
 */
import { z } from "./zod";
import { requiredMessage, selectMessage } from "./messages";
import { EMAIL_PATTERN } from "./newsletter";

const text = (max: number, required: string) => z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: "errors.inputLimit" });
const optionalText = (max: number) => z.string().trim().max(max, { error: "errors.inputLimit" }).optional();

export const newAddressSchema = z.object({
  country: z
    .string({ error: selectMessage("checkout.country") })
    .trim()
    .regex(/^[A-Z]{2}$/, { error: selectMessage("checkout.country") }),
  province: text(60, requiredMessage("checkout.province")),
  city: text(60, requiredMessage("checkout.city")),
  area: optionalText(60),
  postalCode: text(20, requiredMessage("checkout.postalCode")),
  firstName: text(60, "validation.firstNameRequired"),
  lastName: text(60, "validation.lastNameRequired"),
  address: text(200, requiredMessage("checkout.street")),
  apartment: optionalText(100),
  countryCode: z
    .string({ error: "validation.countryCodeRequired" })
    .trim()
    .regex(/^\+?\d{1,4}$/, { error: "validation.countryCodeRequired" }),
  phone: z
    .string({ error: "checkout.phoneFormat" })
    .trim()
    .regex(/^[\d\s-]{5,20}$/, { error: "checkout.phoneFormat" }),
});

const common = {
  shippingMethodId: z.string({ error: "errors.noShipping" }).trim().min(1, { error: "errors.noShipping" }),
  paymentMethodId: z.string({ error: "errors.noPayment" }).trim().min(1, { error: "errors.noPayment" }),
  couponCode: optionalText(40),
  remark: optionalText(500),
  idempotencyKey: z.string().uuid(),
  email: z.string().trim().regex(EMAIL_PATTERN, { error: "validation.emailFormat" }).max(254).optional(),
};

export const checkoutSchema = z.discriminatedUnion("addressChoice", [
  z.object({ addressChoice: z.literal("new"), ...common, ...newAddressSchema.shape }),
  z.object({ addressChoice: z.literal("saved"), addressId: z.string().trim().min(1), ...common }),
]);

export type CheckoutForm = z.infer<typeof checkoutSchema>;

/** The checkout/submit payload of the contract, from a valid form. */
export function toSubmitPayload(form: CheckoutForm, slug: string) {
  const { addressChoice, shippingMethodId, paymentMethodId, couponCode, remark, idempotencyKey, email } = form;
  const base = { slug, shippingMethodId, paymentMethodId, couponCode: couponCode || undefined, remark: remark || undefined, idempotencyKey, email };
  if (addressChoice === "saved") return { ...base, addressId: form.addressId };
  const { country, province, city, area, postalCode, firstName, lastName, address, apartment, countryCode, phone } = form;
  return { ...base, address: { country, province, city, area, postalCode, firstName, lastName, address, apartment, countryCode, phone } };
}
