/**
 * The inputs of checkout/info and checkout/submit, as ONE definition: the backend validates with
 * these schemas (defineCall's `input`) and the storefront types what it sends with
 * `CheckoutInfoInput` / `CheckoutSubmitInput`. A storefront payload that no longer fits the
 * backend's input (a saved address id sent as a string, a renamed field) fails to compile.
 * Plain zod only: this module reaches the storefront and must not pull in backend code.
 */
import { z } from "./zod";
import { sayFor, silent, type FieldSay } from "./field-say";
import { orderEmail } from "./orders";

export type { FieldSay } from "./field-say";

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

/**
 * The address form of docs/spec.md §3's fields, as a checkout (and its order, and the address
 * book) stores it: ONE set of rules for checkout/submit, address/save and the storefront's
 * address fields (ADR 243). Bounds follow the stored addresses: an address already saved is never
 * refused for a length a shorter form rule would have set.
 */
export function addressFields(say: FieldSay<AddressField> = silent) {
  const error = sayFor(say);
  const line = (field: AddressField, max: number) =>
    z.string(error(field)).trim().min(1, error(field)).max(max, error(field));
  const optional = (field: AddressField, max: number) =>
    z.string(error(field)).trim().max(max, error(field)).optional();
  return {
    // ISO 3166-1 alpha-2, which is what shipping rules name.
    country: z
      .string(error("country"))
      .trim()
      .regex(/^[A-Za-z]{2}$/, error("country"))
      .transform((code) => code.toUpperCase()),
    province: line("province", 100),
    city: line("city", 100),
    area: optional("area", 100),
    postalCode: z
      .string(error("postalCode"))
      .trim()
      .min(2, error("postalCode"))
      .max(20, error("postalCode"))
      .regex(/^[A-Za-z0-9 -]+$/, error("postalCode")),
    firstName: line("firstName", 60),
    lastName: line("lastName", 60),
    address: line("address", 200),
    apartment: optional("apartment", 200),
    /** The phone's calling code, e.g. "+1". */
    countryCode: z
      .string(error("countryCode"))
      .trim()
      .regex(/^\+?\d{1,4}$/, error("countryCode")),
    /** Digits, spaces, brackets and dashes: "(415) 555-0100" as it is written. */
    phone: z
      .string(error("phone"))
      .trim()
      .regex(/^[0-9 ()-]{4,20}$/, error("phone")),
  };
}

export const ADDRESS_FIELDS = [
  "country",
  "province",
  "city",
  "area",
  "postalCode",
  "firstName",
  "lastName",
  "address",
  "apartment",
  "countryCode",
  "phone",
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address as checkout/submit and address/save take it. */
export const shippingAddress = z.object(addressFields());

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
    email: orderEmail.optional(),
    /** The currency the shopper was shown (the picker); its rate is read by the backend, never taken from the client. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    /**
     * The total the shopper was shown (minor units of the order's currency, ADR 212): when the
     * backend's price differs, nothing is placed and the answer is code 42 with the new quote.
     * null: a total was not shown (a post from elsewhere), so nothing is placed either.
     */
    shownTotal: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
    /** A signed-in shopper's new `address` also goes to the address book once the order is placed. */
    saveAddress: z.boolean().optional(),
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
