/**
 * The inputs of checkout/info and checkout/submit, as ONE definition: the backend validates with
 * these schemas (defineCall's `input`) and the storefront types what it sends with
 * `CheckoutInfoInput` / `CheckoutSubmitInput`. A storefront payload that no longer fits the
 * backend's input (a saved address id sent as a string, a renamed field) fails to compile.
 * Plain zod only: this module reaches the storefront and must not pull in backend code.
 */
import { z } from "zod";

const line = (max: number) => z.string().trim().min(1).max(max);

/** The checkout's unguessable name (24 hex digits), as checkout/create answers it. */
export const checkoutSlug = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{24}$/);
export const couponCode = z.string().trim().min(1).max(40);
/** A shipping or payment method's id ("standard", "bank-transfer"). */
export const methodId = z.string().trim().min(1).max(40);
/** A saved address is named by its number, never by a string of digits. */
export const addressId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** ISO 3166-1 alpha-2, which is what shipping rules name. */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/);

/** The address form of docs/spec.md §3, as a checkout (and its order, and the address book) stores it. */
export const shippingAddress = z.object({
  country: countryCode.transform((code) => code.toUpperCase()),
  province: line(100),
  city: line(100),
  area: z.string().trim().max(100).optional(),
  postalCode: z
    .string()
    .trim()
    .min(2)
    .max(20)
    .regex(/^[A-Za-z0-9 -]+$/),
  firstName: line(60),
  lastName: line(60),
  address: line(200),
  apartment: z.string().trim().max(200).optional(),
  /** The phone's calling code, e.g. "+1". */
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9 ()-]{4,20}$/),
});

/** checkout/info: the quote for a destination (a saved address, else a country) and a shipping method. */
export const checkoutInfoInput = z.object({
  slug: checkoutSlug,
  addressId: addressId.optional(),
  country: countryCode.optional(),
  shippingMethodId: methodId.optional(),
  couponCode: couponCode.optional(),
});

/** checkout/submit: either a saved address (`addressId`) or a new one (`address`). */
export const checkoutSubmitInput = z
  .object({
    slug: checkoutSlug,
    addressId: addressId.optional(),
    address: shippingAddress.optional(),
    shippingMethodId: methodId,
    paymentMethodId: methodId,
    couponCode: couponCode.optional(),
    remark: z.string().trim().max(500).optional(),
    /** The storefront makes one per checkout form; letters, digits, "-" and "_". */
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/),
    /** Visitors only; a customer's order takes the account's email. */
    email: z.string().trim().max(254).email().optional(),
    /** The currency the shopper was shown (the picker); its rate is read by the backend, never taken from the client. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .refine((value) => value.addressId !== undefined || value.address !== undefined, {
    path: ["address"],
    message: "required",
  });

/** What the storefront sends (before the backend's trimming and upper-casing). */
export type CheckoutInfoInput = z.input<typeof checkoutInfoInput>;
export type CheckoutSubmitInput = z.input<typeof checkoutSubmitInput>;
/** What the backend's handler receives. */
export type CheckoutSubmit = z.output<typeof checkoutSubmitInput>;
export type ShippingAddress = z.output<typeof shippingAddress>;
