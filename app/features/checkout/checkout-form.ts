/**
 * The checkout form's one schema (browser and action alike) and how it maps onto the backend's
 * checkout/submit input. `addressChoice` is the radio group: a saved address's id, or "new" for
 * the fields of docs/spec.md §3. Messages are locale keys. Prices never come from the form:
 * the backend recomputes every total. The payload is typed by the contract the backend validates
 * with (functions/contract/checkout.ts), so a mismatch (an id sent as a string) fails to compile.
 */
import { z } from "../../lib/forms/zod";
import {
  addressFields,
  type AddressField,
  type CheckoutInfoInput,
  type CheckoutSubmitInput,
  type FieldSay,
} from "../../../functions/contract/checkout";
import { requiredMessage, selectMessage } from "../../lib/forms/messages";
import { orderFields } from "../../../functions/contract/orders";

const optionalText = (max: number) => z.string().trim().max(max, { error: "errors.inputLimit" }).optional();

const REQUIRED: Partial<Record<AddressField, string>> = {
  province: requiredMessage("checkout.province"),
  city: requiredMessage("checkout.city"),
  postalCode: requiredMessage("checkout.postalCode"),
  firstName: "validation.firstNameRequired",
  lastName: "validation.lastNameRequired",
  address: requiredMessage("checkout.street"),
};
/** A field whose every refusal is one message (a choice, or a pattern). */
const ONE_MESSAGE: Partial<Record<AddressField, string>> = {
  country: selectMessage("checkout.country"),
  countryCode: "validation.countryCodeRequired",
  phone: "checkout.phoneFormat",
};

/** The shopper's words for the contract's address rules (locale keys); the rules are the contract's. */
const addressMessage: FieldSay<AddressField> = (field, issue) => {
  if (ONE_MESSAGE[field]) return ONE_MESSAGE[field];
  if (issue.code === "too_big") return "errors.inputLimit";
  const empty = typeof issue.input !== "string" || issue.input.trim() === "";
  if (empty && REQUIRED[field]) return REQUIRED[field];
  return field === "postalCode" ? "checkout.postalCodeFormat" : undefined;
};

/** The address fields: the contract's rules (functions/contract/checkout.ts, ADR 243) with the shopper's messages. */
export const newAddressSchema = z.object(addressFields(addressMessage));

/** The email of an order (checkout/submit, order/lookup): the contract's rule, the shopper's words. */
export const orderEmailMessage = (issue: { code: string }) =>
  issue.code === "too_big" ? "errors.inputLimit" : "validation.emailFormat";

const common = {
  shippingMethodId: z.string({ error: "errors.noShipping" }).trim().min(1, { error: "errors.noShipping" }),
  paymentMethodId: z.string({ error: "errors.noPayment" }).trim().min(1, { error: "errors.noPayment" }),
  couponCode: optionalText(40),
  remark: optionalText(500),
  idempotencyKey: z.string().uuid(),
  email: orderFields((_field, issue) => orderEmailMessage(issue)).email.optional(),
};

/** A saved address's id as the radio carries it; the backend wants the number. */
const savedAddressId = z
  .string({ error: "checkout.addressChoose" })
  .regex(/^[1-9]\d{0,14}$/, { error: "checkout.addressChoose" })
  .transform(Number);

// `addressKind` is derived, never posted: a saved address's radio carries its id, so the union
// needs a discriminator of its own to report every field of the chosen branch at once.
export const checkoutSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === "object"
      ? { ...raw, addressKind: (raw as { addressChoice?: unknown }).addressChoice === "new" ? "new" : "saved" }
      : raw,
  z.discriminatedUnion("addressKind", [
    z.object({ addressKind: z.literal("new"), addressChoice: z.literal("new"), ...common, ...newAddressSchema.shape }),
    z.object({ addressKind: z.literal("saved"), addressChoice: savedAddressId, ...common }),
  ]),
);

export type CheckoutForm = z.output<typeof checkoutSchema>;

/** The checkout/submit payload of the contract, from a valid form. */
export function toSubmitPayload(form: CheckoutForm, slug: string): CheckoutSubmitInput {
  const { shippingMethodId, paymentMethodId, couponCode, remark, idempotencyKey, email } = form;
  const base = {
    slug,
    shippingMethodId,
    paymentMethodId,
    couponCode: couponCode || undefined,
    remark: remark || undefined,
    idempotencyKey,
    email,
  };
  if (form.addressKind === "saved") return { ...base, addressId: form.addressChoice };
  const { country, province, city, area, postalCode, firstName, lastName, address, apartment, countryCode, phone } =
    form;
  return {
    ...base,
    address: { country, province, city, area, postalCode, firstName, lastName, address, apartment, countryCode, phone },
  };
}

/** The choices that change the price: what "Update totals" (or a change, with JavaScript) asks a quote for. */
export type CheckoutChoice = Omit<CheckoutInfoInput, "slug">;

const pick = (value: FormDataEntryValue | null | undefined, pattern: RegExp) => {
  const text = typeof value === "string" ? value.trim() : "";
  return pattern.test(text) ? text : undefined;
};

/**
 * Reads the choices leniently (a quote never fails on a half-filled form): a saved address wins
 * over a country, which only counts for "A new address". `names` maps the form's field names (the
 * checkout form) or the page's query (`?address=&country=&shipping=&coupon=`).
 */
export function choiceOf(read: (name: string) => FormDataEntryValue | null, names = FORM_NAMES): CheckoutChoice {
  const address = pick(read(names.address), /^(new|[1-9]\d{0,14})$/);
  const country = pick(read(names.country), /^[A-Z]{2}$/);
  return {
    addressId: address && address !== "new" ? Number(address) : undefined,
    country: address === "new" || !address ? country : undefined,
    shippingMethodId: pick(read(names.shipping), /^[\w-]{1,40}$/),
    couponCode: pick(read(names.coupon), /^[\w-]{1,40}$/),
  };
}

export const FORM_NAMES = {
  address: "addressChoice",
  country: "country",
  shipping: "shippingMethodId",
  coupon: "couponCode",
};
export const QUERY_NAMES = { address: "address", country: "country", shipping: "shipping", coupon: "coupon" };

/**
 * The coupon a re-quote (a shipping, address or country change with JavaScript) keeps: the one the
 * totals include, or the one an Apply (or Remove) still on its way asks for. The screen's one
 * fetcher sends the newest quote and aborts the one before it, so a shipping change made while
 * "Apply" waits would otherwise drop the coupon the shopper just applied.
 */
export function couponToKeep(applied: string | null | undefined, pending: FormData | undefined): string {
  if (pending?.get("intent") === "removeCoupon") return "";
  const asked = pending?.get(FORM_NAMES.coupon);
  return typeof asked === "string" ? asked : (applied ?? "");
}
